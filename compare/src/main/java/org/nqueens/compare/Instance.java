package org.nqueens.compare;

import java.util.Optional;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Status;

/**
 * A partial board put to every formulation that can complete one.
 *
 * @param name the file it was read from, which names its row
 * @param problem the classic problem of the board: queens given, squares blocked
 * @param expected the recorded answer, SAT or UNSAT, when one is known
 */
public record Instance(String name, Problem problem, Optional<Status> expected) {

    /** Validates that the recorded answer, if any, is SAT or UNSAT. */
    public Instance {
        if (name == null || problem == null || expected == null) {
            throw new IllegalArgumentException("An instance needs a name, a problem and an expected answer (or none); one was null.");
        }
        if (expected.isPresent() && expected.get() == Status.UNKNOWN) {
            throw new IllegalArgumentException("The recorded answer of the instance " + name + " must be SAT or UNSAT, not UNKNOWN.");
        }
    }
}
