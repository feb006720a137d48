package org.nqueens.problem;

/**
 * A square of the board: row and column both numbered from 1, row 1 being the bottom rank and
 * column 1 the file {@code a}.
 *
 * @param row the row, at least 1
 * @param column the column, at least 1
 */
public record Square(int row, int column) implements Comparable<Square> {

    /** Validates that both coordinates are at least 1. */
    public Square {
        if (row < 1) {
            throw new IllegalArgumentException("The row (" + row + ") of a square must be at least 1.");
        }
        if (column < 1) {
            throw new IllegalArgumentException("The column (" + column + ") of a square must be at least 1.");
        }
    }

    /** Whether this square lies on a board of size {@code n}. */
    public boolean isOn(int n) {
        return row <= n && column <= n;
    }

    /** Whether a queen on this square attacks one on {@code other} (along a row, column or diagonal). */
    public boolean attacks(Square other) {
        return !equals(other)
                && (row == other.row
                        || column == other.column
                        || row - column == other.row - other.column
                        || row + column == other.row + other.column);
    }

    /** Orders squares by row, then by column. */
    @Override
    public int compareTo(Square other) {
        int byRow = Integer.compare(row, other.row);
        return byRow != 0 ? byRow : Integer.compare(column, other.column);
    }

    /** "row 3, column 5", as messages name a square. */
    @Override
    public String toString() {
        return "row " + row + ", column " + column;
    }
}
