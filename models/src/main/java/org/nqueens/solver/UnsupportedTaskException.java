package org.nqueens.solver;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Scope;

/** A formulation asked for a task it does not support, or for a problem beyond its method: a request to refuse up front. */
public final class UnsupportedTaskException extends InvalidInputException {

    private static final long serialVersionUID = 1L;

    /** The formulation {@code formulation} does not support {@code task}. */
    public UnsupportedTaskException(Formulation formulation, Task task) {
        super("The solver '" + formulation.id() + "' cannot " + task.phrase() + ".");
    }

    /** A message of its own, for the registry, which knows which solvers could do it instead. */
    public UnsupportedTaskException(String message) {
        super(message);
    }

    /**
     * Why {@code formulation} will not do {@code task} on {@code problem}: it does not support the
     * task, does not take the variant, or refuses the problem for a reason of its own; empty when it will.
     */
    public static Optional<String> whyNot(Formulation formulation, Task task, Problem problem) {
        if (!formulation.supports(task)) {
            return Optional.of("The solver '" + formulation.id() + "' cannot " + task.phrase() + ".");
        }
        if (!formulation.takes(problem)) {
            return Optional.of("The solver '" + formulation.id() + "' does not take " + problem.describe()
                    + (Scope.CLASSIC.admits(problem) ? "." : "; it takes " + formulation.variants() + "."));
        }
        return formulation.refusal(task, problem);
    }

    /** "solvers that can: a, b, c", or a sentence saying none can. */
    public static String alternatives(List<Formulation> capable) {
        if (capable.isEmpty()) {
            return "no solver can.";
        }
        return "solvers that can: " + capable.stream().map(Formulation::id).collect(Collectors.joining(", ")) + ".";
    }
}
