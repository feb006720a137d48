package org.nqueens.formulations.shared;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntConsumer;
import java.util.Optional;
import java.util.stream.Collectors;
import org.nqueens.problem.Square;
import org.nqueens.problem.Lines;
import org.nqueens.problem.Problem;
import org.nqueens.solver.WorkSplitter;

/**
 * The cubes of cube and conquer (Heule, Kullmann, Wieringa and Biere, 2011): a problem split into
 * sub-problems that together hold each of its solutions exactly once, so that a complete search of
 * each answers the whole. Where every row (or column) the pieces fill holds exactly one piece, the
 * run with the fewest free squares left is split into one sub-problem a square, that square given a
 * piece (DLX's choice of the item with the fewest options; of several such runs, the one whose
 * sub-problems leave the fewest free squares in all); the sub-problems are split in turn,
 * a level at a time, until there are enough, so that every cube is as deep as the others. A run left
 * without a free square ends its sub-problem: it has no solution and is dropped.
 */
public final class Cubes {

    private Cubes() {
    }

    /**
     * One sub-problem: the problem with the pieces of {@code placed} added to those given.
     *
     * @param problem the sub-problem
     * @param placed the squares its split gave a piece, in the order they were chosen
     * @param freeSquares the squares still free in it, its estimated work (at least 1)
     */
    public record Cube(Problem problem, List<Square> placed, int freeSquares) implements WorkSplitter.Part {

        /** Validates the components. */
        public Cube {
            if (problem == null || placed == null) {
                throw new IllegalArgumentException("A cube needs its problem and the squares it placed; one was null.");
            }
            placed = List.copyOf(placed);
            if (freeSquares < 1) {
                throw new IllegalArgumentException("The work of a cube (" + freeSquares + " free squares) must be at least 1.");
            }
        }

        /** The squares placed, as {@code r3c5/r7c1} ({@code r3c5l2} above a box's first layer); the whole problem is {@code whole}. */
        @Override
        public String id() {
            return placed.isEmpty() ? "whole" : placed.stream().map(s -> "r" + s.row() + "c" + s.column() + (s.layer() > 1 ? "l" + s.layer() : "")).collect(Collectors.joining("/"));
        }

        @Override
        public long work() {
            return freeSquares;
        }

        /** How many splits made it: the pieces it has beyond the problem's own. */
        int depth() {
            return placed.size();
        }
    }

    /** Whether {@code problem} can be split: some rows or columns each hold exactly one piece of every solution. */
    public static boolean splittable(Problem problem) {
        return Lines.filledRuns(problem, Lines.Kind.ROW).isPresent() || Lines.filledRuns(problem, Lines.Kind.COLUMN).isPresent();
    }

    /**
     * At least {@code count} cubes of {@code problem} (fewer only where the splits run out: every run
     * filled, or every sub-problem dropped), all of the same depth where their runs allow; none when
     * it has no solution for want of a free square on some run.
     *
     * @throws IllegalArgumentException if the problem cannot be split ({@link #splittable}) or {@code count} is below 1
     */
    public static List<Cube> of(Problem problem, int count) {
        if (count < 1) {
            throw new IllegalArgumentException("The number of cubes (" + count + ") must be at least 1.");
        }
        if (!splittable(problem)) {
            throw new IllegalArgumentException("The problem " + problem.describe() + " has no rows or columns that every solution fills;"
                    + " it cannot be split into cubes.");
        }
        Splitting splitting = new Splitting(problem);
        Deque<Split> open = new ArrayDeque<>();
        List<Split> done = new ArrayList<>();
        splitting.whole().ifPresent(open::add);
        while (!open.isEmpty() && (open.size() + done.size() < count || open.getFirst().depth() < open.getLast().depth())) {
            Split split = open.removeFirst();
            List<Split> children = splitting.split(split);
            if (children == null) {
                done.add(split);
            } else {
                open.addAll(children);
            }
        }
        done.addAll(open);
        return done.stream().map(split -> new Cube(withPieces(problem, split.placed()), split.placed(), split.freeSquares())).toList();
    }

    /** The rows, then the columns, that hold exactly one piece of every solution and none of the given ones. */
    private static List<int[]> filledRuns(Problem problem) {
        List<int[]> runs = new ArrayList<>();
        Lines.filledRuns(problem, Lines.Kind.ROW).ifPresent(runs::addAll);
        Lines.filledRuns(problem, Lines.Kind.COLUMN).ifPresent(runs::addAll);
        return runs;
    }

    /**
     * A cube in the making: the squares placed (as pieces and as square indices), the filled runs not
     * yet holding a piece, and how many squares are still free. The free squares themselves are
     * worked out again when it is split, so that a thousand splits of a large board do not each hold
     * a copy of it.
     */
    private record Split(List<Square> placed, List<Integer> indices, List<int[]> runs, int freeSquares) {
        int depth() {
            return placed.size();
        }
    }

    /** Which of a split's runs hold each square: at most two, a row's and a column's. */
    private static final class RunsOf {
        private final int[] first;
        private final int[] second;
        private final List<int[]> runs;

        RunsOf(List<int[]> runs, int squares) {
            this.runs = runs;
            this.first = new int[squares];
            this.second = new int[squares];
            Arrays.fill(first, -1);
            Arrays.fill(second, -1);
            for (int r = 0; r < runs.size(); r++) {
                for (int s : runs.get(r)) {
                    if (first[s] < 0) {
                        first[s] = r;
                    } else {
                        second[s] = r;
                    }
                }
            }
        }

        void forEach(int s, IntConsumer action) {
            if (first[s] >= 0) {
                action.accept(first[s]);
            }
            if (second[s] >= 0) {
                action.accept(second[s]);
            }
        }

        boolean holds(int run, int s) {
            return Arrays.binarySearch(runs.get(run), s) >= 0;
        }
    }

    /** The splits of one problem: its lines, its free squares before any split, the squares each placed piece attacks. */
    private static final class Splitting {
        /** The most of the scarcest runs whose splits are looked ahead at; on a large empty board every row and column is one. */
        private static final int LOOK_AHEAD = 64;
        /**
         * The look-ahead scores the scarcest runs only when they have at most this many free squares
         * (the splits that pay are of short runs; scoring the thousand squares of each of 64 rows of an
         * empty n = 1000 board took tens of seconds); otherwise the first of them is split.
         */
        private static final int LOOK_AHEAD_SQUARES = 16;

        private final Problem problem;
        private final Lines lines;
        private final boolean[] free;
        private final Map<Integer, int[]> attacks = new HashMap<>();

        Splitting(Problem problem) {
            this.problem = problem;
            this.lines = Lines.of(problem);
            this.free = FreeSquares.of(problem, lines);
        }

        /** The problem as one split, unless some run has no free square. */
        Optional<Split> whole() {
            return split(List.of(), List.of(), filledRuns(problem), free);
        }

        /**
         * The splits of {@code split} on its scarcest run, a square each, the dead ones left out; null
         * when every run holds its piece. Of the runs with the fewest free squares (the first
         * {@value #LOOK_AHEAD} of them, where they have at most {@value #LOOK_AHEAD_SQUARES}; else the
         * first), the one whose splits leave the fewest free squares in all: a
         * look-ahead one level deep, which on the two hardest bundled boards cut the conflicts of the
         * cubes by 13 and 17 % (README, "The Boolean models").
         */
        List<Split> split(Split split) {
            boolean[] left = free.clone();
            split.indices().forEach(s -> take(left, s));
            List<int[]> runs = split.runs();
            if (runs.isEmpty()) {
                return null;
            }
            int[] counts = new int[runs.size()];
            int fewest = Integer.MAX_VALUE;
            for (int r = 0; r < runs.size(); r++) {
                counts[r] = freeOn(runs.get(r), left);
                fewest = Math.min(fewest, counts[r]);
            }
            RunsOf runsOf = new RunsOf(runs, left.length);
            int leftCount = 0;
            for (boolean f : left) {
                leftCount += f ? 1 : 0;
            }
            int best = -1;
            long leastLeft = Long.MAX_VALUE;
            int scored = 0;
            int candidates = fewest <= LOOK_AHEAD_SQUARES ? LOOK_AHEAD : 1;
            for (int r = 0; r < runs.size() && scored < candidates; r++) {
                if (counts[r] == fewest) {
                    scored++;
                    long squaresLeft = 0;
                    for (int s : runs.get(r)) {
                        if (left[s]) {
                            squaresLeft += leftAfter(s, left, leftCount, counts, runsOf);
                        }
                    }
                    if (squaresLeft < leastLeft) {
                        leastLeft = squaresLeft;
                        best = r;
                    }
                }
            }
            return splits(split, runs.get(best), left);
        }

        /**
         * The free squares a piece on square {@code s} leaves (at least 1), or 0 when it leaves some
         * other run without a free square; {@code left} are the free squares before it, {@code
         * leftCount} of them, {@code counts} those of each run. Counts only what the piece takes, so
         * that scoring a run costs its squares' attacks, not copies of the board.
         */
        private long leftAfter(int s, boolean[] left, int leftCount, int[] counts, RunsOf runsOf) {
            int[] lost = new int[counts.length];
            int remaining = leftCount - 1;
            runsOf.forEach(s, r -> lost[r]++);
            for (int t : attacks.computeIfAbsent(s, this::attacked)) {
                if (left[t]) {
                    remaining--;
                    runsOf.forEach(t, r -> lost[r]++);
                }
            }
            for (int r = 0; r < counts.length; r++) {
                if (lost[r] > 0 && counts[r] == lost[r] && !runsOf.holds(r, s)) {
                    return 0;
                }
            }
            return Math.max(1, remaining);
        }

        /** The splits of {@code split} on {@code run}, whose free squares are those of {@code left}: a square each, the dead ones left out. */
        private List<Split> splits(Split split, int[] run, boolean[] left) {
            List<Split> children = new ArrayList<>();
            for (int s : run) {
                if (left[s]) {
                    boolean[] childLeft = left.clone();
                    take(childLeft, s);
                    List<Square> placed = new ArrayList<>(split.placed());
                    placed.add(problem.geometry().squareAt(s));
                    List<Integer> indices = new ArrayList<>(split.indices());
                    indices.add(s);
                    int square = s;
                    List<int[]> runs = split.runs().stream().filter(other -> Arrays.binarySearch(other, square) < 0).toList();
                    split(placed, indices, runs, childLeft).ifPresent(children::add);
                }
            }
            return children;
        }

        private static Optional<Split> split(List<Square> placed, List<Integer> indices, List<int[]> runs, boolean[] left) {
            for (int[] run : runs) {
                if (freeOn(run, left) == 0) {
                    return Optional.empty();
                }
            }
            int freeSquares = 0;
            for (boolean f : left) {
                freeSquares += f ? 1 : 0;
            }
            return Optional.of(new Split(List.copyOf(placed), List.copyOf(indices), runs, Math.max(1, freeSquares)));
        }

        /** Marks square {@code s} and the squares a piece there attacks as taken. */
        private void take(boolean[] left, int s) {
            left[s] = false;
            for (int t : attacks.computeIfAbsent(s, this::attacked)) {
                left[t] = false;
            }
        }

        /** The squares a piece on square {@code s} attacks, each once, {@code s} itself not: along every line through it and by every jump from it. */
        private int[] attacked(int s) {
            Set<Integer> squares = new TreeSet<>();
            for (int[] line : lines.lines()) {
                if (Arrays.binarySearch(line, s) >= 0) {
                    Arrays.stream(line).forEach(squares::add);
                }
            }
            for (int[] jump : lines.jumps()) {
                if (jump[0] == s || jump[1] == s) {
                    squares.add(jump[0] == s ? jump[1] : jump[0]);
                }
            }
            squares.remove(s);
            return squares.stream().mapToInt(Integer::intValue).toArray();
        }

        private static int freeOn(int[] run, boolean[] left) {
            int count = 0;
            for (int s : run) {
                count += left[s] ? 1 : 0;
            }
            return count;
        }
    }

    /** {@code problem} with pieces added on {@code squares}. */
    private static Problem withPieces(Problem problem, List<Square> squares) {
        if (squares.isEmpty()) {
            return problem;
        }
        List<Square> given = new ArrayList<>(problem.given());
        given.addAll(squares);
        return Problem.on(problem.geometry()).piece(problem.piece()).pieces(problem.pieces()).pawns(problem.pawns())
                .given(given).blocked(problem.blocked()).build();
    }
}
