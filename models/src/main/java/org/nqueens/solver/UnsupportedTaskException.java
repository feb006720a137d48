package org.nqueens.solver;

import org.nqueens.problem.InvalidInputException;

/** A formulation asked for a task it does not support, or for a problem beyond its method: a request {@link Admission} refuses. */
public final class UnsupportedTaskException extends InvalidInputException {

    private static final long serialVersionUID = 1L;

    /** The formulation {@code formulation} does not support {@code task}. */
    public UnsupportedTaskException(Formulation formulation, Task task) {
        super(Admission.cannot(formulation, task));
    }

    /** A message of its own, for the registry, which knows which solvers could do it instead. */
    public UnsupportedTaskException(String message) {
        super(message);
    }
}
