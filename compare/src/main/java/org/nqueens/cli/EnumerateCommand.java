package org.nqueens.cli;

import java.io.PrintWriter;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.concurrent.Callable;
import org.nqueens.problem.Square;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Coordinates;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Admitted;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.Task;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code nqueens enumerate N}: every solution, one line each, produced as it is found. Output is
 * flushed often and checked: once a reader has gone ({@code | head -1}) the search stops at the
 * next failed write and the command ends with exit 0.
 */
@Command(name = "enumerate", mixinStandardHelpOptions = true,
        description = {"List the solutions of the n x n board (or of a partial board), one a line.",
            "Each solution is printed as it is found: the compact form, or with --format json one JSON object a line,"
                + " {\"solution\": [...]}. A reader that stops early (| head -1) ends the search at once, exit 0."})
final class EnumerateCommand implements Callable<Integer> {

    /** Lines written before output is flushed only now and then; the first few show at once. */
    private static final long FLUSH_EVERY_LINE_UP_TO = 16;
    private static final long FLUSH_INTERVAL_NANOS = 50_000_000L;

    @ParentCommand
    NqueensCommand parent;

    @Mixin
    BoardArguments question;

    @Option(names = "--limit", paramLabel = "K", description = "Stop after K solutions.")
    String limit;

    @Mixin
    SharedOptions.Solver solver = SharedOptions.Solver.defaulting("the fastest that takes the board");

    @Mixin
    SharedOptions.TimeLimit timeLimit = new SharedOptions.TimeLimit("Stopped so, it keeps the solutions printed and says it stopped (exit 4).");

    @Mixin
    SharedOptions.Format<OutputFormat> format = SharedOptions.Format.of(OutputFormat.COMPACT, OutputFormat.JSON, OutputFormat.TEXT);

    @Option(names = "--unique", description = "One representative of each symmetry class, with its class size and the symmetries that fix it"
            + " (--format text draws it, compact or json list it).")
    boolean unique;

    @Override
    public Integer call() {
        OutputFormat lines = format.chosen();
        long most = limit == null ? Long.MAX_VALUE : Quantities.whole(limit, "the limit --limit", 1, Long.MAX_VALUE);
        Problem puzzle = question.problem();
        Admitted request = SolverChoice.choose(parent.formulations(), solver.orElse(null),
                Task.ENUMERATE, puzzle);
        PrintWriter out = parent.spec.commandLine().getOut();
        if (unique) {
            UniqueSolutions.requireListable(puzzle);
            try (SolutionStream solutions = request.enumerate(timeLimit.applyTo(SearchSettings.defaults()))) {
                int classes = puzzle.geometry().isFlat() ? UniqueSolutions.print(solutions, limit == null ? null : most, lines, out)
                        : UniqueSolutions.printBox(puzzle, solutions, limit == null ? null : most, lines, out);
                return classes > 0 ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
            }
        }
        long printed = 0;
        long lastFlush = System.nanoTime();
        try (SolutionStream solutions = request.enumerate(timeLimit.applyTo(SearchSettings.defaults()))) {
            while (printed < most && solutions.hasNext()) {
                write(solutions.next(), puzzle, lines == OutputFormat.JSON, out);
                printed++;
                long now = System.nanoTime();
                if (printed <= FLUSH_EVERY_LINE_UP_TO || now - lastFlush > FLUSH_INTERVAL_NANOS) {
                    lastFlush = now;
                    if (out.checkError()) {
                        // The reader has gone (a closed pipe): what it wanted it has; stop searching.
                        return ExitCodes.OK;
                    }
                }
            }
            if (out.checkError()) {
                return ExitCodes.OK;
            }
            if (printed < most && !solutions.exhausted()) {
                parent.spec.commandLine().getErr().println("enumerate: stopped after " + printed + " solutions: time limit reached.");
                return ExitCodes.NO_ANSWER;
            }
        }
        return printed > 0 ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
    }

    /** One answer a line: the compact board (or the squares of the pieces), or a JSON object with its solution and pieces. */
    private static void write(Placement placement, Problem problem, boolean json, PrintWriter out) {
        if (!json) {
            ResultWriter.compact(placement, problem, out);
            return;
        }
        Optional<int[]> byRow = problem.geometry().isFlat() ? placement.columnsByRow(problem.rows()) : Optional.empty();
        out.print("{\"solution\":");
        if (byRow.isPresent()) {
            int[] columns = byRow.get();
            out.print('[');
            for (int i = 0; i < columns.length; i++) {
                out.print(i == 0 ? "" : ",");
                out.print(columns[i]);
            }
            out.print(']');
        } else {
            out.print("null");
        }
        out.print(",\"pieces\":[");
        boolean first = true;
        for (Square square : placement.squares()) {
            out.print(first ? "[" : ",[");
            out.print(Coordinates.numbers(square, problem.geometry()).stream().map(String::valueOf).collect(Collectors.joining(",")));
            out.print(']');
            first = false;
        }
        out.println("]}");
    }
}
