package org.nqueens.relatives;

import java.util.List;
import java.util.Optional;
import org.nqueens.dlx.MaximumPacking;
import org.nqueens.problem.Solution;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.Described;
import org.nqueens.solver.Named;
import org.nqueens.solver.Stats;

/**
 * The disjoint question by dancing links: a tiling of the board first (n sets, the most there can
 * be), then, where there is none, the largest packing by {@link MaximumPacking} over the
 * matrix whose primary items are the squares of row 1 (the bound is the row-1 squares still open),
 * a queen Latin square as an exact cover of every square by {@link DancingLinks}, one part for each
 * solution at the corner (1, 1) up to the board's symmetries ({@link LatinTilings}).
 */
public final class LinksPacker implements Packer, Described<Named> {

    private static final Named NAME = Named.of("dlx",
            "Dancing links: a solution an option, a square an item (row 1 primary for the packing, every square for a Latin square)");

    private final int threads;

    /** The packer; a Latin square is searched on {@code threads} threads. */
    public LinksPacker(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("The number of threads (" + threads + ") must be at least 1.");
        }
        this.threads = threads;
    }

    @Override
    public Named descriptor() {
        return NAME;
    }

    @Override
    public Packed maximise(SolutionPacking packing, Deadline deadline) {
        if (packing.solutions().isEmpty()) {
            return new Packed(new int[0], 0, Stats.empty());
        }
        // A tiling meets the bound of row 1, and the search for one, split by the set at a1 and cut by the symmetries,
        // finds one where there is one (n = 12: 90 s on two threads); where there is none it ends soon (n <= 10: 0.1 s).
        Packed tiling = latin(packing, deadline);
        if (tiling.size() == packing.n() || deadline.reached()) {
            return tiling.size() == packing.n() ? tiling : new Packed(new int[0], packing.n(), tiling.stats());
        }
        MaximumPacking search = MaximumPacking.of(packing.packingMatrix()).stopWhen(deadline::reached);
        boolean ended = search.maximise();
        int[] best = search.best().orElse(new int[0]);
        Stats stats = Stats.builder().put(Stats.NODES, search.nodes() + tiling.stats().get(Stats.NODES).orElse(0))
                .put(Stats.UPDATES, search.updates() + tiling.stats().get(Stats.UPDATES).orElse(0)).build();
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
