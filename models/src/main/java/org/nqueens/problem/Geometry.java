package org.nqueens.problem;


/**
 * The shape of a board: rows by columns, plain or a torus (rows, columns and diagonals wrap
 * around, Polya 1918), or a box of layers, each a rows-by-columns board, stacked (the cube:
 * n x n x n). Rows, columns and layers are numbered from 1; row 1 is the bottom rank. A flat
 * board has depth 0 and one layer; a box has as many layers as its depth, so {@code 1x1x1} (and
 * {@code RxCx1}) is a box, named by cells {@code x,y,z}, not a flat board.
 *
 * <p>A cell of a box is written {@code x,y,z}: x the column, y the row, z the layer (so the flat
 * board's {@code d4}, column d = 4 and row 4, is the cell {@code 4,4,1}); see {@link Coordinates}.
 *
 * @param rows the number of rows, at least 1
 * @param columns the number of columns, at least 1
 * @param depth 0 for a flat board, else the number of layers of the box, at least 1
 * @param torus whether lines wrap around the edges (flat boards only)
 */
public record Geometry(int rows, int columns, int depth, boolean torus) {

    /** Validates the sizes. */
    public Geometry {
        if (rows < 1) {
            throw new InvalidInputException("The number of rows (" + rows + ") must be at least 1.");
        }
        if (columns < 1) {
            throw new InvalidInputException("The number of columns (" + columns + ") must be at least 1.");
        }
        if (depth < 0) {
            throw new InvalidInputException("The number of layers (" + depth + ") must be at least 1.");
        }
        if (depth > 0 && (long) rows * columns * depth > Integer.MAX_VALUE) {
            throw new InvalidInputException("The box " + rows + " x " + columns + " x " + depth + " has " + (long) rows * columns * depth
                    + " cells, more than the " + Integer.MAX_VALUE + " any formulation can index.");
        }
        if (torus && depth > 0) {
            throw new InvalidInputException("A box of " + depth + (depth == 1 ? " layer" : " layers")
                    + " cannot be a torus; --torus takes flat boards only.");
        }
    }

    /** The flat board of {@code rows} by {@code columns}. */
    public Geometry(int rows, int columns, boolean torus) {
        this(rows, columns, 0, torus);
    }

    /** The box of {@code layers} layers of {@code rows} by {@code columns}. */
    public static Geometry box(int rows, int columns, int layers) {
        if (layers < 1) {
            throw new InvalidInputException("The number of layers (" + layers + ") must be at least 1.");
        }
        return new Geometry(rows, columns, layers, false);
    }

    /** The cube of side {@code n}: n x n x n. */
    public static Geometry cube(int n) {
        if (n < 1) {
            throw new InvalidInputException("The side of the cube (" + n + ") must be at least 1.");
        }
        return box(n, n, n);
    }

    /** The plain n x n board. */
    public static Geometry square(int n) {
        if (n < 1) {
            throw new InvalidInputException("The board size n (" + n + ") must be at least 1.");
        }
        return new Geometry(n, n, false);
    }

    /**
     * The board written {@code N} (N x N), {@code RxC} (R rows, C columns) or {@code RxCxL} (a box of
     * L layers of R rows and C columns; {@code 5x5x5} is the cube), as {@code --size} takes it.
     */
    public static Geometry parse(String text, boolean torus) {
        String[] parts = text.trim().toLowerCase(java.util.Locale.ROOT).split("x", -1);
        if (parts.length > 3) {
            throw new InvalidInputException("The board size " + Quote.of(text) + " has " + parts.length
                    + " numbers; write N, RxC or RxCxL, e.g. 8, 8x10 or 5x5x5.");
        }
        if (parts.length == 1) {
            int n = number(parts[0], "size", text);
            return new Geometry(n, n, torus);
        }
        int rows = number(parts[0], "number of rows", text);
        int columns = number(parts[1], "number of columns", text);
        if (parts.length == 2) {
            return new Geometry(rows, columns, torus);
        }
        int layers = number(parts[2], "number of layers", text);
        new Geometry(rows, columns, torus);
        if (layers < 1) {
            throw new InvalidInputException("The number of layers (" + layers + ") must be at least 1.");
        }
        return new Geometry(rows, columns, layers, torus);
    }

    private static int number(String part, String what, String whole) {
        if (part.isBlank()) {
            throw new InvalidInputException("The board size " + Quote.of(whole) + " lacks its " + what + "; write N, RxC or RxCxL, e.g. 8, 8x10 or 5x5x5.");
        }
        try {
            return Integer.parseInt(part.trim());
        } catch (NumberFormatException e) {
            throw new InvalidInputException("The " + what + " " + Quote.of(part.trim()) + " in the board size " + Quote.of(whole)
                    + " is not a whole number from 1 to " + Integer.MAX_VALUE + "; write N, RxC or RxCxL, e.g. 8, 8x10 or 5x5x5.");
        }
    }

    /** Whether the board is a flat square: rows and columns as many, one layer (a cube is not a square board). */
    public boolean isSquare() {
        return rows == columns && depth == 0;
    }

    /** Whether the board is flat: every board but a box of layers (the cube). */
    public boolean isFlat() {
        return depth == 0;
    }

    /** The number of layers: 1 for a flat board, the depth of a box. */
    public int layers() {
        return Math.max(1, depth);
    }

    /** How many squares (cells) the board has. */
    public long area() {
        return (long) rows * columns * layers();
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
        return square.row() <= rows && square.column() <= columns && square.layer() <= layers();
    }

    /** The index of {@code square}, 0 .. squares() - 1, row by row from row 1, layer by layer from layer 1. */
    public int index(Square square) {
        return ((square.layer() - 1) * rows + square.row() - 1) * columns + square.column() - 1;
    }

    /** The square of {@code index}. */
    public Square squareAt(int index) {
        if (depth == 0) {
            return new Square(index / columns + 1, index % columns + 1);
        }
        int inLayer = index % (rows * columns);
        return new Square(inLayer / columns + 1, inLayer % columns + 1, index / (rows * columns) + 1);
    }

    /**
     * The square {@code dr} rows, {@code dc} columns and {@code dl} layers away from the square of
     * index {@code from}, wrapped on a torus (rows and columns; layers never wrap); -1 when it falls
     * off the board. Returns the index of the square.
     */
    public int shift(int from, int dr, int dc, int dl) {
        int perLayer = rows * columns;
        int layer = from / perLayer + dl;
        if (layer < 0 || layer >= layers()) {
            return -1;
        }
        int inLayer = from % perLayer;
        int square = step(inLayer / columns + 1, inLayer % columns + 1, dr, dc);
        return square < 0 ? -1 : layer * perLayer + square;
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

    /** "8 x 10", "8 x 8 torus", "5 x 5 x 5". */
    @Override
    public String toString() {
        return rows + " x " + columns + (depth > 0 ? " x " + depth : "") + (torus ? " torus" : "");
    }
}
