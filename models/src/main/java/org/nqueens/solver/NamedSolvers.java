package org.nqueens.solver;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Quote;

/**
 * The one rule for a list of solver ids a user names ({@code --solvers} of compare, animate and the
 * others): each id at most once. A repeated id is a slip, never a request to run a solver twice.
 */
public final class NamedSolvers {

    private NamedSolvers() {
    }

    /**
     * {@code ids} unchanged, in their order, once checked.
     *
     * @throws InvalidInputException if an id is named twice
     */
    public static List<String> distinct(List<String> ids) {
        Set<String> seen = new HashSet<>();
        for (String id : ids) {
            if (!seen.add(id)) {
                throw new InvalidInputException("The solver " + Quote.of(id) + " is named twice in --solvers.");
            }
        }
        return List.copyOf(ids);
    }
}
