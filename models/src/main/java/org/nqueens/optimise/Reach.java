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

    private static final int[][] ORTHOGONAL = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    private static final int[][] DIAGONAL = {{1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
    private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] KING = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

    private final Geometry geometry;
    private final Set<Square> pawns;

    Reach(Geometry geometry, Set<Square> pawns) {
        this.geometry = geometry;
        this.pawns = pawns;
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

    /** The square {@code by} away from {@code at}, wrapped on a torus; null off a plain board. */
    private Square move(Square at, int[] by) {
        int index = geometry.step(at.row(), at.column(), by[0], by[1]);
        return index < 0 ? null : geometry.squareAt(index);
    }
}
