package org.nqueens.problem;

/**
 * A square of the board: row and column both numbered from 1, row 1 being the bottom rank and
 * column 1 the file {@code a}; on a box of layers (the cube) also its layer, from 1. Every square
 * of a flat board lies on layer 1.
 *
 * @param row the row, at least 1
 * @param column the column, at least 1
 * @param layer the layer, at least 1 (1 on every flat board)
 */
public record Square(int row, int column, int layer) implements Comparable<Square> {

    /** Validates that the coordinates are at least 1. */
    public Square {
        if (row < 1) {
            throw new IllegalArgumentException("The row (" + row + ") of a square must be at least 1.");
        }
        if (column < 1) {
            throw new IllegalArgumentException("The column (" + column + ") of a square must be at least 1.");
        }
        if (layer < 1) {
            throw new IllegalArgumentException("The layer (" + layer + ") of a square must be at least 1.");
        }
    }

    /** The square of a flat board (layer 1). */
    public Square(int row, int column) {
        this(row, column, 1);
    }

    /** Whether this square lies on a board of size {@code n}. */
    public boolean isOn(int n) {
        return row <= n && column <= n;
    }

    /**
     * Whether a queen on this square attacks one on {@code other} (along a row, column or diagonal)
     * of a flat board; squares of two layers are compared by row and column alone.
     */
    public boolean attacks(Square other) {
        return !equals(other)
                && (row == other.row
                        || column == other.column
                        || row - column == other.row - other.column
                        || row + column == other.row + other.column);
    }

    /** Orders squares by layer, then by row, then by column (the order of their indices). */
    @Override
    public int compareTo(Square other) {
        int byLayer = Integer.compare(layer, other.layer);
        if (byLayer != 0) {
            return byLayer;
        }
        int byRow = Integer.compare(row, other.row);
        return byRow != 0 ? byRow : Integer.compare(column, other.column);
    }

    /** "row 3, column 5" ("row 3, column 5, layer 2" above the first layer), as messages name a square. */
    @Override
    public String toString() {
        return "row " + row + ", column " + column + (layer > 1 ? ", layer " + layer : "");
    }
}
