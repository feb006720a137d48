package org.nqueens.solver;

import java.time.Duration;
import java.util.OptionalLong;

/**
 * The answer of one formulation to "how many solutions".
 *
 * @param solver the id of the formulation that counted
 * @param n the board size
 * @param count the solutions counted; when {@code complete} is false, those found before the stop
 * @param unique the solutions up to the eight symmetries, when asked for
 * @param complete whether the whole search was covered; false after a time limit or cancellation
 * @param elapsed the solver time, measured inside the process
 * @param stats the formulation's measures of work
 */
public record CountResult(String solver, int n, long count, OptionalLong unique, boolean complete, Duration elapsed, Stats stats) {

    /** Validates the counts. */
    public CountResult {
        if (solver == null || unique == null || elapsed == null || stats == null) {
            throw new IllegalArgumentException("A count result needs every component; one was null.");
        }
        if (count < 0) {
            throw new IllegalArgumentException("The count (" + count + ") cannot be negative.");
        }
        if (unique.isPresent() && (unique.getAsLong() < 0 || unique.getAsLong() > count)) {
            throw new IllegalArgumentException("The unique count (" + unique.getAsLong() + ") must lie between 0 and the count (" + count + ").");
        }
    }
}
