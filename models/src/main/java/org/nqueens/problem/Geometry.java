package org.nqueens.problem;


/**
 * The shape of a board: rows by columns, plain or a torus (rows, columns and diagonals wrap
 * around, Polya 1918). Rows and columns are numbered from 1; row 1 is the bottom rank.
 *
 * @param rows the number of rows, at least 1
 * @param columns the number of columns, at least 1
 * @param torus whether lines wrap around the edges
 */
public record Geometry(int rows, int columns, boolean torus) {

    /** Validates the sizes. */
    public Geometry {
        if (rows < 1) {
            throw new InvalidInputException("The number of rows (" + rows + ") must be at least 1.");
        }
        if (columns < 1) {
            throw new InvalidInputException("The number of columns (" + columns + ") must be at least 1.");
        }
    }

    /** The plain n x n board. */
    public static Geometry square(int n) {
        if (n < 1) {
            throw new InvalidInputException("The board size n (" + n + ") must be at least 1.");
        }
        return new Geometry(n, n, false);
    }

    /**
     * The board written {@code N} (N x N) or {@code RxC} (R rows, C columns), as {@code --size} takes it.
     */
    public static Geometry parse(String text, boolean torus) {
        String trimmed = text.trim();
        int x = trimmed.toLowerCase(java.util.Locale.ROOT).indexOf('x');
        if (x < 0) {
            int n = number(trimmed, "size", text);
            return new Geometry(n, n, torus);
        }
        return new Geometry(number(trimmed.substring(0, x), "number of rows", text),
                number(trimmed.substring(x + 1), "number of columns", text), torus);
    }

    private static int number(String part, String what, String whole) {
        if (part.isEmpty()) {
            throw new InvalidInputException("The board size " + Quote.of(whole) + " lacks its " + what + "; write N or RxC, e.g. 8 or 8x10.");
        }
        try {
            return Integer.parseInt(part.trim());
        } catch (NumberFormatException e) {
            throw new InvalidInputException("The " + what + " " + Quote.of(part) + " in the board size " + Quote.of(whole)
                    + " is not a whole number from 1 to " + Integer.MAX_VALUE + "; write N or RxC, e.g. 8 or 8x10.");
        }
    }

    /** Whether rows and columns are as many. */
    public boolean isSquare() {
        return rows == columns;
    }

    /** How many squares the board has. */
    public long area() {
        return (long) rows * columns;
    }

    /**
     * How many squares the board has, for the formulations that index squares (variant boards,
     * which they take up to a size far below this). The one limit of every such formulation, so
     * refused here as bad input, naming it: only the plain n x n board of queens, which the
     * row-by-row formulations take without indexing squares, goes further.
     *
     * @throws InvalidInputException beyond {@code Integer.MAX_VALUE} squares
     */
    public int squares() {
        long area = area();
        if (area > Integer.MAX_VALUE) {
            throw new InvalidInputException("The board " + this + " has " + area + " squares; the formulations that index squares take"
                    + " at most " + Integer.MAX_VALUE + " squares" + (torus || !isSquare() ? ""
                    : " (the plain n x n board of queens, without pawns or blocked squares, goes further with"
                    + " 'solve --solver construct' or 'minconflicts')") + ".");
        }
        return (int) area;
    }

    /** Whether {@code square} lies on the board. */
    public boolean contains(Square square) {
        return square.row() <= rows && square.column() <= columns;
    }

    /** The index of {@code square}, 0 .. squares() - 1, row by row from row 1. */
    public int index(Square square) {
        return (square.row() - 1) * columns + square.column() - 1;
    }

    /** The square of {@code index}. */
    public Square squareAt(int index) {
        return new Square(index / columns + 1, index % columns + 1);
    }

    /**
     * The square {@code dr} rows and {@code dc} columns away from {@code row}, {@code column}, wrapped on a
     * torus; -1 when it falls off a plain board. Returns the index of the square.
     */
    public int step(int row, int column, int dr, int dc) {
        int r = row + dr;
        int c = column + dc;
        if (torus) {
            r = Math.floorMod(r - 1, rows) + 1;
            c = Math.floorMod(c - 1, columns) + 1;
        } else if (r < 1 || r > rows || c < 1 || c > columns) {
            return -1;
        }
        return (r - 1) * columns + c - 1;
    }

    /** "8 x 10", "8 x 8 torus". */
    @Override
    public String toString() {
        return rows + " x " + columns + (torus ? " torus" : "");
    }
}
