package org.nqueens.formulations.bitboard.count;

import java.io.Serializable;

/**
 * One independent part of a symmetric count: a frame, the four queens on the border of the board
 * (rows and columns 0-based), the interior to be searched. A small value that can be sent to another
 * thread or machine; the parts of one plan are disjoint and together cover the whole search.
 *
 * @param n the board size, 1..64
 * @param top the column of the queen of the first row
 * @param bottom the column of the queen of the last row
 * @param left the row of the queen of the first column (0 when it is the first row's queen, in the corner)
 * @param right the row of the queen of the last column
 */
public record Subproblem(int n, int top, int bottom, int left, int right) implements Serializable {

    /** Validates the shape of the part (whether its queens are safe is the search's concern). */
    public Subproblem {
        if (n < 1 || n > Long.SIZE) {
            throw new IllegalArgumentException("The board size n (" + n + ") of a subproblem must lie between 1 and "
                    + Long.SIZE + ".");
        }
        requireOnBoard("column of the first row's queen", top, n);
        requireOnBoard("column of the last row's queen", bottom, n);
        requireOnBoard("row of the first column's queen", left, n);
        requireOnBoard("row of the last column's queen", right, n);
    }

    private static void requireOnBoard(String what, int value, int n) {
        if (value < 0 || value >= n) {
            throw new IllegalArgumentException("The " + what + " (" + value + ") must lie between 0 and " + (n - 1) + ".");
        }
    }
}
