package org.nqueens.solver;

/**
 * A formulation whose solver cannot run in this process (a native library that will not load, say).
 * The message says what failed and what to try; the other formulations are unaffected.
 */
public final class SolverUnavailableException extends RuntimeException {

    /** The solver cannot run, for the reason {@code message}. */
    public SolverUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
