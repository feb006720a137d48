package org.nqueens.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.nqueens.board.Board;
import org.nqueens.formulations.bitboard.EmptyBoardCount;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Task;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens count N}: how many solutions the n x n board has. Ctrl-C prints the partial count. */
@Command(name = "count", mixinStandardHelpOptions = true,
        description = "Count all solutions of the n x n board (with --unique, also those distinct up to symmetry).")
final class CountCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @Parameters(index = "0", paramLabel = "N", description = "The board size.")
    int n;

    @Option(names = "--solver", paramLabel = "ID", description = "The formulation to count with (default: the fastest counter).")
    String solver;

    @Option(names = "--unique", description = "Also count the solutions distinct up to the 8 symmetries of the square.")
    boolean unique;

    @Option(names = "--threads", paramLabel = "T", description = "Threads to count on (default: every core).")
    Integer threads;

    @Option(names = "--time-limit", paramLabel = "T", converter = TimeLimitConverter.class,
            description = "Stop after this long and print the partial count (exit code 4).")
    Duration timeLimit;

    @Option(names = "--checkpoint", paramLabel = "FILE",
            description = "Record every finished part of the count in FILE (an append-only journal); run again with the same FILE"
                    + " after a stop or a kill and only the unfinished parts are searched (bitboard counter).")
    Path checkpoint;

    @Option(names = "--placements", description = "Also count the placements of the plain constrained depth-first search"
            + " (safe queens placed, one a row, every column tried; the seed's table) with bitboards.")
    boolean placements;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Override
    public Integer call() {
        if (format == OutputFormat.COMPACT) {
            throw new IllegalArgumentException("count prints text or json; --format compact is for solutions.");
        }
        Board board = Board.empty(Board.requireSize(n));
        Formulation formulation = parent.formulations().forTask(solver == null ? parent.formulations().defaultCounter() : solver,
                unique ? Task.COUNT_UNIQUE : Task.COUNT, board);
        int threadCount = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        Cancellation cancellation = Cancellation.create();
        try (Interruption interruption = Interruption.cancelling(cancellation);
             ProgressDisplay progress = ProgressDisplay.forTerminal("count " + n)) {
            SearchSettings settings = SearchSettings.defaults().withThreads(threadCount).withCancellation(cancellation).withProgress(progress);
            if (timeLimit != null) {
                settings = settings.withTimeLimit(timeLimit);
            }
            CountResult result = checkpoint == null && !placements ? formulation.count(board, unique, settings)
                    : countAtScale(formulation, settings);
            progress.close();
            String reason = cancellation.isCancelled() ? "interrupted" : "time limit reached";
            new ResultWriter(parent.spec.commandLine().getOut()).count(result, format, reason, progress.coverage());
            return result.complete() ? ExitCodes.OK : ExitCodes.NO_ANSWER;
        }
    }

    /** --checkpoint and --placements: the bitboard counter's parts, journalled. */
    private CountResult countAtScale(Formulation formulation, SearchSettings settings) {
        if (!formulation.id().equals("bitboard")) {
            throw new InvalidInputException("--checkpoint and --placements are answered by the bitboard counter; --solver "
                    + formulation.id() + " does not take them.");
        }
        EmptyBoardCount plan = EmptyBoardCount.plan(new EmptyBoardCount.Question(n, unique, placements));
        return checkpoint == null ? plan.count(settings) : plan.count(settings, checkpoint, String.join(" ", parent.spec.version()));
    }
}
