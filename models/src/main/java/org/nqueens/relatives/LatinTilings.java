package org.nqueens.relatives;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.nqueens.dlx.DancingLinks;
import org.nqueens.dlx.ExactCover;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Symmetry;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.ProgressListener;
import org.nqueens.solver.WorkSplitter;

/**
 * The queen Latin squares of order n, one at least of each class under the 8 symmetries of the
 * board: the tilings of the board by n disjoint solutions, listed by dancing links in parts, one
 * part for each solution that may cover the corner (1, 1), on several threads.
 *
 * <p>Each corner of the board is covered by a different set of a tiling (any two corners share a
 * row, a column or a diagonal). The key of a corner is the smaller of the two images of its set
 * under the symmetries that carry that corner to (1, 1); a symmetry of the board carries the keys
 * with the corners, so every tiling has an image whose set at (1, 1) is its own key (not above its
 * transpose) and no greater than the key of any other corner. Only such tilings are listed: the
 * part of a set s at (1, 1) keeps the other solutions that cover no corner or a corner of key at
 * least s. This cuts the work about eight-fold, and proves the same: a class has a tiling exactly
 * when it has a listed one.
 *
 * <p>Only the solutions with a queen on each long diagonal take part: the n sets of a tiling cover
 * the n squares of a long diagonal, each at most once, so each exactly once (9,440 of the 14,200
 * solutions of n = 12).
 */
final class LatinTilings {

    private LatinTilings() {
    }

    /**
     * What the search found: the first answer {@code judge} gave a tiling, the tilings judged, and
     * the work of dancing links.
     */
    record Found<T>(Optional<T> answer, long tilings, long nodes, long updates) {
        Found<T> plus(Found<T> other) {
            return new Found<>(answer.isPresent() ? answer : other.answer, tilings + other.tilings, nodes + other.nodes,
                    updates + other.updates);
        }
    }

    /** The search's end: what it found, and whether it saw every part to its end (the proof that there is no other answer). */
    record Outcome<T>(Found<T> found, boolean complete) {
    }

    /** One part: the tilings whose set at (1, 1) is solution {@code corner}. */
    private record Part(int corner, long work) implements WorkSplitter.Part {
        @Override
        public String id() {
            return "s" + corner;
        }
    }

    /**
     * Hands the tilings of {@code packing}'s board (its sets as solutions) to {@code judge} until it
     * returns an answer or {@code deadline} comes; on {@code threads} threads, so {@code judge} must be
     * safe to call from several at once.
     */
    static <T> Outcome<T> search(SolutionPacking all, Deadline deadline, int threads, Function<List<Solution>, Optional<T>> judge) {
        List<Solution> solutions = all.solutions().stream().filter(LatinTilings::onBothLongDiagonals).toList();
        SolutionPacking packing = new SolutionPacking(all.n(), solutions);
        Solution[] keys = new Solution[solutions.size()];
        List<Part> parts = new ArrayList<>();
        for (int index = 0; index < solutions.size(); index++) {
            Solution solution = solutions.get(index);
            keys[index] = key(solution);
            if (solution.column(1) == 1 && keys[index].equals(solution)) {
                parts.add(new Part(index, 1));
            }
        }
        WorkSplitter.Summation<Found<T>> summation = new WorkSplitter.Summation<>(new Found<>(Optional.empty(), 0, 0, 0),
                Found::plus, found -> found.answer().isPresent() ? 1 : 0, found -> found.answer().isPresent());
        WorkSplitter.Outcome<Found<T>> outcome = WorkSplitter.of(parts, summation).run(deadline, threads, ProgressListener.NONE,
                () -> (part, partDeadline) -> searchPart(packing, keys, part.corner(), partDeadline, judge), WorkSplitter.Journal.none());
        return new Outcome<>(outcome.sum(), outcome.complete() && !deadline.reached());
    }

    private static <T> Optional<Found<T>> searchPart(SolutionPacking packing, Solution[] keys, int corner, Deadline deadline,
                                                     Function<List<Solution>, Optional<T>> judge) {
        int n = packing.n();
        List<Solution> kept = new ArrayList<>();
        kept.add(packing.solutions().get(corner));
        for (int index = 0; index < keys.length; index++) {
            if (index != corner && (!coversCorner(packing.solutions().get(index)) || keys[index].compareTo(keys[corner]) >= 0)) {
                kept.add(packing.solutions().get(index));
            }
        }
        SolutionPacking part = new SolutionPacking(n, kept);
        ExactCover matrix = part.latinMatrix();
        DancingLinks links = DancingLinks.of(matrix).stopWhen(deadline::reached).fix(0);
        long tilings = 0;
        while (links.next() == DancingLinks.Outcome.SOLUTION) {
            tilings++;
            Optional<T> answer = judge.apply(part.chosen(links.solution()));
            if (answer.isPresent()) {
                return Optional.of(new Found<>(answer, tilings, links.nodes(), links.updates()));
            }
        }
        return links.exhausted() ? Optional.of(new Found<>(Optional.empty(), tilings, links.nodes(), links.updates())) : Optional.empty();
    }

    private static boolean onBothLongDiagonals(Solution solution) {
        int n = solution.n();
        boolean main = false;
        boolean anti = false;
        for (int row = 1; row <= n; row++) {
            main |= solution.column(row) == row;
            anti |= solution.column(row) == n + 1 - row;
        }
        return main && anti;
    }

    private static boolean coversCorner(Solution solution) {
        int n = solution.n();
        return solution.column(1) == 1 || solution.column(1) == n || solution.column(n) == 1 || solution.column(n) == n;
    }

    /**
     * The key of a solution that covers a corner: the smaller of its two images under the symmetries
     * that carry that corner to (1, 1); any other solution is its own key (it is never compared).
     */
    private static Solution key(Solution solution) {
        int n = solution.n();
        Symmetry toCorner;
        if (solution.column(1) == 1) {
            toCorner = Symmetry.IDENTITY;
        } else if (solution.column(1) == n) {
            toCorner = Symmetry.FLIP_COLUMNS;
        } else if (solution.column(n) == 1) {
            toCorner = Symmetry.FLIP_ROWS;
        } else if (solution.column(n) == n) {
            toCorner = Symmetry.ROTATE_180;
        } else {
            return solution;
        }
        Solution image = toCorner.apply(solution);
        Solution transposed = Symmetry.TRANSPOSE.apply(image);
        return image.compareTo(transposed) <= 0 ? image : transposed;
    }
}
