package org.nqueens.cli;

import java.io.PrintWriter;
import org.nqueens.board.Board;
import org.nqueens.board.FreePart;
import org.nqueens.formulations.Formulations;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Task;

/** What {@code solve} and {@code complete} share: check the board, pick the solver, run it, print, map the status. */
final class FindOne {

    private FindOne() {
    }

    static int run(Formulations formulations, Board board, SearchOptions options, PrintWriter out) {
        Formulation formulation = formulations.forTask(options.solver, Task.findingOne(board), board);
        FreePart.of(board);
        SolveResult result = formulation.solve(board, options.settings());
        new ResultWriter(out).solve(result, board, options.format);
        return ExitCodes.of(result.status());
    }
}
