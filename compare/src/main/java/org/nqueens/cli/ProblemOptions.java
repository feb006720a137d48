package org.nqueens.cli;

import java.util.Optional;
import org.nqueens.io.GridPosition;
import org.nqueens.problem.Coordinates;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Problem;
import picocli.CommandLine.Option;

/**
 * The problem-family options, declared once for every command that poses a problem: the board's
 * size and shape, the piece, fixed pawns and how many pieces to place. Without any of them the
 * problem is classic n-queens.
 */
final class ProblemOptions {

    @Option(names = "--size", paramLabel = "RxC", description = "The board: N (N x N), R rows by C columns, e.g. 8x10, or a box"
            + " of L layers, RxCxL, e.g. the cube 5x5x5 (cells x,y,z: column, row, layer).")
    String size;

    @Option(names = "--torus", description = "Rows, columns and diagonals wrap around (a torus).")
    boolean torus;

    @Option(names = "--piece", paramLabel = "P",
            description = "queen (default), rook, bishop, knight, king, super-queen (alias amazon: queen plus knight moves).")
    String piece;

    @Option(names = "--pawns", paramLabel = "SQUARES",
            description = "Fixed pawns, e.g. \"d4 e5\" (column letter, row number; a1 is row 1, column 1): a pawn stops line attacks.")
    String pawns;

    @Option(names = "--pieces", paramLabel = "K",
            description = "How many pieces to place, the given ones included (default: one a row, or a column on boards taller than wide).")
    Integer pieces;

    /** Whether any option of the family was given: the problem is then a variant, not classic n-queens by default. */
    boolean any() {
        return size != null || torus || piece != null || pawns != null || pieces != null;
    }

    /**
     * The problem these options pose with the size {@code n} (the positional N, or null) and the
     * board {@code board} given with --board or --file (its queens given, its squares blocked).
     */
    Problem problem(Integer n, Optional<Problem> board) {
        if (!any()) {
            return BoardOptions.boardOrEmpty(board, n);
        }
        Geometry geometry = geometry(n, board);
        Problem.Builder builder = Problem.on(geometry).piece(piece == null ? Piece.QUEEN : Piece.parse(piece));
        if (pawns != null) {
            builder.pawns(Coordinates.parseList(pawns, geometry, "--pawns"));
        }
        board.ifPresent(given -> builder.given(given.given()).blocked(given.blocked()));
        if (pieces != null) {
            builder.pieces(pieces);
        }
        return builder.build();
    }

    /**
     * The problem these options pose with the size {@code n} (or null) on a grid that draws pawns:
     * its pieces given, its squares blocked, its pawns and those of --pawns fixed.
     */
    Problem problem(Integer n, GridPosition position) {
        Geometry geometry = geometry(n, position);
        Problem.Builder builder = Problem.on(geometry).piece(piece())
                .pawns(position.pawns()).given(position.pieces()).blocked(position.blocked());
        if (pawns != null) {
            builder.pawns(Coordinates.parseList(pawns, geometry, "--pawns"));
        }
        if (pieces != null) {
            builder.pieces(pieces);
        }
        return builder.build();
    }

    /** The board of a drawn position: its own shape, which --size or N must agree with; torus with --torus. */
    Geometry geometry(Integer n, GridPosition position) {
        Geometry geometry = size != null ? Geometry.parse(size, torus)
                : new Geometry(n != null ? requirePositive(n) : position.rows(), n != null ? n : position.columns(), torus);
        if (size == null && position.layers() > 1) {
            geometry = new Geometry(geometry.rows(), geometry.columns(), position.layers(), torus);
        }
        if (geometry.rows() != position.rows() || geometry.columns() != position.columns() || geometry.layers() != position.layers()) {
            Geometry drawn = new Geometry(position.rows(), position.columns(), position.layers() > 1 ? position.layers() : 0, false);
            throw new InvalidInputException("The board given is " + drawn + " but the size asked for is " + new Geometry(geometry.rows(),
                    geometry.columns(), geometry.depth(), false) + "; make them agree.");
        }
        return geometry;
    }

    /** The piece of --piece, a queen by default. */
    Piece piece() {
        return piece == null ? Piece.QUEEN : Piece.parse(piece);
    }

    private Geometry geometry(Integer n, Optional<Problem> board) {
        Geometry geometry;
        if (size != null) {
            geometry = Geometry.parse(size, torus);
            if (n != null && !(geometry.isSquare() && geometry.rows() == n)) {
                throw new InvalidInputException("The size N (" + n + ") and --size " + size + " disagree; give one of them.");
            }
        } else if (n != null) {
            geometry = new Geometry(requirePositive(n), n, torus);
        } else if (board.isPresent()) {
            geometry = new Geometry(board.get().rows(), board.get().columns(), torus);
        } else {
            throw new InvalidInputException("Give the board size N or --size RxC, or a board with --board or --file.");
        }
        if (board.isPresent() && !board.get().geometry().isFlat()) {
            geometry = board.get().geometry();
        }
        if (board.isPresent() && (geometry.rows() != board.get().rows() || geometry.columns() != board.get().columns()
                || geometry.layers() != board.get().geometry().layers())) {
            throw new InvalidInputException("The board given has size " + board.get().rows() + " but the size asked for is " + geometry.rows()
                    + " x " + geometry.columns() + (geometry.isFlat() ? "" : " x " + geometry.layers()) + "; make them agree.");
        }
        return geometry;
    }

    private static int requirePositive(int n) {
        if (n < 1) {
            throw new InvalidInputException("The board size n (" + n + ") must be at least 1.");
        }
        return n;
    }
}
