package org.nqueens.cli;

import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Scope;
import org.nqueens.solver.Admitted;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Counter;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Task;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens count N}: how many solutions the n x n board has. Ctrl-C prints the partial count. */
@Command(name = "count", mixinStandardHelpOptions = true,
        description = {"Count all solutions of the n x n board.",
            "With --unique, also those distinct up to symmetry. Ctrl-C or the time limit prints the count so far,"
                + " marked partial (exit 130 or 4)."})
final class CountCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @Mixin
    BoardArguments question;

    @Option(names = "--unique", description = "Also count the solutions distinct up to the board's symmetries (8 of the square, 4 of a rectangle, and the translations of a torus).")
    boolean unique;

    @Mixin
    SharedOptions.Solver solver = SharedOptions.Solver.defaulting("the fastest counter that takes the board");

    @Mixin
    SharedOptions.Threads threads;

    @Mixin
    SharedOptions.TimeLimit timeLimit = new SharedOptions.TimeLimit("A count stopped so prints what it counted, marked partial (exit 4).");

    @Mixin
    SharedOptions.Format<OutputFormat> format = SharedOptions.Format.of(OutputFormat.TEXT, OutputFormat.JSON);

    @Option(names = "--checkpoint", paramLabel = "FILE",
            description = "Record every finished part of the count in FILE (an append-only journal); run again with the same FILE"
                    + " after a stop or a kill and only the unfinished parts are searched (bitboard counter).")
    Path checkpoint;

    @Option(names = "--engine", paramLabel = "ENGINE", defaultValue = "local",
            description = "Where the count runs: local (this process's threads; default), spark (an Apache Spark job, the parts"
                    + " of the bitboard counter as its tasks; needs the spark module, loaded only then) or gpu (the frames of the"
                    + " bitboard counter searched on NVIDIA GPUs; needs the CUDA toolkit's nvcc, which builds the search once).")
    String engine;

    @Option(names = "--devices", paramLabel = "D",
            description = "With --engine gpu, how many GPUs to use (default: every one this machine has).")
    Integer devices;

    @Mixin
    SharedOptions.SparkMaster master;

    @Option(names = "--placements", description = "Also count the placements of the plain constrained depth-first search"
            + " (safe queens placed, one a row, every column tried; the seed's table) with bitboards.")
    boolean placements;

    @Override
    public Integer call() {
        OutputFormat chosenFormat = format.chosen();
        int threadCount = threads.count();
        CountEngines.Engine where = CountEngines.of(engine, master.url, devices);
        Problem problem = question.problem();
        Admitted request = SolverChoice.choose(parent.formulations(), solver.orElse(null), unique ? Task.COUNT_UNIQUE : Task.COUNT, problem);
        Cancellation cancellation = Cancellation.create();
        String what = Scope.CLASSIC.admits(problem) ? String.valueOf(problem.rows()) : problem.describe();
        try (Interruption interruption = Interruption.cancelling(cancellation);
             ProgressDisplay progress = ProgressDisplay.forTerminal("count " + what, parent.quiet())) {
            SearchSettings settings = timeLimit.applyTo(SearchSettings.defaults().withThreads(threadCount)
                    .withCancellation(cancellation).withProgress(progress));
            CountResult result = where == CountEngines.Engine.LOCAL && checkpoint == null && !placements
                    ? request.count(settings)
                    : inParts(where, request, settings);
            progress.close();
            String reason = cancellation.isCancelled() ? "interrupted" : "time limit reached";
            new ResultWriter(parent.spec.commandLine().getOut()).count(result, problem, chosenFormat, reason, progress.coverage());
            return ExitCodes.of(result);
        }
    }

    /**
     * --engine spark or gpu, --checkpoint and --placements: the empty board counted in parts by a formulation that
     * offers it ({@link Counter}), on the engine asked for, journalled by this process.
     */
    private CountResult inParts(CountEngines.Engine where, Admitted request, SearchSettings settings) {
        Problem problem = request.problem();
        Formulation formulation = request.formulation();
        boolean onEngine = where != CountEngines.Engine.LOCAL;
        boolean both = !onEngine && checkpoint != null && placements;
        String given = onEngine ? "--engine " + engine : both ? "--checkpoint and --placements" : checkpoint != null ? "--checkpoint" : "--placements";
        String them = both ? "them" : "it";
        if (!Scope.EMPTY_BOARD.admits(problem)) {
            throw new InvalidInputException(given + (both ? " count" : " counts") + " the empty n x n board of queens; "
                    + problem.describe() + " is counted without " + them + ".");
        }
        if (!(formulation instanceof Counter counter) || !counter.engines().contains(engine)) {
            throw new InvalidInputException(onEngine
                    ? given + " runs the bitboard counter's parts; --solver " + formulation.id() + " counts without it."
                    : given + (both ? " are" : " is") + " answered by the bitboard counter; --solver " + formulation.id()
                            + " does not take " + them + ".");
        }
        Counter.Parts parts = new Counter.Parts(problem, unique, placements, false, engine, where == CountEngines.Engine.SPARK ? sparkMaster(settings)
                : Optional.empty(), devices == null ? OptionalInt.empty() : OptionalInt.of(devices), settings, Optional.ofNullable(checkpoint),
                journalProgram());
        try {
            return counter.countInParts(parts);
        } catch (Counter.MissingEngineException missing) {
            throw new InvalidInputException(missing.getMessage() + " " + CountEngines.HOW_TO_GET_SPARK + ".");
        }
    }

    /** The Spark master: --master, else Spark inside this process on the threads --threads asks for, else on every core. */
    private Optional<String> sparkMaster(SearchSettings settings) {
        return CountEngines.sparkMaster(master.url, threads.text, settings.threads());
    }

    /**
     * The program a checkpoint's header names: "nqueens VERSION", without the commit or the Java version, so that a
     * count killed on one build resumes on a rebuild of the same version, on threads or on Spark (whose submit jar names
     * itself the same way). The header's plan line (the parts and a CRC of their ids) still refuses a journal of
     * another split.
     */
    private String journalProgram() {
        return parent.spec.version()[0];
    }
}
