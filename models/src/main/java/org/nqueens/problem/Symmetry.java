package org.nqueens.problem;

import java.util.Set;
import java.util.TreeSet;

/**
 * The eight symmetries of the square (the dihedral group D4), acting on squares, boards and
 * solutions of size n. Each maps a solution to a solution; the canonical form of a solution, the
 * smallest of its images, names its symmetry class (OEIS A002562 counts the classes).
 */
public enum Symmetry {
    /** Leaves every square where it is. */
    IDENTITY,
    /** Quarter turn anticlockwise as the board is drawn (row 1 at the bottom): (r, c) to (c, n + 1 - r). */
    ROTATE_90,
    /** Half turn: (r, c) to (n + 1 - r, n + 1 - c). */
    ROTATE_180,
    /** Quarter turn clockwise as the board is drawn: (r, c) to (n + 1 - c, r). */
    ROTATE_270,
    /** Mirror in the horizontal axis: (r, c) to (n + 1 - r, c). */
    FLIP_ROWS,
    /** Mirror in the vertical axis: (r, c) to (r, n + 1 - c). */
    FLIP_COLUMNS,
    /** Mirror in the main diagonal: (r, c) to (c, r). */
    TRANSPOSE,
    /** Mirror in the other diagonal: (r, c) to (n + 1 - c, n + 1 - r). */
    ANTI_TRANSPOSE;

    /** The image of {@code square} on a board of size {@code n}. */
    public Square apply(Square square, int n) {
        int r = square.row();
        int c = square.column();
        int m = n + 1;
        return switch (this) {
            case IDENTITY -> square;
            case ROTATE_90 -> new Square(c, m - r);
            case ROTATE_180 -> new Square(m - r, m - c);
            case ROTATE_270 -> new Square(m - c, r);
            case FLIP_ROWS -> new Square(m - r, c);
            case FLIP_COLUMNS -> new Square(r, m - c);
            case TRANSPOSE -> new Square(c, r);
            case ANTI_TRANSPOSE -> new Square(m - c, m - r);
        };
    }

    /** The image of a solution: each of its queens moved by this symmetry. */
    public Solution apply(Solution solution) {
        int n = solution.n();
        int[] image = new int[n];
        for (int row = 1; row <= n; row++) {
            Square moved = apply(solution.queenInRow(row), n);
            image[moved.row() - 1] = moved.column();
        }
        return Solution.of(image);
    }

    /** The image of a board: its queens and blocked squares moved by this symmetry. */
    Board apply(Board board) {
        int n = board.n();
        return Board.of(n,
                board.queens().stream().map(q -> apply(q, n)).toList(),
                board.blocked().stream().map(b -> apply(b, n)).toList());
    }

    /** The distinct images of a solution under the eight symmetries: 1, 2, 4 or 8 of them. */
    public static Set<Solution> orbit(Solution solution) {
        Set<Solution> images = new TreeSet<>();
        for (Symmetry symmetry : values()) {
            images.add(symmetry.apply(solution));
        }
        return images;
    }

    /** The canonical form of a solution: the lexicographically smallest of its eight images. */
    public static Solution canonical(Solution solution) {
        Solution smallest = solution;
        for (Symmetry symmetry : values()) {
            Solution image = symmetry.apply(solution);
            if (image.compareTo(smallest) < 0) {
                smallest = image;
            }
        }
        return smallest;
    }
}
