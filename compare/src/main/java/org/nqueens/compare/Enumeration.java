package org.nqueens.compare;

import java.util.List;
import org.nqueens.problem.Solution;
import org.nqueens.solver.Stats;

/**
 * The solutions one formulation listed, in its order, before it is judged.
 *
 * @param solutions the solutions as produced, duplicates and all
 * @param exhausted whether the stream ended because every solution was produced
 * @param overflowed whether it produced more solutions than the board has, and was stopped
 * @param stats the formulation's measures of work
 */
record Enumeration(List<Solution> solutions, boolean exhausted, boolean overflowed, Stats stats) {

    Enumeration {
        solutions = List.copyOf(solutions);
        if (stats == null) {
            throw new IllegalArgumentException("An enumeration needs its stats.");
        }
    }
}
