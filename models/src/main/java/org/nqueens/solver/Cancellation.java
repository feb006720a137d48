package org.nqueens.solver;

/**
 * A request to stop, shared between the caller and a running search (Ctrl-C, a portfolio whose
 * race is won). A child is cancelled when its parent is. Safe to use from any thread.
 */
public final class Cancellation {

    private final Cancellation parent;
    private volatile boolean cancelled;

    private Cancellation(Cancellation parent) {
        this.parent = parent;
    }

    /** A fresh cancellation that nothing has requested yet. */
    public static Cancellation create() {
        return new Cancellation(null);
    }

    /** A cancellation that is requested when this one is, or on its own. */
    public Cancellation child() {
        return new Cancellation(this);
    }

    /** Requests the stop. */
    public void cancel() {
        cancelled = true;
    }

    /** Whether the stop was requested here or on an ancestor. */
    public boolean isCancelled() {
        return cancelled || (parent != null && parent.isCancelled());
    }
}
