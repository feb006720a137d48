package org.nqueens.problem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The attack relation of a problem as the formulations state it: the <em>lines</em>, maximal runs
 * of squares along a row, column or diagonal that no pawn interrupts (on a torus a run wraps
 * around, and a line without a pawn is a whole cycle), on each of which at most one piece may
 * stand; and the <em>jumps</em>, pairs of squares a knight's move or a king's step apart, of which
 * at most one may hold a piece. Two pieces attack each other exactly when they share a line of a
 * kind the piece moves along, or form a jump of its kind. Squares are indices of the
 * {@link Geometry}; pawn squares belong to no line.
 *
 * @param lines the lines, each a sorted array of square indices, two squares or more
 * @param kinds the kind of each line, parallel to {@code lines}
 * @param jumps the jumping pairs, each {@code {a, b}} with a &lt; b, each once
 */
public record Lines(List<int[]> lines, List<Kind> kinds, List<int[]> jumps) {

    /** The direction of a line. */
    public enum Kind {
        /** Along a row. */
        ROW(0, 1),
        /** Along a column. */
        COLUMN(1, 0),
        /** Up and to the right: row - column constant on a plain board. */
        DIAGONAL(1, 1),
        /** Up and to the left: row + column constant on a plain board. */
        ANTIDIAGONAL(1, -1);

        private final int dr;
        private final int dc;

        Kind(int dr, int dc) {
            this.dr = dr;
            this.dc = dc;
        }
    }

    private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] KING = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

    /**
     * The ordered pairs of squares that attack each other: L x (L - 1) a line of L squares, two a jump.
     * A domination model lists them all (each square with every square that dominates it), so they
     * measure its size: about 4n^3 for queens on n x n.
     */
    public long attackingPairs() {
        long pairs = 2L * jumps.size();
        for (int[] line : lines) {
            pairs += (long) line.length * (line.length - 1);
        }
        return pairs;
    }

    /** The lines and jumps of {@code problem}'s piece on its board, around its pawns. */
    public static Lines of(Problem problem) {
        Geometry geometry = problem.geometry();
        boolean[] pawn = pawns(problem);
        List<int[]> lines = new ArrayList<>();
        List<Kind> kinds = new ArrayList<>();
        Piece piece = problem.piece();
        for (Kind kind : Kind.values()) {
            boolean moves = kind == Kind.ROW || kind == Kind.COLUMN ? piece.orthogonal() : piece.diagonal();
            if (moves) {
                for (int[] line : runs(geometry, pawn, kind, 2)) {
                    lines.add(line);
                    kinds.add(kind);
                }
            }
        }
        Set<Long> pairs = new TreeSet<>();
        if (piece.knight()) {
            addJumps(geometry, pawn, KNIGHT, pairs);
        }
        if (piece.king()) {
            addJumps(geometry, pawn, KING, pairs);
        }
        List<int[]> jumps = new ArrayList<>(pairs.size());
        for (long pair : pairs) {
            jumps.add(new int[] {(int) (pair >>> 32), (int) pair});
        }
        return new Lines(List.copyOf(lines), List.copyOf(kinds), List.copyOf(jumps));
    }

    /**
     * Every run of direction {@code kind} on {@code problem}'s board, a single square included (a
     * square between two pawns, say): the lines that may have to hold a piece each.
     */
    public static List<int[]> runs(Problem problem, Kind kind) {
        return runs(problem.geometry(), pawns(problem), kind, 1);
    }

    /**
     * The runs of a row (or column) {@code kind} that no given piece holds, when the pieces still to
     * place are exactly as many: then each of them holds exactly one piece (for a piece that moves along
     * {@code kind}, at most one fits a run). Empty when their number differs, or the piece does not
     * move along {@code kind}.
     */
    public static Optional<List<int[]>> filledRuns(Problem problem, Kind kind) {
        if (kind != Kind.ROW && kind != Kind.COLUMN || !problem.piece().orthogonal()) {
            return Optional.empty();
        }
        Geometry geometry = problem.geometry();
        boolean[] taken = new boolean[geometry.squares()];
        for (var given : problem.given()) {
            taken[geometry.index(given)] = true;
        }
        List<int[]> free = new ArrayList<>();
        for (int[] run : runs(problem, kind)) {
            boolean holdsGiven = false;
            for (int s : run) {
                holdsGiven |= taken[s];
            }
            if (!holdsGiven) {
                free.add(run);
            }
        }
        return free.size() == problem.pieces() - problem.givenCount() ? Optional.of(free) : Optional.empty();
    }

    private static boolean[] pawns(Problem problem) {
        Geometry geometry = problem.geometry();
        boolean[] pawn = new boolean[geometry.squares()];
        for (var square : problem.pawns()) {
            pawn[geometry.index(square)] = true;
        }
        return pawn;
    }

    /** The runs of direction {@code kind} of at least {@code shortest} squares: from each square not yet in a run, back to the run's start, then forward to its end. */
    private static List<int[]> runs(Geometry geometry, boolean[] pawn, Kind kind, int shortest) {
        int squares = geometry.squares();
        boolean[] placed = new boolean[squares];
        List<int[]> runs = new ArrayList<>();
        int[] run = new int[Math.max(geometry.rows(), geometry.columns()) * Math.max(1, Math.min(geometry.rows(), geometry.columns()))];
        for (int s = 0; s < squares; s++) {
            if (pawn[s] || placed[s]) {
                continue;
            }
            int start = s;
            while (true) {
                int previous = geometry.step(start / geometry.columns() + 1, start % geometry.columns() + 1, -kind.dr, -kind.dc);
                if (previous < 0 || pawn[previous] || previous == s) {
                    break;
                }
                start = previous;
            }
            int length = 0;
            for (int at = start; at >= 0 && !pawn[at] && !placed[at]; ) {
                placed[at] = true;
                run[length++] = at;
                at = geometry.step(at / geometry.columns() + 1, at % geometry.columns() + 1, kind.dr, kind.dc);
            }
            if (length >= shortest) {
                int[] line = Arrays.copyOf(run, length);
                Arrays.sort(line);
                runs.add(line);
            }
        }
        return runs;
    }

    private static void addJumps(Geometry geometry, boolean[] pawn, int[][] moves, Set<Long> pairs) {
        for (int s = 0; s < geometry.squares(); s++) {
            if (pawn[s]) {
                continue;
            }
            for (int[] move : moves) {
                int t = geometry.step(s / geometry.columns() + 1, s % geometry.columns() + 1, move[0], move[1]);
                if (t >= 0 && t != s && !pawn[t]) {
                    pairs.add(((long) Math.min(s, t) << 32) | Math.max(s, t));
                }
            }
        }
    }
}
