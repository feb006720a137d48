package org.nqueens.relatives;

import java.util.List;
import java.util.Optional;
import org.nqueens.dlx.MaximumPacking;
import org.nqueens.problem.Solution;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.Stats;

/**
 * The disjoint question by dancing links: the largest packing by {@link MaximumPacking} over the
 * matrix whose primary items are the squares of row 1 (the bound is the row-1 squares still open),
 * a queen Latin square as an exact cover of every square by {@link DancingLinks}, one part for each
 * solution at the corner (1, 1) up to the board's symmetries ({@link LatinTilings}).
 */
public final class LinksPacker implements Packer {

    private final int threads;

    /** The packer; a Latin square is searched on {@code threads} threads. */
    public LinksPacker(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("The number of threads (" + threads + ") must be at least 1.");
        }
        this.threads = threads;
    }

    @Override
    public String id() {
        return "dlx";
    }

    @Override
    public String title() {
        return "Dancing links: a solution an option, a square an item (row 1 primary for the packing, every square for a Latin square)";
    }

    @Override
    public Packed maximise(SolutionPacking packing, Deadline deadline) {
        MaximumPacking search = MaximumPacking.of(packing.packingMatrix()).stopWhen(deadline::reached);
        if (packing.solutions().isEmpty()) {
            return new Packed(new int[0], 0, Stats.empty());
        }
        boolean ended = search.maximise();
        int[] best = search.best().orElse(new int[0]);
        Stats stats = Stats.builder().put(Stats.NODES, search.nodes()).put(Stats.UPDATES, search.updates()).build();
        return new Packed(best, ended ? best.length : Math.max(best.length, search.upperBound()), stats);
    }

    @Override
    public Packed latin(SolutionPacking packing, Deadline deadline) {
        int n = packing.n();
        if (packing.solutions().size() < n) {
            return new Packed(new int[0], n - 1, Stats.empty());
        }
        LatinTilings.Outcome<List<Solution>> outcome = LatinTilings.search(packing, deadline, threads, Optional::of);
        LatinTilings.Found<List<Solution>> found = outcome.found();
        Stats stats = Stats.builder().put(Stats.NODES, found.nodes()).put(Stats.UPDATES, found.updates()).build();
        if (found.answer().isPresent()) {
            List<Solution> tiling = found.answer().get();
            int[] chosen = new int[n];
            for (int k = 0; k < n; k++) {
                chosen[k] = packing.solutions().indexOf(tiling.get(k));
            }
            return new Packed(chosen, n, stats);
        }
        return new Packed(new int[0], outcome.complete() ? n - 1 : n, stats);
    }
}
