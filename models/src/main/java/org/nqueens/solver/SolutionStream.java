package org.nqueens.solver;

import java.util.Iterator;
import org.nqueens.problem.Placement;

/**
 * Solutions produced one at a time, on demand. Close it to stop the search early; it ends by itself
 * when the search is exhausted, the time limit is reached or the run is cancelled.
 */
public interface SolutionStream extends Iterator<Placement>, AutoCloseable {

    /** The work done so far. */
    Stats stats();

    /** Whether the stream ended because every solution was produced (not stopped early). */
    boolean exhausted();

    /** Stops the search and frees what it holds; safe to call more than once. */
    @Override
    void close();

    /** The solutions of {@code search}, advanced to one at a time as they are asked for. */
    static SolutionStream of(ResumableSearch search) {
        return new PulledSolutions(search);
    }
}
