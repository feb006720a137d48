package org.nqueens.formulations.bitboard.variant;

import org.nqueens.solver.WorkSplitter;

/**
 * What the parts of a variant's count found.
 *
 * @param solutions the solutions below the parts, each times its part's multiplicity
 * @param nodes the queens the searches placed below the parts (searched, not weighted)
 */
record VariantCounts(long solutions, long nodes) {

    /** Nothing counted. */
    static final VariantCounts ZERO = new VariantCounts(0, 0);

    /** Adding up, with the solutions for progress. */
    static final WorkSplitter.Summation<VariantCounts> SUM = new WorkSplitter.Summation<>(ZERO, VariantCounts::plus,
            VariantCounts::solutions);

    /** Validates that no count is negative. */
    VariantCounts {
        if (solutions < 0 || nodes < 0) {
            throw new IllegalArgumentException("The counts of a variant part (" + solutions + " solutions, " + nodes
                    + " nodes) cannot be negative.");
        }
    }

    /** The sum of two. */
    VariantCounts plus(VariantCounts other) {
        return new VariantCounts(solutions + other.solutions, nodes + other.nodes);
    }
}
