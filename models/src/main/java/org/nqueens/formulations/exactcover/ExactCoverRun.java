package org.nqueens.formulations.exactcover;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.nqueens.dlx.Engine;
import org.nqueens.dlx.ExactCover;
import org.nqueens.dlx.ExactCoverSearch;
import org.nqueens.dlx.ParallelCount;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Status;

/**
 * An exact-cover engine ({@code dlx}: dancing links or dancing cells, an {@link Engine}) on any
 * exact-cover problem, run as every formulation is run: under {@link SearchSettings} (its time limit, cancellation and threads), answering with the
 * shared result types: a {@link CountResult} for a count, a {@link Listing} with its {@link Status}
 * for the first solutions. {@code n} of a count is the problem's number of items. The command line's
 * {@code exact-cover} runs it and maps its answers to exit codes as for every other command.
 */
public final class ExactCoverRun {

    /** The solver id the results carry. */
    static final String ID = "dlx";

    private ExactCoverRun() {
    }

    /**
     * Counts the solutions of {@code problem} by {@code engine} on the settings' threads; a stop leaves the
     * count so far, marked incomplete.
     */
    public static CountResult count(ExactCover problem, Engine engine, SearchSettings settings) {
        Deadline deadline = settings.start();
        ParallelCount.Result result = ParallelCount.count(problem, engine, settings.threads(), deadline::reached);
        return new CountResult(ID, problem.itemCount(), result.count(), OptionalLong.empty(), result.exhausted(), deadline.elapsed(),
                work(result.nodes(), result.updates()));
    }

    /**
     * Lists up to {@code limit} solutions of one search by {@code engine}, each handed to {@code each} as it is found (its
     * options, by index) and kept in the listing if {@code keep}; {@code each} returns false to stop there
     * (its reader has gone), as if no more had been asked for.
     */
    public static Listing list(ExactCover problem, Engine engine, long limit, SearchSettings settings, boolean keep, Each each) {
        if (limit < 1) {
            throw new IllegalArgumentException("The number of solutions to list (" + limit + ") must be at least 1.");
        }
        Deadline deadline = settings.start();
        ExactCoverSearch search = engine.search(problem).stopWhen(deadline::reached);
        List<int[]> kept = new ArrayList<>();
        long found = 0;
        while (found < limit && search.next() == ExactCoverSearch.Outcome.SOLUTION) {
            found++;
            int[] options = search.solution();
            if (keep) {
                kept.add(options);
            }
            if (!each.found(found, options)) {
                return new Listing(found, kept, found, false, deadline.elapsed(), work(search.nodes(), search.updates()));
            }
        }
        return new Listing(found, kept, limit, search.exhausted(), deadline.elapsed(), work(search.nodes(), search.updates()));
    }

    /** Receives each solution as it is found. */
    @FunctionalInterface
    public interface Each {
        /** Solution {@code number} (from 1), its options by index; false to stop the search here. */
        boolean found(long number, int[] options);
    }

    private static Stats work(long nodes, long updates) {
        return Stats.builder().put(Stats.NODES, nodes).put(Stats.UPDATES, updates).build();
    }

    /**
     * The first solutions of one search.
     *
     * @param found how many solutions it found
     * @param solutions the solutions kept, each its options by index, in the order found
     * @param limit how many were asked for
     * @param exhausted whether the search ran to its end: there are no others
     * @param elapsed how long the search took
     * @param stats its nodes and updates
     */
    public record Listing(long found, List<int[]> solutions, long limit, boolean exhausted, Duration elapsed, Stats stats) {

        /** Validates and copies. */
        public Listing {
            if (solutions == null || elapsed == null || stats == null || limit < 1 || found < 0 || found > limit) {
                throw new IllegalArgumentException("A listing needs its solutions, a limit of at least 1 (" + limit
                        + ") and no more found (" + found + "), its time and its work.");
            }
            solutions = List.copyOf(solutions);
        }

        /**
         * SAT when it found what was asked (as many as the limit, or every solution there is); UNSAT when the
         * search ran to its end without one; UNKNOWN when it stopped first.
         */
        public Status status() {
            if (found == limit || exhausted && found > 0) {
                return Status.SAT;
            }
            return exhausted ? Status.UNSAT : Status.UNKNOWN;
        }
    }
}
