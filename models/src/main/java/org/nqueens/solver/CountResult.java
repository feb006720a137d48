package org.nqueens.solver;

import java.time.Duration;
import java.util.List;
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
 * @param levels when asked for ({@link Counter.Parts#levels()}), the safe k-arrangements of the plain search for
 *     k = 1..n (index k - 1), whose sum is the placements; empty otherwise. When {@code complete} is false, those
 *     counted before the stop
 */
public record CountResult(String solver, int n, long count, OptionalLong unique, boolean complete, Duration elapsed, Stats stats,
        List<Long> levels) {

    /** Validates the counts. */
    public CountResult {
        if (solver == null || unique == null || elapsed == null || stats == null || levels == null) {
            throw new IllegalArgumentException("A count result needs every component; one was null.");
        }
        levels = List.copyOf(levels);
        if (!levels.isEmpty() && levels.size() != n) {
            throw new IllegalArgumentException("The levels of a count of n = " + n + " must be n numbers, one a row; " + levels.size()
                    + " were given.");
        }
        if (count < 0) {
            throw new IllegalArgumentException("The count (" + count + ") cannot be negative.");
        }
        if (unique.isPresent() && (unique.getAsLong() < 0 || unique.getAsLong() > count)) {
            throw new IllegalArgumentException("The unique count (" + unique.getAsLong() + ") must lie between 0 and the count (" + count + ").");
        }
    }

    /** A count without the levels. */
    public CountResult(String solver, int n, long count, OptionalLong unique, boolean complete, Duration elapsed, Stats stats) {
        this(solver, n, count, unique, complete, elapsed, stats, List.of());
    }
}
