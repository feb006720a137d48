package org.nqueens.solver;

/** Receives progress reports from a long search; called from search threads, so it must be thread-safe and quick. */
@FunctionalInterface
public interface ProgressListener {

    /** A listener that ignores every report. */
    ProgressListener NONE = progress -> { };

    /** One report. */
    void report(Progress progress);
}
