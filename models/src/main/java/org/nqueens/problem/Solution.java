package org.nqueens.problem;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * A full placement of n queens, one in each row: {@code column(r)} is the column of the queen in
 * row r, rows and columns numbered 1..n. A solution says nothing of attacks by itself; the
 * {@link Verifier} decides whether it solves a board.
 */
public final class Solution implements Comparable<Solution> {

    private final int[] columns;

    private Solution(int[] columns) {
        if (columns.length < 1) {
            throw new IllegalArgumentException("A solution must place at least one queen; it placed none.");
        }
        int n = columns.length;
        for (int i = 0; i < n; i++) {
            if (columns[i] < 1 || columns[i] > n) {
                throw new IllegalArgumentException("The queen of row " + (i + 1) + " stands in column " + columns[i]
                        + ", outside the board of size " + n + " (columns run from 1 to " + n + ").");
            }
        }
        this.columns = columns;
    }

    /** The solution whose queen in row {@code r} stands in column {@code columns[r - 1]}; the array is copied. */
    public static Solution of(int... columns) {
        return new Solution(columns.clone());
    }

    /** The board size, which is also the number of queens. */
    public int n() {
        return columns.length;
    }

    /** The column of the queen in {@code row} (1..n). */
    public int column(int row) {
        if (row < 1 || row > columns.length) {
            throw new IllegalArgumentException("The row (" + row + ") must lie between 1 and " + columns.length + ".");
        }
        return columns[row - 1];
    }

    /** The columns row by row, from row 1. */
    public IntStream columns() {
        return Arrays.stream(columns);
    }

    /** A copy of the columns row by row: element {@code r - 1} is the column of row r. */
    public int[] toArray() {
        return columns.clone();
    }

    /** The square of the queen in {@code row}. */
    public Square queenInRow(int row) {
        return new Square(row, column(row));
    }

    /** Orders solutions of one size lexicographically by their columns, row 1 first; smaller boards first. */
    @Override
    public int compareTo(Solution other) {
        if (columns.length != other.columns.length) {
            return Integer.compare(columns.length, other.columns.length);
        }
        return Arrays.compare(columns, other.columns);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Solution that && Arrays.equals(columns, that.columns);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(columns);
    }

    /** The compact form: the columns of rows 1..n separated by spaces, e.g. {@code 1 5 8 6 3 7 2 4}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(columns.length * 4);
        for (int i = 0; i < columns.length; i++) {
            if (i > 0) {
                text.append(' ');
            }
            text.append(columns[i]);
        }
        return text.toString();
    }
}
