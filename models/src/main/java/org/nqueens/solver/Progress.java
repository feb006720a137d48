package org.nqueens.solver;

/**
 * How far a long search has come: {@code done} of {@code total} units of work (subproblems, say),
 * with {@code found} solutions so far.
 *
 * @param done units finished
 * @param total units in all
 * @param found solutions found so far
 */
public record Progress(long done, long total, long found) {

    /** Validates that {@code 0 <= done <= total} and {@code found >= 0}. */
    public Progress {
        if (done < 0 || total < 0 || done > total) {
            throw new IllegalArgumentException("Progress of " + done + " units out of " + total + " must satisfy 0 <= done <= total.");
        }
        if (found < 0) {
            throw new IllegalArgumentException("The solutions found (" + found + ") cannot be negative.");
        }
    }

    /** The share of the work done, from 0 to 1 (1 when there is no work). */
    public double fraction() {
        return total == 0 ? 1.0 : (double) done / total;
    }
}
