package org.nqueens.solver;

import java.util.List;
import org.nqueens.problem.InvalidInputException;

/** A solver id that names no formulation. */
public final class UnknownSolverException extends InvalidInputException {

    /** The id {@code id} is none of {@code known}. */
    public UnknownSolverException(String id, List<String> known) {
        super("Unknown solver '" + id + "'; the solvers are: " + String.join(", ", known) + ".");
    }
}
