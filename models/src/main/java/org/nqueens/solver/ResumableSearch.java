package org.nqueens.solver;

import org.nqueens.problem.Placement;

/**
 * A formulation's search over its model of one problem, resumed from one solution to the next:
 * what a formulation hands the {@link Runner}, which drives it to answer every question (the first
 * solution, a count, a lazy enumeration through {@link SolutionStream#of}).
 */
public interface ResumableSearch {

    /** Where {@link #advance} stopped. */
    enum Step {
        /** At a solution, which {@link #placement()} returns. */
        SOLUTION,
        /** At the end: every solution has been produced. */
        EXHAUSTED,
        /** Stopped early, by the time limit or a cancellation. */
        STOPPED
    }

    /** Goes on to the next solution, the end of the search, or a stop. */
    Step advance();

    /** The solution {@link #advance} just reached. */
    Placement placement();

    /** The work done so far. */
    Stats stats();

    /**
     * Whether reaching the end proves that no (further) solution exists: true for a complete
     * search; false for an incomplete method, whose end is a surrender (UNKNOWN, never UNSAT).
     */
    default boolean complete() {
        return true;
    }

    /** Why the search ended without a solution, for the answer: the proof of UNSAT, or why it gave up. */
    default String ending() {
        return "The search exhausted every possibility.";
    }

    /** Stops the search for good and frees what it holds (a thread, a native solver); safe to call more than once. */
    default void close() {
    }
}
