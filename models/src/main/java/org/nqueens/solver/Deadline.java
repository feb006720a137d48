package org.nqueens.solver;

import java.time.Duration;
import java.util.Optional;

/**
 * The clock of one run: when it started, when its time is up, and whether it has been cancelled.
 * Searches poll {@link #reached()} every few thousand steps.
 */
public final class Deadline {

    private final long startNanos;
    private final long limitNanos;
    private final Cancellation cancellation;

    Deadline(long startNanos, long limitNanos, Cancellation cancellation) {
        this.startNanos = startNanos;
        this.limitNanos = limitNanos;
        this.cancellation = cancellation;
    }

    /** The cancellation this deadline honours. */
    Cancellation cancellation() {
        return cancellation;
    }

    /** The same clock and time limit, honouring {@code stop} instead (a child of this one's cancellation, say). */
    Deadline withCancellation(Cancellation stop) {
        return new Deadline(startNanos, limitNanos, stop);
    }

    /** Whether the run must stop: its time is up or it was cancelled. */
    public boolean reached() {
        return cancellation.isCancelled() || timeIsUp();
    }

    /** Whether the time limit has passed (cancellation aside). */
    public boolean timeIsUp() {
        return limitNanos != Long.MAX_VALUE && System.nanoTime() - startNanos >= limitNanos;
    }

    /** Whether the run was cancelled. */
    public boolean cancelled() {
        return cancellation.isCancelled();
    }

    /** Time since the run started. */
    public Duration elapsed() {
        return Duration.ofNanos(System.nanoTime() - startNanos);
    }

    /** Time left before the limit, none when there is no limit; never negative. */
    public Optional<Duration> remaining() {
        if (limitNanos == Long.MAX_VALUE) {
            return Optional.empty();
        }
        return Optional.of(Duration.ofNanos(Math.max(0, limitNanos - (System.nanoTime() - startNanos))));
    }

    /** Why a run that stopped early stopped: "cancelled" or "time limit reached". */
    public String reasonStopped() {
        return cancelled() ? "cancelled" : "time limit reached";
    }
}
