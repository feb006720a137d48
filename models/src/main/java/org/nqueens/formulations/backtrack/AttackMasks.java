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
 * the first pawn; one knight's move or king's step. On a box of layers (the cube, up to 4 x 4 x 4)
 * also along the pillars, the face and space diagonals and the moves that change the layer. Written out here rather than taken from
 * {@code Lines}, so that the yardstick does not share the formulations' reading of the rules.
 *
 * @param squares how many squares the board has
 * @param pawns   the pawn squares
 * @param attack  for each square, the squares a piece there attacks (never itself; empty on a pawn)
 * @param runs    the maximal runs of squares along each direction the piece moves along, one list a
 *                direction: a piece may stand on at most one square of a run
 */
record AttackMasks(int squares, long pawns, long[] attack, List<List<Long>> runs) {

    /** Directions and moves as (rows, columns, layers); on a flat board only those that keep the layer. */
    private static final int[][] ORTHOGONAL = {{0, 1, 0}, {1, 0, 0}, {0, 0, 1}};
    private static final int[][] DIAGONAL = {{1, 1, 0}, {1, -1, 0},
        {1, 0, 1}, {1, 0, -1}, {0, 1, 1}, {0, 1, -1}, {1, 1, 1}, {1, 1, -1}, {1, -1, 1}, {1, -1, -1}};
    private static final int[][] KNIGHT = {{1, 2, 0}, {2, 1, 0}, {2, -1, 0}, {1, -2, 0}, {-1, -2, 0}, {-2, -1, 0}, {-2, 1, 0}, {-1, 2, 0},
        {1, 0, 2}, {1, 0, -2}, {-1, 0, 2}, {-1, 0, -2}, {2, 0, 1}, {2, 0, -1}, {-2, 0, 1}, {-2, 0, -1},
        {0, 1, 2}, {0, 1, -2}, {0, -1, 2}, {0, -1, -2}, {0, 2, 1}, {0, 2, -1}, {0, -2, 1}, {0, -2, -1}};
    private static final int[][] KING = kingSteps();

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
            if (geometry.isFlat() && direction[2] != 0) {
                continue;
            }
            Set<Long> runsOfDirection = new LinkedHashSet<>();
            for (int s = 0; s < squares; s++) {
                if (isPawn(pawns, s)) {
                    continue;
                }
                long run = bit(s) | ray(geometry, pawns, s, direction)
                        | ray(geometry, pawns, s, new int[] {-direction[0], -direction[1], -direction[2]});
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

    /** The squares from {@code s} (exclusive) in direction (dr, dc, dl) up to the edge, a pawn (exclusive) or back at {@code s}. */
    private static long ray(Geometry geometry, long pawns, int s, int[] direction) {
        long seen = 0;
        int at = s;
        while (true) {
            at = geometry.shift(at, direction[0], direction[1], direction[2]);
            if (at < 0 || at == s || isPawn(pawns, at)) {
                return seen;
            }
            seen |= bit(at);
        }
    }

    private static long steps(Geometry geometry, long pawns, int s, int[][] moves) {
        long reached = 0;
        for (int[] move : moves) {
            int t = geometry.shift(s, move[0], move[1], move[2]);
            if (t >= 0 && t != s && !isPawn(pawns, t)) {
                reached |= bit(t);
            }
        }
        return reached;
    }

    /** The king's 26 steps: the 8 of the flat board first, then those that change the layer. */
    private static int[][] kingSteps() {
        List<int[]> steps = new ArrayList<>(List.of(new int[][] {{0, 1, 0}, {1, 1, 0}, {1, 0, 0}, {1, -1, 0}, {0, -1, 0}, {-1, -1, 0},
            {-1, 0, 0}, {-1, 1, 0}}));
        for (int dl : new int[] {1, -1}) {
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    steps.add(new int[] {dr, dc, dl});
                }
            }
        }
        return steps.toArray(int[][]::new);
    }
}
