package org.nqueens.relatives;

import java.util.ArrayList;
import java.util.List;
import org.nqueens.dlx.DancingLinks;
import org.nqueens.dlx.ExactCover;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Solution;

/**
 * Every solution of n-queens on the empty board, listed by dancing links over Knuth's matrix (a
 * rank and a file item a queen, primary; the diagonals secondary), in the order of the sorted
 * solutions. The disjoint and magic questions hold them all in memory, which bounds n.
 */
final class QueensSolutions {

    /** The largest board whose solutions are listed: 14,200 of them at n = 12, 73,712 at n = 13. */
    static final int MOST = 13;

    private QueensSolutions() {
    }

    /** The solutions of n-queens, sorted; {@code what} names the question in the message of a size out of range. */
    static List<Solution> of(int n, String what) {
        if (n < 1 || n > MOST) {
            throw new InvalidInputException("The board size n (" + n + ") of " + what + " must lie between 1 and " + MOST
                    + ": the search holds every solution of the board in memory.");
        }
        ExactCover.Builder builder = ExactCover.builder();
        for (int i = 1; i <= n; i++) {
            builder.primary("r" + i);
            builder.primary("c" + i);
        }
        for (int d = 0; d < 2 * n - 1; d++) {
            builder.secondary("a" + d);
            builder.secondary("b" + d);
        }
        for (int row = 0; row < n; row++) {
            for (int column = 0; column < n; column++) {
                builder.option("r" + (row + 1), "c" + (column + 1), "a" + (row + column), "b" + (row - column + n - 1));
            }
        }
        DancingLinks links = DancingLinks.of(builder.build());
        List<Solution> solutions = new ArrayList<>();
        links.visit(options -> {
            int[] columns = new int[n];
            for (int option : options) {
                columns[option / n] = option % n + 1;
            }
            solutions.add(Solution.of(columns));
            return true;
        });
        solutions.sort(null);
        return List.copyOf(solutions);
    }
}
