package org.nqueens.solver;

import java.util.NoSuchElementException;
import org.nqueens.problem.Placement;

/** The solutions of a resumable search, each advanced to only when asked for. */
final class PulledSolutions implements SolutionStream {

    private final ResumableSearch search;
    private ResumableSearch.Step pending;
    private boolean closed;

    PulledSolutions(ResumableSearch search) {
        this.search = search;
    }

    @Override
    public boolean hasNext() {
        if (closed) {
            return false;
        }
        if (pending == null) {
            pending = search.advance();
        }
        return pending == ResumableSearch.Step.SOLUTION;
    }

    @Override
    public Placement next() {
        if (!hasNext()) {
            throw new NoSuchElementException("The enumeration has no more solutions.");
        }
        pending = null;
        return search.placement();
    }

    @Override
    public Stats stats() {
        return search.stats();
    }

    @Override
    public boolean exhausted() {
        return pending == ResumableSearch.Step.EXHAUSTED;
    }

    @Override
    public void close() {
        closed = true;
        search.close();
    }
}
