package org.nqueens.formulations;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.nqueens.board.Square;
import org.nqueens.problem.Lines;
import org.nqueens.problem.Problem;
import org.nqueens.solver.WorkSplitter;

/**
 * The cubes of cube and conquer (Heule, Kullmann, Wieringa and Biere, 2011): a problem split into
 * sub-problems that together hold each of its solutions exactly once, so that a complete search of
 * each answers the whole. Where every row (or column) the pieces fill holds exactly one piece, the
 * run with the fewest free squares left is split into one sub-problem a square, that square given a
 * piece (DLX's choice of the item with the fewest options); the sub-problems are split in turn,
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

        /** The squares placed, as {@code r3c5/r7c1}; the whole problem is {@code whole}. */
        @Override
        public String id() {
            return placed.isEmpty() ? "whole" : placed.stream().map(s -> "r" + s.row() + "c" + s.column()).collect(Collectors.joining("/"));
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
        Lines lines = Lines.of(problem);
        Deque<Split> open = new ArrayDeque<>();
        List<Split> done = new ArrayList<>();
        Split whole = new Split(List.of(), FreeSquares.of(problem, lines), filledRuns(problem));
        if (!whole.dead()) {
            open.add(whole);
        }
        while (!open.isEmpty() && (open.size() + done.size() < count || open.getFirst().placed.size() < open.getLast().placed.size())) {
            Split split = open.removeFirst();
            Optional<int[]> run = split.scarcest();
            if (run.isEmpty()) {
                done.add(split);
                continue;
            }
            for (int s : run.get()) {
                if (split.free[s]) {
                    Split child = split.place(s, attacked(lines, s), problem.geometry().squareAt(s));
                    if (!child.dead()) {
                        open.addLast(child);
                    }
                }
            }
        }
        done.addAll(open);
        return done.stream().map(split -> split.cube(problem)).toList();
    }

    /** The rows, then the columns, that hold exactly one piece of every solution and none of the given ones. */
    private static List<int[]> filledRuns(Problem problem) {
        List<int[]> runs = new ArrayList<>();
        Lines.filledRuns(problem, Lines.Kind.ROW).ifPresent(runs::addAll);
        Lines.filledRuns(problem, Lines.Kind.COLUMN).ifPresent(runs::addAll);
        return runs;
    }

    /** The squares a piece on square {@code s} attacks: along every line through it and by every jump from it. */
    private static int[] attacked(Lines lines, int s) {
        List<Integer> squares = new ArrayList<>();
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
        return squares.stream().mapToInt(Integer::intValue).toArray();
    }

    /** A cube in the making: the squares placed so far, the squares still free, the filled runs not yet holding a piece. */
    private static final class Split {
        private final List<Square> placed;
        private final boolean[] free;
        private final List<int[]> runs;

        Split(List<Square> placed, boolean[] free, List<int[]> runs) {
            this.placed = placed;
            this.free = free;
            this.runs = runs;
        }

        /** Whether some run has no free square left: no solution. */
        boolean dead() {
            return runs.stream().anyMatch(run -> freeOn(run) == 0);
        }

        /** The run with the fewest free squares (the first of those), none when every run holds its piece. */
        Optional<int[]> scarcest() {
            return runs.stream().min(Comparator.comparingInt(this::freeOn));
        }

        /** This split with a piece on square {@code s} ({@code square}), which attacks {@code attacked}. */
        Split place(int s, int[] attacked, Square square) {
            boolean[] left = free.clone();
            left[s] = false;
            for (int t : attacked) {
                left[t] = false;
            }
            List<Square> more = new ArrayList<>(placed);
            more.add(square);
            return new Split(more, left, runs.stream().filter(run -> Arrays.binarySearch(run, s) < 0).toList());
        }

        Cube cube(Problem problem) {
            int freeSquares = 0;
            for (boolean f : free) {
                freeSquares += f ? 1 : 0;
            }
            return new Cube(withPieces(problem, placed), placed, Math.max(1, freeSquares));
        }

        private int freeOn(int[] run) {
            int count = 0;
            for (int s : run) {
                count += free[s] ? 1 : 0;
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
