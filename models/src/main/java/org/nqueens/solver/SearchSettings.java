package org.nqueens.solver;

import java.time.Duration;
import java.util.Optional;

/**
 * How a search may run: a time limit, the seed of every random choice, the threads it may use, a
 * cancellation to honour and a listener for progress. Immutable; change one setting with a
 * {@code with} method.
 *
 * @param timeLimit the longest the search may take; empty for no limit
 * @param seed the seed of the method's random choices, where it makes any
 * @param threads how many threads the search may use, at least 1
 * @param cancellation a stop request to poll
 * @param progress where to report progress
 */
public record SearchSettings(Optional<Duration> timeLimit, long seed, int threads, Cancellation cancellation,
                             ProgressListener progress) {

    /** The seed used when none is given, so that runs repeat. */
    public static final long DEFAULT_SEED = 1L;

    /** Validates the settings. */
    public SearchSettings {
        if (timeLimit == null || cancellation == null || progress == null) {
            throw new IllegalArgumentException("Search settings need a time limit (or none), a cancellation and a progress listener; one was null.");
        }
        timeLimit.ifPresent(limit -> {
            if (limit.isNegative() || limit.isZero()) {
                throw new IllegalArgumentException("The time limit (" + limit + ") must be positive.");
            }
        });
        if (threads < 1) {
            throw new IllegalArgumentException("The number of threads (" + threads + ") must be at least 1.");
        }
    }

    /** No time limit, the default seed, one thread, nothing cancelled, progress ignored. */
    public static SearchSettings defaults() {
        return new SearchSettings(Optional.empty(), DEFAULT_SEED, 1, Cancellation.create(), ProgressListener.NONE);
    }

    /** These settings with a time limit. */
    public SearchSettings withTimeLimit(Duration limit) {
        return new SearchSettings(Optional.of(limit), seed, threads, cancellation, progress);
    }

    /** These settings without a time limit. */
    public SearchSettings withoutTimeLimit() {
        return new SearchSettings(Optional.empty(), seed, threads, cancellation, progress);
    }

    /** These settings with another seed. */
    public SearchSettings withSeed(long newSeed) {
        return new SearchSettings(timeLimit, newSeed, threads, cancellation, progress);
    }

    /** These settings with another number of threads. */
    public SearchSettings withThreads(int newThreads) {
        return new SearchSettings(timeLimit, seed, newThreads, cancellation, progress);
    }

    /** These settings with another cancellation. */
    public SearchSettings withCancellation(Cancellation newCancellation) {
        return new SearchSettings(timeLimit, seed, threads, newCancellation, progress);
    }

    /** These settings with another progress listener. */
    public SearchSettings withProgress(ProgressListener listener) {
        return new SearchSettings(timeLimit, seed, threads, cancellation, listener);
    }

    /** Starts the clock of a run under these settings. */
    public Deadline start() {
        return new Deadline(System.nanoTime(), timeLimit.map(Duration::toNanos).orElse(Long.MAX_VALUE), cancellation);
    }
}
