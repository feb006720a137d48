package org.nqueens.cli;

import java.util.concurrent.Callable;
import org.nqueens.board.Board;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Task;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens count N}: how many solutions the n x n board has. Ctrl-C prints the partial count. */
@Command(name = "count", mixinStandardHelpOptions = true,
        description = {"Count all solutions of the n x n board.",
            "With --unique, also those distinct up to symmetry. Ctrl-C or the time limit prints the count so far,"
                + " marked partial (exit 130 or 4)."})
final class CountCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @Parameters(index = "0", paramLabel = "N", converter = SharedOptions.SizeConverter.class, description = "The board size.")
    int n;

    @Option(names = "--unique", description = "Also count the solutions distinct up to the 8 symmetries of the square.")
    boolean unique;

    @Mixin
    SharedOptions.Solver solver;

    @Mixin
    SharedOptions.Threads threads;

    @Mixin
    SharedOptions.TimeLimit timeLimit;

    @Mixin
    SharedOptions.Format format;

    @Mixin
    SharedOptions.Quiet quiet;

    @Override
    public Integer call() {
        OutputFormat chosenFormat = format.oneOf("count", OutputFormat.TEXT, OutputFormat.JSON);
        int threadCount = threads.count();
        Board board = Board.empty(n);
        Formulation formulation = SolverChoice.choose(parent.formulations(), solver.orElse(parent.formulations().defaultCounter()),
                unique ? Task.COUNT_UNIQUE : Task.COUNT, board);
        Cancellation cancellation = Cancellation.create();
        try (Interruption interruption = Interruption.cancelling(cancellation);
             ProgressDisplay progress = ProgressDisplay.forTerminal("count " + n, quiet.quiet)) {
            SearchSettings settings = timeLimit.applyTo(SearchSettings.defaults().withThreads(threadCount)
                    .withCancellation(cancellation).withProgress(progress));
            CountResult result = formulation.count(board, unique, settings);
            progress.close();
            String reason = cancellation.isCancelled() ? "interrupted" : "time limit reached";
            new ResultWriter(parent.spec.commandLine().getOut()).count(result, chosenFormat, reason, progress.coverage());
            return result.complete() ? ExitCodes.OK : ExitCodes.NO_ANSWER;
        }
    }
}
