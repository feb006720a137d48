package org.nqueens.relatives;

import java.util.Arrays;
import org.nqueens.solver.Stats;

/**
 * What a {@link Packer} found: the best set of disjoint solutions (their numbers in the
 * {@link SolutionPacking}), the bound it proved on the number of them, and its work. A search that
 * ran to its end proved its best optimal: {@code bound == chosen.length}.
 *
 * @param chosen the numbers of the solutions chosen
 * @param bound  the proved upper bound on how many disjoint solutions there are
 * @param stats  the packer's measures of work
 */
public record Packed(int[] chosen, int bound, Stats stats) {

    /** Validates that the bound is not below the packing found. */
    public Packed {
        chosen = chosen.clone();
        if (bound < chosen.length) {
            throw new IllegalArgumentException("The bound (" + bound + ") lies below the " + chosen.length + " solutions packed.");
        }
        if (stats == null) {
            throw new IllegalArgumentException("A packing needs its stats (Stats.empty() for none).");
        }
    }

    /** The numbers of the solutions chosen, a fresh array. */
    @Override
    public int[] chosen() {
        return chosen.clone();
    }

    /** How many solutions were packed. */
    public int size() {
        return chosen.length;
    }

    /** Whether the packing found is proved the largest. */
    public boolean proved() {
        return bound == chosen.length;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Packed that && Arrays.equals(chosen, that.chosen) && bound == that.bound && stats.equals(that.stats);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(chosen) + bound) + stats.hashCode();
    }

    @Override
    public String toString() {
        return "Packed(" + Arrays.toString(chosen) + ", bound " + bound + ")";
    }
}
