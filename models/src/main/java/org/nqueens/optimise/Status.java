package org.nqueens.optimise;

/** How far an optimisation run got. */
public enum Status {
    /** A witness of the value and a proof that no better value exists. */
    OPTIMAL,
    /** A witness, and a proved bound that it does not meet (a limit stopped the proof). */
    FEASIBLE,
    /** No witness exists, and the optimiser proved it (a blocked square nothing can watch, pieces that cannot stand however many pawns). */
    INFEASIBLE,
    /** No witness: the limit came before the first one. */
    UNKNOWN
}
