package org.nqueens.dlx.puzzles;

import java.util.Arrays;

/**
 * A 9 x 9 Sudoku grid, given or solved: each cell holds a digit 1..9 or is empty. Rows and columns
 * are numbered 1..9 from the top left. Immutable.
 */
public final class SudokuGrid {

    /** The side of the grid. */
    public static final int SIDE = 9;
    private static final int CELLS = SIDE * SIDE;

    private final byte[] digits;

    private SudokuGrid(byte[] digits) {
        this.digits = digits;
    }

    /**
     * Reads a grid written row by row as 81 characters, a digit 1..9 for a filled cell and {@code .}
     * or {@code 0} for an empty one; white space is ignored.
     */
    public static SudokuGrid parse(String text) {
        byte[] digits = new byte[CELLS];
        int cell = 0;
        for (int k = 0; k < text.length(); k++) {
            char c = text.charAt(k);
            if (Character.isWhitespace(c)) {
                continue;
            }
            if (cell == CELLS) {
                throw new IllegalArgumentException("The Sudoku grid '" + text + "' has more than " + CELLS + " cells.");
            }
            if (c == '.' || c == '0') {
                digits[cell++] = 0;
            } else if (c >= '1' && c <= '9') {
                digits[cell++] = (byte) (c - '0');
            } else {
                throw new IllegalArgumentException("The Sudoku grid has '" + c + "' at cell " + (cell + 1)
                        + "; a cell is a digit 1..9, or '.' or '0' when empty.");
            }
        }
        if (cell != CELLS) {
            throw new IllegalArgumentException("The Sudoku grid has " + cell + " cells; it must have " + CELLS + " (9 rows of 9).");
        }
        return new SudokuGrid(digits);
    }

    /** The grid with nothing filled. */
    public static SudokuGrid empty() {
        return new SudokuGrid(new byte[CELLS]);
    }

    /** The digit in row {@code row} and column {@code column} (1..9), or 0 if the cell is empty. */
    public int digit(int row, int column) {
        return digits[index(row, column)];
    }

    /** This grid with {@code digit} (1..9, or 0 to empty it) in row {@code row} and column {@code column}. */
    public SudokuGrid with(int row, int column, int digit) {
        if (digit < 0 || digit > SIDE) {
            throw new IllegalArgumentException("The digit (" + digit + ") must lie between 0 (empty) and 9.");
        }
        byte[] changed = digits.clone();
        changed[index(row, column)] = (byte) digit;
        return new SudokuGrid(changed);
    }

    /** How many cells are filled. */
    public int filled() {
        int count = 0;
        for (byte digit : digits) {
            count += digit == 0 ? 0 : 1;
        }
        return count;
    }

    /** The box (1..9, row by row) that holds the cell of {@code row} and {@code column}. */
    public static int box(int row, int column) {
        return (row - 1) / 3 * 3 + (column - 1) / 3 + 1;
    }

    private static int index(int row, int column) {
        if (row < 1 || row > SIDE || column < 1 || column > SIDE) {
            throw new IllegalArgumentException("The cell (" + row + ", " + column + ") must have a row and a column between 1 and 9.");
        }
        return (row - 1) * SIDE + column - 1;
    }

    /** The grid as 9 lines of 9 characters, a digit or '.' each. */
    public String draw() {
        StringBuilder text = new StringBuilder();
        for (int row = 1; row <= SIDE; row++) {
            for (int column = 1; column <= SIDE; column++) {
                int digit = digit(row, column);
                text.append(digit == 0 ? '.' : (char) ('0' + digit));
            }
            text.append('\n');
        }
        return text.toString();
    }

    /** The grid as the 81 characters that {@link #parse} reads. */
    @Override
    public String toString() {
        return draw().replace("\n", "");
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SudokuGrid grid && Arrays.equals(digits, grid.digits);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(digits);
    }
}
