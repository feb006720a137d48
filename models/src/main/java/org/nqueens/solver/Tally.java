package org.nqueens.solver;

import java.util.OptionalLong;

/**
 * A count a formulation made its own way (by symmetry, in parallel parts), faster than the
 * {@link Runner} would by enumerating its solutions.
 *
 * @param count the solutions counted; when {@code complete} is false, those found before the stop
 * @param unique the solutions up to the board's symmetries, when asked for and counted
 * @param complete whether the whole search was covered
 * @param stats the formulation's measures of work
 */
public record Tally(long count, OptionalLong unique, boolean complete, Stats stats) {

    /** Validates the counts. */
    public Tally {
        if (unique == null || stats == null) {
            throw new IllegalArgumentException("A tally needs a unique count (or none) and stats; one was null.");
        }
        if (count < 0) {
            throw new IllegalArgumentException("The count (" + count + ") cannot be negative.");
        }
    }
}
