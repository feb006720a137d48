package org.nqueens.dlx.puzzles;

import java.util.SplittableRandom;
import org.nqueens.dlx.DancingLinks;
import org.nqueens.dlx.ExactCover;

/**
 * Sudoku as exact cover (Knuth, TAOCP 7.2.2.1): four kinds of primary items, each to be covered
 * once: {@code pRC} (the cell of row R and column C is filled), {@code rRD} (row R holds digit D),
 * {@code cCD} (column C holds D) and {@code bBD} (box B, numbered 1..9 row by row, holds D). One
 * option a cell and a digit it may hold: {@code pRC rRD cCD bBD}; a given cell has only the option
 * of its digit. And a generator of puzzles with exactly one solution.
 */
public final class Sudoku {

    private static final int SIDE = SudokuGrid.SIDE;

    private Sudoku() {
    }

    /** The completions of {@code puzzle}. */
    public static ExactCover cover(SudokuGrid puzzle) {
        ExactCover.Builder builder = ExactCover.builder();
        for (char kind : new char[] {'p', 'r', 'c', 'b'}) {
            for (int a = 1; a <= SIDE; a++) {
                for (int b = 1; b <= SIDE; b++) {
                    builder.primary("" + kind + a + b);
                }
            }
        }
        for (int row = 1; row <= SIDE; row++) {
            for (int column = 1; column <= SIDE; column++) {
                int given = puzzle.digit(row, column);
                for (int digit = 1; digit <= SIDE; digit++) {
                    if (given == 0 || given == digit) {
                        builder.option("p" + row + column, "r" + row + digit, "c" + column + digit,
                                "b" + SudokuGrid.box(row, column) + digit);
                    }
                }
            }
        }
        return builder.build();
    }

    /** The grid that a solution of {@link #cover} fills in: each option's {@code pRC} and {@code rRD} items place its digit. */
    public static SudokuGrid grid(ExactCover cover, int[] options) {
        SudokuGrid grid = SudokuGrid.empty();
        for (int option : options) {
            int row = 0;
            int column = 0;
            int digit = 0;
            for (int item : cover.option(option)) {
                String name = cover.itemName(item);
                if (name.charAt(0) == 'p') {
                    row = name.charAt(1) - '0';
                    column = name.charAt(2) - '0';
                } else if (name.charAt(0) == 'r') {
                    digit = name.charAt(2) - '0';
                }
            }
            grid = grid.with(row, column, digit);
        }
        return grid;
    }

    /**
     * A puzzle with exactly one solution, the same for the same seed: a full grid (the first
     * solution of the empty grid, ties between equally constrained items broken at random under
     * the seed), then every cell in a random order emptied unless that would admit a second
     * solution. No clue of the result can be removed without losing uniqueness.
     */
    public static SudokuGrid generate(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        ExactCover empty = cover(SudokuGrid.empty());
        DancingLinks search = DancingLinks.of(empty).randomTies(random.nextLong());
        if (search.next() != DancingLinks.Outcome.SOLUTION) {
            throw new IllegalStateException("The empty Sudoku grid has no completion; the cover is wrong.");
        }
        SudokuGrid puzzle = grid(empty, search.solution());
        int[] order = new int[SIDE * SIDE];
        for (int k = 0; k < order.length; k++) {
            order[k] = k;
        }
        for (int k = order.length - 1; k > 0; k--) {
            int j = random.nextInt(k + 1);
            int t = order[k];
            order[k] = order[j];
            order[j] = t;
        }
        for (int cell : order) {
            SudokuGrid fewer = puzzle.with(cell / SIDE + 1, cell % SIDE + 1, 0);
            if (DancingLinks.of(cover(fewer)).count(2) == 1) {
                puzzle = fewer;
            }
        }
        return puzzle;
    }
}
