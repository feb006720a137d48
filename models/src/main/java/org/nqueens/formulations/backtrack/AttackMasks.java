package org.nqueens.formulations.backtrack;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;

/**
 * The attacks of one kind of piece on a board of at most 64 squares, one bit a square (bit i is
 * the square of index i of the {@link Geometry}), found by walking the piece's moves square by
 * square: along a row, column or diagonal up to the edge (or, on a torus, round to the start) or to
 * the first pawn; one knight's move or king's step. Written out here rather than taken from
 * {@code Lines}, so that the yardstick does not share the formulations' reading of the rules.
 *
 * @param squares how many squares the board has
 * @param pawns   the pawn squares
 * @param attack  for each square, the squares a piece there attacks (never itself; empty on a pawn)
 * @param runs    the maximal runs of squares along each direction the piece moves along, one list a
 *                direction: a piece may stand on at most one square of a run
 */
record AttackMasks(int squares, long pawns, long[] attack, List<List<Long>> runs) {

    private static final int[][] ORTHOGONAL = {{0, 1}, {1, 0}};
    private static final int[][] DIAGONAL = {{1, 1}, {1, -1}};
    private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] KING = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

    /** The attacks of {@code piece} on {@code geometry} (at most 64 squares) with pawns on {@code pawns}. */
    static AttackMasks of(Geometry geometry, Piece piece, long pawns) {
        int squares = geometry.squares();
        if (squares > Long.SIZE) {
            throw new IllegalArgumentException("The board " + geometry + " has " + squares + " squares, more than the 64 of one long.");
        }
        long[] attack = new long[squares];
        List<List<Long>> runs = new ArrayList<>();
        List<int[]> directions = new ArrayList<>();
        if (piece.orthogonal()) {
            directions.addAll(List.of(ORTHOGONAL));
        }
        if (piece.diagonal()) {
            directions.addAll(List.of(DIAGONAL));
        }
        for (int[] direction : directions) {
            Set<Long> runsOfDirection = new LinkedHashSet<>();
            for (int s = 0; s < squares; s++) {
                if (isPawn(pawns, s)) {
                    continue;
                }
                long run = bit(s) | ray(geometry, pawns, s, direction[0], direction[1])
                        | ray(geometry, pawns, s, -direction[0], -direction[1]);
                attack[s] |= run & ~bit(s);
                runsOfDirection.add(run);
            }
            runs.add(List.copyOf(runsOfDirection));
        }
        for (int s = 0; s < squares; s++) {
            if (isPawn(pawns, s)) {
                continue;
            }
            if (piece.knight()) {
                attack[s] |= steps(geometry, pawns, s, KNIGHT);
            }
            if (piece.king()) {
                attack[s] |= steps(geometry, pawns, s, KING);
            }
        }
        return new AttackMasks(squares, pawns, attack, List.copyOf(runs));
    }

    /** Every square a piece may stand on: all but the pawns. */
    long free() {
        return all(squares) & ~pawns;
    }

    /** The squares a piece on {@code s} occupies or attacks. */
    long dominated(int s) {
        return bit(s) | attack[s];
    }

    /** A bound on how many pieces none attacking another fit on {@code available}: the squares, or the runs of one direction that meet them. */
    int fitBound(long available) {
        int bound = Long.bitCount(available);
        for (List<Long> direction : runs) {
            int meeting = 0;
            for (long run : direction) {
                if ((run & available) != 0) {
                    meeting++;
                }
            }
            bound = Math.min(bound, meeting);
        }
        return bound;
    }

    static long bit(int s) {
        return 1L << s;
    }

    static long all(int squares) {
        return squares == Long.SIZE ? -1L : (1L << squares) - 1;
    }

    private static boolean isPawn(long pawns, int s) {
        return (pawns & bit(s)) != 0;
    }

    /** The squares from {@code s} (exclusive) in direction (dr, dc) up to the edge, a pawn (exclusive) or back at {@code s}. */
    private static long ray(Geometry geometry, long pawns, int s, int dr, int dc) {
        long seen = 0;
        int at = s;
        while (true) {
            at = geometry.step(at / geometry.columns() + 1, at % geometry.columns() + 1, dr, dc);
            if (at < 0 || at == s || isPawn(pawns, at)) {
                return seen;
            }
            seen |= bit(at);
        }
    }

    private static long steps(Geometry geometry, long pawns, int s, int[][] moves) {
        long reached = 0;
        for (int[] move : moves) {
            int t = geometry.step(s / geometry.columns() + 1, s % geometry.columns() + 1, move[0], move[1]);
            if (t >= 0 && t != s && !isPawn(pawns, t)) {
                reached |= bit(t);
            }
        }
        return reached;
    }
}
