package org.nqueens.formulations.bitboard;

import java.io.Serializable;

/**
 * One independent part of a symmetric count: the queens of the first {@code depth} rows fixed, the
 * rest to be searched. A small value that can be sent to another thread or machine; the parts of
 * one plan are disjoint and together cover the whole search.
 *
 * @param n the board size, 1..64
 * @param kind whether the first row's queen stands in the corner
 * @param bound the column (0-based) that names the part of the search: the second row's queen for
 *     {@link Kind#CORNER}, the first row's queen for {@link Kind#SIDE}
 * @param depth how many rows, from row 0, hold a fixed queen
 * @param columns the 0-based columns of the fixed queens, six bits a row, row 0 in the lowest bits
 */
record Subproblem(int n, Kind kind, int bound, int depth, long columns) implements Serializable {

    /** The most rows a subproblem can fix: six bits a row in one long. */
    static final int MAX_DEPTH = 10;

    /** Where the first row's queen stands. */
    enum Kind {
        /** In column 0: every such solution has eight distinct images. */
        CORNER,
        /** Away from the corners, nearer to a corner than every other edge queen. */
        SIDE
    }

    /** Validates the shape of the part (whether its queens are safe is the search's concern). */
    Subproblem {
        if (n < 1 || n > BitboardCounter.MAX_N) {
            throw new IllegalArgumentException("The board size n (" + n + ") of a subproblem must lie between 1 and "
                    + BitboardCounter.MAX_N + ".");
        }
        if (kind == null) {
            throw new IllegalArgumentException("A subproblem needs a kind.");
        }
        if (depth < 1 || depth > MAX_DEPTH || depth > n) {
            throw new IllegalArgumentException("A subproblem fixes between 1 and min(n, " + MAX_DEPTH + ") rows; " + depth
                    + " were asked for n = " + n + ".");
        }
        if (bound < 0 || bound >= n) {
            throw new IllegalArgumentException("The bound (" + bound + ") must be a column of the board, 0.." + (n - 1) + ".");
        }
        if (columns >>> (6 * depth) != 0 && depth < MAX_DEPTH || columns >>> (6 * MAX_DEPTH) != 0) {
            throw new IllegalArgumentException("The packed columns " + Long.toHexString(columns) + " hold more than " + depth + " rows.");
        }
        for (int row = 0; row < depth; row++) {
            if (column(row, columns) >= n) {
                throw new IllegalArgumentException("The fixed queen of row " + row + " stands in column " + column(row, columns)
                        + ", outside the board of size " + n + ".");
            }
        }
    }

    /** The root part of the corner case: queens at row 0, column 0 and row 1, column {@code secondColumn}. */
    static Subproblem corner(int n, int secondColumn) {
        return new Subproblem(n, Kind.CORNER, secondColumn, 2, (long) secondColumn << 6);
    }

    /** The root part of the side case: the queen of row 0 in column {@code firstColumn}. */
    static Subproblem side(int n, int firstColumn) {
        return new Subproblem(n, Kind.SIDE, firstColumn, 1, firstColumn);
    }

    /** The 0-based column of the fixed queen of {@code row}. */
    int column(int row) {
        if (row < 0 || row >= depth) {
            throw new IllegalArgumentException("Row " + row + " is not fixed by this subproblem (rows 0.." + (depth - 1) + " are).");
        }
        return column(row, columns);
    }

    /** This part with one more row fixed, its queen in {@code column}. */
    Subproblem with(int column) {
        return new Subproblem(n, kind, bound, depth + 1, columns | (long) column << (6 * depth));
    }

    private static int column(int row, long columns) {
        return (int) (columns >>> (6 * row)) & 63;
    }
}
