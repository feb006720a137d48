package org.nqueens.solver;

import org.nqueens.board.Solution;

/**
 * A search that can be resumed from one solution to the next, as a lazy enumeration drives it:
 * {@link SolutionStream#of} turns one into a stream.
 */
public interface ResumableSearch {

    /** Where {@link #advance} stopped. */
    enum Step {
        /** At a solution, which {@link #solution()} returns. */
        SOLUTION,
        /** At the end: every solution has been produced. */
        EXHAUSTED,
        /** Stopped early, by the time limit or a cancellation. */
        STOPPED
    }

    /** Goes on to the next solution, the end of the search, or a stop. */
    Step advance();

    /** The solution {@link #advance} just reached. */
    Solution solution();

    /** The work done so far. */
    Stats stats();
}
