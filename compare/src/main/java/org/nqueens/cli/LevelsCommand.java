package org.nqueens.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Stack;
import java.util.concurrent.Callable;
import org.nqueens.io.Columns;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Counter;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Task;
import org.nqueens.teach.LevelWidths;
import org.nqueens.teach.TeachJson;
import picocli.CommandLine.Command;
import picocli.CommandLine.IParameterConsumer;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code nqueens levels N}: the safe k-arrangements at each depth k, whose sum is the reference search's placements,
 * counted by the parts of a formulation that counts in parts ({@link Counter}: the bitboard counter), on every core,
 * resumable from a checkpoint, or on another engine. Ctrl-C or the time limit prints the levels so far, marked partial.
 */
@Command(name = "levels", mixinStandardHelpOptions = true,
        description = {"Count the safe k-arrangements at each depth k: k queens on rows 1..k that do not attack each other "
                + "(the level-by-level construction). They sum to the placements of the reference search; the last is the solutions.",
            "For n = 1.." + LevelsCommand.MAX_N + ", by the bitboard counter's parts on every core (n = 17 takes minutes, each size"
                + " about six times longer), with --checkpoint to resume after a stop or a kill and --engine spark for a cluster."
                + " Ctrl-C or the time limit prints the levels so far, marked partial (exit 130 or 4).",
            "With --format svg, the profile as a bar chart, one bar a depth."})
final class LevelsCommand implements Callable<Integer> {

    /** The largest board: the bitboard counter holds a row in one 64-bit word. */
    static final int MAX_N = 64;

    private static final int BAR = 50;

    @ParentCommand
    NqueensCommand parent;

    @Parameters(index = "0", paramLabel = "N", converter = SharedOptions.SizeConverter.class, description = "The board size.")
    int n;

    /**
     * --board and --file, which the other commands take: refused by name where they are met (as picocli reads them, before
     * it finds N missing), since the widths are the empty board's. Fields with a consumer rather than annotated methods, so
     * that the command's model is replayed from the build's snapshot like the others' (an annotated method is not).
     */
    @Option(names = "--board", paramLabel = "B", hidden = true, parameterConsumer = TakesNOnly.class)
    String board;

    @Option(names = "--file", paramLabel = "F", hidden = true, parameterConsumer = TakesNOnly.class)
    String file;

    @Mixin
    SharedOptions.Format<OutputFormat> formatOption = SharedOptions.Format.of(OutputFormat.TEXT, OutputFormat.JSON, OutputFormat.SVG);

    @Mixin
    SharedOptions.Threads threads;

    @Mixin
    SharedOptions.TimeLimit timeLimit = new SharedOptions.TimeLimit("Levels stopped so are printed as counted so far, marked partial (exit 4).");

    @Option(names = "--checkpoint", paramLabel = "FILE",
            description = "Record every finished part with its levels in FILE (an append-only journal); run again with the same FILE"
                    + " after a stop or a kill and only the unfinished parts are searched.")
    Path checkpoint;

    @Option(names = "--engine", paramLabel = "ENGINE", defaultValue = Counter.LOCAL,
            description = "Where the levels are counted: local (this process's threads; default), spark (an Apache Spark job, the"
                    + " parts as its tasks; needs the spark module, loaded only then) or gpu (every NVIDIA GPU of this machine, the"
                    + " whole row in one run, n up to 32; needs nvcc; no --checkpoint).")
    String engine;

    @Mixin
    SharedOptions.SparkMaster master;

    @Option(names = "--log", description = "With --format svg, draw the bars on a log scale: the widths grow by orders of magnitude"
            + " down the tree, and the first levels vanish beside the widest on a linear one.")
    boolean log;

    /** Refuses the option it is given to, naming it, before its value is read. */
    static final class TakesNOnly implements IParameterConsumer {
        @Override
        public void consumeParameters(Stack<String> args, ArgSpec argSpec, CommandSpec commandSpec) {
            throw new ParameterException(commandSpec.commandLine(), "levels counts the empty board of size N; it takes N only, not "
                    + ((OptionSpec) argSpec).longestName());
        }
    }

    @Override
    public Integer call() {
        OutputFormat format = formatOption.chosen();
        if (n > MAX_N) {
            throw new InvalidInputException("The levels are counted for n = 1.." + MAX_N + " (the bitboard counter holds a row in one"
                    + " 64-bit word); n = " + n + " is out of range.");
        }
        int threadCount = threads.count();
        CountEngines.of(engine, master.url, null);
        Problem problem = Problem.queens(n);
        Counter counter = counter(problem);
        if (!counter.levelsEngines().contains(engine)) {
            throw new InvalidInputException("The engine " + Quote.of(engine) + " of --engine does not count the levels; "
                    + String.join(" and ", counter.levelsEngines()) + " do.");
        }
        Cancellation cancellation = Cancellation.create();
        CountResult result;
        String coverage;
        try (Interruption interruption = Interruption.cancelling(cancellation);
             ProgressDisplay progress = ProgressDisplay.forTerminal("levels " + n, parent.quiet())) {
            SearchSettings settings = timeLimit.applyTo(SearchSettings.defaults().withThreads(threadCount)
                    .withCancellation(cancellation).withProgress(progress));
            Optional<String> sparkMaster = engine.equals("spark") ? CountEngines.sparkMaster(master.url, threads.text, threadCount)
                    : Optional.empty();
            try {
                result = counter.countInParts(new Counter.Parts(problem, false, true, true, engine, sparkMaster, OptionalInt.empty(),
                        settings, Optional.ofNullable(checkpoint), parent.spec.version()[0]));
            } catch (Counter.MissingEngineException missing) {
                throw new InvalidInputException(missing.getMessage() + " " + CountEngines.HOW_TO_GET_SPARK + ".");
            }
            progress.close();
            coverage = progress.coverage();
        }
        String stopped = result.complete() ? ""
                : "stopped: " + (cancellation.isCancelled() ? "interrupted" : "time limit reached") + (coverage.isEmpty() ? "" : "; " + coverage)
                        + "; the levels are partial";
        LevelWidths levels = new LevelWidths(n, result.levels().stream().mapToLong(Long::longValue).toArray());
        write(levels, result, format, stopped);
        return ExitCodes.of(result);
    }

    /** The formulation that counts the empty board in parts (the bitboard counter). */
    private Counter counter(Problem problem) {
        for (Formulation formulation : parent.formulations().all()) {
            if (formulation instanceof Counter counter && formulation.refusal(Task.COUNT, problem).isEmpty()) {
                return counter;
            }
        }
        throw new IllegalStateException("No formulation of this build counts the empty board of size " + n + " in parts.");
    }

    private void write(LevelWidths levels, CountResult result, OutputFormat format, String stopped) {
        long[] widths = levels.widths();
        PrintWriter out = parent.spec.commandLine().getOut();
        if (format == OutputFormat.SVG) {
            out.print(LevelsChart.svg(levels, log));
            out.flush();
        } else if (format == OutputFormat.JSON) {
            TeachJson.write(out, generator -> {
                generator.writeStartObject();
                generator.writeNumberField("n", n);
                generator.writeArrayFieldStart("levels");
                for (long width : widths) {
                    generator.writeNumber(width);
                }
                generator.writeEndArray();
                generator.writeNumberField("placements", levels.placements());
                if (!result.complete()) {
                    generator.writeBooleanField("complete", false);
                }
                generator.writeEndObject();
            });
        } else {
            long widest = 1;
            for (long width : widths) {
                widest = Math.max(widest, width);
            }
            int numberWidth = Math.max(12, Long.toString(widest).length() + 1);
            out.println("n = " + n + ": safe k-arrangements at each depth k (k queens on rows 1..k, none attacking another)");
            out.println("  k " + Columns.right("arrangements", numberWidth));
            for (int k = 1; k <= n; k++) {
                long width = widths[k - 1];
                int bar = (int) Math.round((double) width * BAR / widest);
                out.println((Columns.right(k, 3) + " " + Columns.right(width, numberWidth) + "  "
                        + "#".repeat(width > 0 ? Math.max(bar, 1) : 0)).stripTrailing());
            }
            out.println("sum " + levels.placements() + ": the queens the reference search places (constrained DFS); last level "
                    + levels.solutions() + ": the solutions");
            if (!stopped.isEmpty()) {
                out.println("(" + stopped + ")");
            }
            out.flush();
        }
    }
}
