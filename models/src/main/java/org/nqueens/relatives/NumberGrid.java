package org.nqueens.relatives;

import java.util.Arrays;
import org.nqueens.problem.InvalidInputException;

/**
 * A square grid of whole numbers held as a value: its own copy of the rows it was made from, equal
 * to another grid with the same numbers in the same places. The cells of a {@link MagicSquare} and
 * the symbols of a {@link QueenLatinSquare} are such grids, so that the two records compare, hash
 * and print by their numbers without writing it twice.
 */
public final class NumberGrid {

    private final int[][] rows;

    private NumberGrid(int[][] rows) {
        this.rows = rows;
    }

    /**
     * The grid of {@code rows}, copied.
     *
     * @throws InvalidInputException if a row is not as long as there are rows
     */
    public static NumberGrid of(int[][] rows) {
        int n = rows.length;
        int[][] copy = new int[n][];
        for (int row = 0; row < n; row++) {
            if (rows[row].length != n) {
                throw new InvalidInputException("Row " + (row + 1) + " holds " + rows[row].length + " numbers; a square of " + n
                        + " rows needs " + n + " in each.");
            }
            copy[row] = rows[row].clone();
        }
        return new NumberGrid(copy);
    }

    /** The number of rows, which is the number of columns. */
    public int order() {
        return rows.length;
    }

    /** The number at {@code row}, {@code column} (from 0). */
    public int at(int row, int column) {
        return rows[row][column];
    }

    /** The rows, a fresh copy: {@code [row][column]}, from 0. */
    public int[][] toArray() {
        int[][] copy = new int[rows.length][];
        for (int row = 0; row < rows.length; row++) {
            copy[row] = rows[row].clone();
        }
        return copy;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof NumberGrid that && Arrays.deepEquals(rows, that.rows);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(rows);
    }

    /** The rows as nested lists: {@code [[2, 7, 6], [9, 5, 1], [4, 3, 8]]}. */
    @Override
    public String toString() {
        return Arrays.deepToString(rows);
    }
}
