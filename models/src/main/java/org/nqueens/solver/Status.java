package org.nqueens.solver;

/** The answer to "find a solution". */
public enum Status {
    /** A solution was found. */
    SAT,
    /** Proved: no solution exists. Only a complete search may say so. */
    UNSAT,
    /** No answer: the time limit was reached, the run was cancelled, or an incomplete method gave up. */
    UNKNOWN
}
