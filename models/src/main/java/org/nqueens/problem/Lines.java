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
 * {@link Geometry}; pawn squares belong to no line. On a box of layers (the cube) the lines run in
 * thirteen directions ({@link Kind}), a knight jumps 1 and 2 along any two axes (24 moves) and a
 * king steps to any of its 26 neighbours.
 *
 * @param lines the lines, each a sorted array of square indices, two squares or more
 * @param kinds the kind of each line, parallel to {@code lines}
 * @param jumps the jumping pairs, each {@code {a, b}} with a &lt; b, each once
 */
public record Lines(List<int[]> lines, List<Kind> kinds, List<int[]> jumps) {

    /**
     * The direction of a line: on a flat board the first four (rows, columns and the two diagonals),
     * on a box of layers all thirteen: the three axes, the six face diagonals (two in each plane of
     * two axes) and the four space diagonals.
     */
    public enum Kind {
        /** Along a row. */
        ROW(0, 1, 0, 'r'),
        /** Along a column. */
        COLUMN(1, 0, 0, 'c'),
        /** Up and to the right: row - column constant on a plain board. */
        DIAGONAL(1, 1, 0, 'd'),
        /** Up and to the left: row + column constant on a plain board. */
        ANTIDIAGONAL(1, -1, 0, 'a'),
        /** Through the layers: row and column constant (a box's third axis). */
        PILLAR(0, 0, 1, 'p'),
        /** Row and layer rising together, column constant. */
        ROW_LAYER_DIAGONAL(1, 0, 1, 'e'),
        /** Row rising as the layer falls, column constant. */
        ROW_LAYER_ANTIDIAGONAL(1, 0, -1, 'f'),
        /** Column and layer rising together, row constant. */
        COLUMN_LAYER_DIAGONAL(0, 1, 1, 'g'),
        /** Column rising as the layer falls, row constant. */
        COLUMN_LAYER_ANTIDIAGONAL(0, 1, -1, 'h'),
        /** Row, column and layer rising together. */
        SPACE_DIAGONAL(1, 1, 1, 's'),
        /** Row and column rising, layer falling. */
        SPACE_DIAGONAL_FALLING(1, 1, -1, 't'),
        /** Row and layer rising, column falling. */
        SPACE_ANTIDIAGONAL(1, -1, 1, 'u'),
        /** Row rising, column and layer falling. */
        SPACE_ANTIDIAGONAL_FALLING(1, -1, -1, 'v');

        private final int dr;
        private final int dc;
        private final int dl;
        private final char tag;

        Kind(int dr, int dc, int dl, char tag) {
            this.dr = dr;
            this.dc = dc;
            this.dl = dl;
            this.tag = tag;
        }

        /** The directions of lines on {@code geometry}: four on a flat board, thirteen on a box of layers. */
        public static List<Kind> on(Geometry geometry) {
            return geometry.isFlat() ? FLAT : ALL;
        }

        /** The axes of {@code geometry}: rows and columns, and on a box of layers also pillars. */
        public static List<Kind> axes(Geometry geometry) {
            return geometry.isFlat() ? FLAT_AXES : AXES;
        }

        /** Whether the line runs along an axis (a row, a column or a pillar), as a rook moves. */
        public boolean axial() {
            return (dr != 0 ? 1 : 0) + (dc != 0 ? 1 : 0) + (dl != 0 ? 1 : 0) == 1;
        }

        /** Whether {@code piece} moves along lines of this direction: the axes orthogonally, the rest diagonally. */
        public boolean movedBy(Piece piece) {
            return axial() ? piece.orthogonal() : piece.diagonal();
        }

        /** One letter naming the direction ({@code r} row, {@code c} column, {@code p} pillar...), for item names. */
        public char tag() {
            return tag;
        }
    }

    private static final List<Kind> FLAT = List.of(Kind.ROW, Kind.COLUMN, Kind.DIAGONAL, Kind.ANTIDIAGONAL);
    private static final List<Kind> ALL = List.of(Kind.values());
    private static final List<Kind> FLAT_AXES = List.of(Kind.ROW, Kind.COLUMN);
    private static final List<Kind> AXES = List.of(Kind.ROW, Kind.COLUMN, Kind.PILLAR);

    /** The knight's moves (dr, dc, dl): 1 and 2 on two of the axes, any signs, 24 (8 of them flat). */
    private static final int[][] KNIGHT = moves(new int[] {1, 2});
    /** The king's steps: every move of at most 1 on each axis, 26 (8 of them flat). */
    private static final int[][] KING = moves(new int[] {1}, new int[] {1, 1}, new int[] {1, 1, 1});

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
        for (Kind kind : Kind.on(geometry)) {
            if (kind.movedBy(piece)) {
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
     * The runs of a row (or column, or pillar) {@code kind} that no given piece holds, when the pieces still to
     * place are exactly as many: then each of them holds exactly one piece (for a piece that moves along
     * {@code kind}, at most one fits a run). Empty when their number differs, or the piece does not
     * move along {@code kind}.
     */
    public static Optional<List<int[]>> filledRuns(Problem problem, Kind kind) {
        if (!kind.axial() || !problem.piece().orthogonal() || !Kind.on(problem.geometry()).contains(kind)) {
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
        int longest = geometry.isFlat()
                ? Math.max(geometry.rows(), geometry.columns()) * Math.max(1, Math.min(geometry.rows(), geometry.columns()))
                : Math.max(geometry.layers(), Math.max(geometry.rows(), geometry.columns()));
        int[] run = new int[longest];
        for (int s = 0; s < squares; s++) {
            if (pawn[s] || placed[s]) {
                continue;
            }
            int start = s;
            while (true) {
                int previous = geometry.shift(start, -kind.dr, -kind.dc, -kind.dl);
                if (previous < 0 || pawn[previous] || previous == s) {
                    break;
                }
                start = previous;
            }
            int length = 0;
            for (int at = start; at >= 0 && !pawn[at] && !placed[at]; ) {
                placed[at] = true;
                run[length++] = at;
                at = geometry.shift(at, kind.dr, kind.dc, kind.dl);
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
                int t = geometry.shift(s, move[0], move[1], move[2]);
                if (t >= 0 && t != s && !pawn[t]) {
                    pairs.add(((long) Math.min(s, t) << 32) | Math.max(s, t));
                }
            }
        }
    }

    /**
     * Every move (dr, dc, dl) whose nonzero sizes, in some order of the axes, are {@code sizes}
     * ({1, 2} for the knight), with every sign: the moves of a leaper.
     */
    private static int[][] moves(int[]... sizes) {
        Set<List<Integer>> moves = new java.util.LinkedHashSet<>();
        for (int[] size : sizes) {
            int[] padded = Arrays.copyOf(size, 3);
            for (int[] axes : new int[][] {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}) {
                for (int signs = 0; signs < 8; signs++) {
                    Integer[] move = new Integer[3];
                    for (int i = 0; i < 3; i++) {
                        move[axes[i]] = (signs >> i & 1) == 0 ? padded[i] : -padded[i];
                    }
                    moves.add(List.of(move));
                }
            }
        }
        return moves.stream().map(move -> move.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    }
}
