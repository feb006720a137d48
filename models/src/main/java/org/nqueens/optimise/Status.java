package org.nqueens.optimise;

/** How far an optimisation run got. */
public enum Status {
    /** A witness of the value and a proof that no better value exists. */
    OPTIMAL,
    /** A witness, and a proved bound that it does not meet (a limit stopped the proof). */
    FEASIBLE,
    /** No witness: the limit came before the first one. */
    UNKNOWN
}
