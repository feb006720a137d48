package org.nqueens.solver;

import java.util.List;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Quote;

/** A solver id that names no formulation. */
public final class UnknownSolverException extends InvalidInputException {

    /** The id {@code id} is none of {@code known}. */
    public UnknownSolverException(String id, List<String> known) {
        super("Unknown solver " + Quote.of(id) + "; the solvers are: " + String.join(", ", known) + ".");
    }
}
