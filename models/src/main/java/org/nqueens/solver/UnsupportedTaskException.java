package org.nqueens.solver;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.nqueens.board.Board;
import org.nqueens.problem.InvalidInputException;

/** A formulation asked for a task it does not support, or for a board beyond its method. */
public final class UnsupportedTaskException extends InvalidInputException {

    /** The formulation {@code formulation} does not support {@code task}. */
    public UnsupportedTaskException(Formulation formulation, Task task) {
        super("The solver '" + formulation.id() + "' cannot " + task.phrase() + ".");
    }

    /** A message of its own, for the registry, which knows which solvers could do it instead. */
    public UnsupportedTaskException(String message) {
        super(message);
    }

    /**
     * Throws unless {@code formulation} supports {@code task} and does not refuse {@code board};
     * every formulation calls it first.
     */
    public static void requireSupported(Formulation formulation, Task task, Board board) {
        if (!formulation.supports(task)) {
            throw new UnsupportedTaskException(formulation, task);
        }
        Optional<String> refusal = formulation.refusal(task, board);
        if (refusal.isPresent()) {
            throw new UnsupportedTaskException(refusal.get());
        }
    }

    /** "solvers that can: a, b, c", or a sentence saying none can. */
    public static String alternatives(List<Formulation> capable) {
        if (capable.isEmpty()) {
            return "no solver can.";
        }
        return "solvers that can: " + capable.stream().map(Formulation::id).collect(Collectors.joining(", ")) + ".";
    }
}
