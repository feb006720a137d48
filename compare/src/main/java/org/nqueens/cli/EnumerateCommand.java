package org.nqueens.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.nqueens.board.Board;
import org.nqueens.board.FreePart;
import org.nqueens.io.CompactBoard;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.Task;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens enumerate N}: every solution, one compact line each, produced as it is found. */
@Command(name = "enumerate", mixinStandardHelpOptions = true,
        description = "List the solutions of the n x n board (or of a partial board), one compact solution a line.")
final class EnumerateCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @Mixin
    BoardArguments question;

    @Option(names = "--solver", paramLabel = "ID", description = "The formulation to enumerate with (default: the fastest counter).")
    String solver;

    @Option(names = "--limit", paramLabel = "K", description = "Stop after K solutions.")
    Long limit;

    @Option(names = "--time-limit", paramLabel = "T", converter = TimeLimitConverter.class,
            description = "Stop after this long (exit code 4).")
    Duration timeLimit;

    @Option(names = "--unique", description = "One representative of each symmetry class, with its class size and the symmetries that fix it.")
    boolean unique;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "compact",
            description = "With --unique: text (drawn), compact or json (JSON lines) (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Override
    public Integer call() {
        if (limit != null && limit < 1) {
            throw new IllegalArgumentException("The limit --limit (" + limit + ") must be at least 1.");
        }
        if (!unique && format != OutputFormat.COMPACT) {
            throw new InvalidInputException("enumerate prints one compact solution a line; --format " + format.name().toLowerCase(java.util.Locale.ROOT)
                    + " goes with --unique.");
        }
        Board puzzle = question.board();
        Formulation formulation = parent.formulations().forTask(solver == null ? parent.formulations().defaultCounter() : solver,
                Task.ENUMERATE, puzzle);
        FreePart.of(puzzle);
        SearchSettings settings = timeLimit == null ? SearchSettings.defaults() : SearchSettings.defaults().withTimeLimit(timeLimit);
        PrintWriter out = parent.spec.commandLine().getOut();
        if (unique) {
            UniqueSolutions.requireListable(puzzle);
            try (SolutionStream solutions = formulation.enumerate(puzzle, settings)) {
                return UniqueSolutions.print(solutions, limit, format, out) > 0 ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
            }
        }
        long printed = 0;
        try (SolutionStream solutions = formulation.enumerate(puzzle, settings)) {
            while ((limit == null || printed < limit) && solutions.hasNext()) {
                CompactBoard.write(solutions.next(), out);
                out.println();
                printed++;
            }
            out.flush();
            boolean stoppedEarly = (limit == null || printed < limit) && !solutions.exhausted();
            if (stoppedEarly) {
                parent.spec.commandLine().getErr().println("enumerate: stopped after " + printed + " solutions: time limit reached.");
                return ExitCodes.NO_ANSWER;
            }
        }
        return printed > 0 ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
    }
}
