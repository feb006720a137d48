package org.nqueens.compare;

import java.time.Duration;
import java.util.Optional;

/**
 * What one call of a formulation came to, before it is judged: a value, an exception, or no return in time.
 *
 * @param kind how the call ended
 * @param value what it returned, when it returned
 * @param wall the wall time from the call to its end (or to when the harness stopped waiting)
 * @param cpu the CPU time of the call (its thread's, or the process's for a run on several threads), where it could be measured
 * @param failure what it threw, as one line, when it threw
 * @param <T> the type of the answer
 */
record Attempt<T>(Kind kind, Optional<T> value, Duration wall, Optional<Duration> cpu, String failure) {

    /** How a call ended. */
    enum Kind {
        /** It returned a value. */
        RETURNED,
        /** It threw; the harness reports the exception. */
        THREW,
        /** Its solver cannot run in this process. */
        UNAVAILABLE,
        /** It did not return within its time limit and the grace period. */
        OVERRAN
    }

    Attempt {
        if (kind == null || value == null || wall == null || cpu == null || failure == null) {
            throw new IllegalArgumentException("An attempt needs every component; one was null.");
        }
        if (value.isPresent() != (kind == Kind.RETURNED)) {
            throw new IllegalArgumentException("An attempt carries a value exactly when the call returned.");
        }
    }

    /** The value of a call that returned. */
    T returned() {
        return value.orElseThrow(() -> new IllegalStateException("The call did not return a value; it " + kind + "."));
    }
}
