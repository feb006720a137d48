package org.nqueens.dlx;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * What bounds one search, whichever engine runs it: the stop condition and node limit, polled every
 * few thousand nodes; random tie-breaking; the depth at which a splitting search reports its prefixes;
 * and whether the search has started, after which it can no longer be configured.
 */
final class SearchControl {

    private static final int POLL_MASK = (1 << 12) - 1;

    BooleanSupplier stop = () -> false;
    SplittableRandom random;
    int leafDepth = Integer.MAX_VALUE;
    private long nodeLimit = Long.MAX_VALUE;
    private boolean started;

    void requireNotStarted() {
        if (started) {
            throw new IllegalStateException("The search has started; configure it before asking for solutions.");
        }
    }

    void start() {
        started = true;
    }

    /**
     * Lets a search that never started, or that was exhausted, be fixed again and run anew under the same
     * bounds ({@link ExactCoverSearch#refix}); the node limit counts from the new start.
     *
     * @throws IllegalStateException if the search started and was not exhausted: it is mid-search
     */
    void restart(boolean exhausted) {
        if (started && !exhausted) {
            throw new IllegalStateException("Only a search that has not started or was exhausted can be fixed again.");
        }
        started = false;
    }

    void randomTies(long seed) {
        requireNotStarted();
        random = new SplittableRandom(seed);
    }

    void stopWhen(BooleanSupplier condition) {
        requireNotStarted();
        BooleanSupplier previous = stop;
        stop = () -> previous.getAsBoolean() || condition.getAsBoolean();
    }

    void nodeLimit(long limit) {
        requireNotStarted();
        if (limit < 1) {
            throw new IllegalArgumentException("The node limit (" + limit + ") must be positive.");
        }
        nodeLimit = limit;
    }

    /** Whether a search entering its {@code nodes}-th node stops there: asked every few thousand nodes only. */
    boolean stops(long nodes) {
        return (nodes & POLL_MASK) == 0 && (nodes >= nodeLimit || stop.getAsBoolean());
    }

    /**
     * Makes {@code splitter} (a fresh search with the prefix of the search it splits fixed, bounded by
     * {@code bounds}) a splitting search of {@code depth} levels under this control's stop condition,
     * and runs it.
     *
     * @param prefix how many options the split search had fixed, left out of every prefix returned
     */
    ExactCoverSearch.Split split(ExactCoverSearch splitter, SearchControl bounds, int depth, int prefix) {
        if (depth < 0) {
            throw new IllegalArgumentException("The depth (" + depth + ") must not be negative.");
        }
        bounds.leafDepth = depth;
        bounds.stop = stop;
        long fixing = splitter.updates();
        List<int[]> result = new ArrayList<>();
        while (splitter.next() == ExactCoverSearch.Outcome.SOLUTION) {
            int[] options = splitter.solution();
            result.add(Arrays.copyOfRange(options, prefix, options.length));
        }
        return new ExactCoverSearch.Split(result, splitter.exhausted(), splitter.nodes(), splitter.updates() - fixing);
    }
}
