package org.nqueens.teach;

/**
 * Receives the steps of a traced search as they happen. Any search can feed one: the reference
 * backtracker and dancing links here, a constraint solver through its own search monitor. Events
 * follow a stack discipline: every {@code place} and {@code solution} is later undone by one
 * {@code backtrack} of the same square (unless the search stops first), so the events alone
 * rebuild the search tree.
 */
@FunctionalInterface
public interface SearchObserver {

    /** Receives one step; returns false to stop the search right there. */
    boolean onEvent(TraceEvent event);
}
