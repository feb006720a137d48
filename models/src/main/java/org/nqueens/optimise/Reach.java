package org.nqueens.optimise;

import java.util.LinkedHashSet;
import java.util.Set;
import org.nqueens.problem.Square;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;

/**
 * The squares a piece attacks from where it stands, found the way the independent verifier finds
 * them and apart from {@link org.nqueens.problem.Lines}: along each of its lines, square by square,
 * until a pawn, the edge or (on a torus) the square it started from; and each of its jumps. Other
 * pieces do not stop a line: domination is that of the piece's graph (two squares adjacent when the
 * piece moves from one to the other on a board holding only the pawns), as the published domination
 * numbers count it; for independence it makes no difference, since the first piece met on a line is
 * itself attacked.
 */
final class Reach {

    /**
     * Moves as (rows, columns, layers), the flat board's first: every vector of the piece's kind,
     * the king's and knight's by their sizes (at most 1 on each axis; 1 and 2 on two axes), the
     * line pieces' by which axes change (one: orthogonal; two or three by as much: diagonal). Those
     * that change the layer fall off a flat board.
     */
    private static final int[][] ORTHOGONAL = vectors(v -> nonzero(v) == 1 && max(v) == 1);
    private static final int[][] DIAGONAL = vectors(v -> nonzero(v) >= 2 && max(v) == 1);
    private static final int[][] KNIGHT = vectors(v -> nonzero(v) == 2 && max(v) == 2 && Math.abs(v[0] + v[1] + v[2]) % 2 == 1);
    private static final int[][] KING = vectors(v -> nonzero(v) >= 1 && max(v) == 1);

    private final Geometry geometry;
    private final Set<Square> pawns;

    Reach(Geometry geometry, Set<Square> pawns) {
        this.geometry = geometry;
        this.pawns = pawns;
    }

    /** The board it walks. */
    Geometry geometry() {
        return geometry;
    }

    /** The squares {@code piece} standing on {@code from} attacks, each once, never {@code from} itself. */
    Set<Square> attacked(Piece piece, Square from) {
        Set<Square> squares = new LinkedHashSet<>();
        if (piece.orthogonal()) {
            slide(from, ORTHOGONAL, squares);
        }
        if (piece.diagonal()) {
            slide(from, DIAGONAL, squares);
        }
        if (piece.knight()) {
            jump(from, KNIGHT, squares);
        }
        if (piece.king()) {
            jump(from, KING, squares);
        }
        return squares;
    }

    private void slide(Square from, int[][] directions, Set<Square> squares) {
        for (int[] direction : directions) {
            Square at = from;
            for (long steps = 0; steps < geometry.area(); steps++) {
                Square next = move(at, direction);
                if (next == null || next.equals(from) || pawns.contains(next)) {
                    break;
                }
                at = next;
                squares.add(at);
            }
        }
    }

    private void jump(Square from, int[][] moves, Set<Square> squares) {
        for (int[] move : moves) {
            Square to = move(from, move);
            if (to != null && !to.equals(from) && !pawns.contains(to)) {
                squares.add(to);
            }
        }
    }

    /** The square {@code by} away from {@code at}, wrapped on a torus (rows and columns); null off a plain board. */
    private Square move(Square at, int[] by) {
        long row = at.row() + by[0];
        long column = at.column() + by[1];
        long layer = at.layer() + by[2];
        if (layer < 1 || layer > geometry.layers()) {
            return null;
        }
        if (geometry.torus()) {
            row = Math.floorMod(row - 1, geometry.rows()) + 1;
            column = Math.floorMod(column - 1, geometry.columns()) + 1;
        } else if (row < 1 || row > geometry.rows() || column < 1 || column > geometry.columns()) {
            return null;
        }
        return new Square((int) row, (int) column, (int) layer);
    }

    /** Every vector of -2..2 on each axis that {@code kind} accepts, those with no layer change first. */
    private static int[][] vectors(java.util.function.Predicate<int[]> kind) {
        java.util.List<int[]> flat = new java.util.ArrayList<>();
        java.util.List<int[]> deep = new java.util.ArrayList<>();
        for (int dl = -2; dl <= 2; dl++) {
            for (int dr = -2; dr <= 2; dr++) {
                for (int dc = -2; dc <= 2; dc++) {
                    int[] v = {dr, dc, dl};
                    if (kind.test(v)) {
                        (dl == 0 ? flat : deep).add(v);
                    }
                }
            }
        }
        flat.addAll(deep);
        return flat.toArray(int[][]::new);
    }

    private static int nonzero(int[] v) {
        return (v[0] != 0 ? 1 : 0) + (v[1] != 0 ? 1 : 0) + (v[2] != 0 ? 1 : 0);
    }

    private static int max(int[] v) {
        return Math.max(Math.abs(v[0]), Math.max(Math.abs(v[1]), Math.abs(v[2])));
    }
}
