package org.nqueens.generate;

/** The families of partial boards the generator makes. */
public enum InstanceKind {
    /**
     * n-Queens Completion (CSPLib prob079): queens placed at random, one at a time, each on a square
     * no earlier queen attacks. The amount is the number of queens.
     */
    COMPLETION,
    /**
     * Excluded diagonals: whole diagonals blocked at random while every row and column keeps at least
     * a given number of free squares (Gent, Jefferson and Nightingale 2017). The amount is the number of diagonals.
     */
    DIAGONALS,
    /** Blocked n-Queens (CSPLib prob080): squares blocked uniformly at random. The amount is the number of squares. */
    BLOCKED
}
