package org.nqueens.solver;

/**
 * How far a long search has come: {@code done} of {@code total} units of work, with {@code found}
 * solutions so far, and how many of its parts (subproblems) are finished. The units are the
 * search's estimate of work, so that a share of them is a share of the time; a search without
 * estimates counts each part as one unit.
 *
 * @param done units finished
 * @param total units in all
 * @param found solutions found so far
 * @param partsDone parts finished
 * @param parts parts in all
 */
public record Progress(long done, long total, long found, long partsDone, long parts) {

    /** Validates that {@code 0 <= done <= total}, {@code 0 <= partsDone <= parts} and {@code found >= 0}. */
    public Progress {
        if (done < 0 || total < 0 || done > total) {
            throw new IllegalArgumentException("Progress of " + done + " units out of " + total + " must satisfy 0 <= done <= total.");
        }
        if (partsDone < 0 || parts < 0 || partsDone > parts) {
            throw new IllegalArgumentException("Progress of " + partsDone + " parts out of " + parts + " must satisfy 0 <= done <= parts.");
        }
        if (found < 0) {
            throw new IllegalArgumentException("The solutions found (" + found + ") cannot be negative.");
        }
    }

    /** Progress counted in parts, each part one unit of work. */
    public Progress(long done, long total, long found) {
        this(done, total, found, done, total);
    }

    /** The share of the work done, from 0 to 1 (1 when there is no work). */
    public double fraction() {
        return total == 0 ? 1.0 : (double) done / total;
    }
}
