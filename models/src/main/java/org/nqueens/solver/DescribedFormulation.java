package org.nqueens.solver;

import java.util.Optional;
import java.util.Set;
import org.nqueens.problem.Problem;

/**
 * A formulation whose declarations come from its {@link Descriptor}, written once, so that the
 * class itself holds only its model and its search.
 */
public interface DescribedFormulation extends Formulation, Described<Descriptor> {

    /** What the formulation is: its id, title, tasks, the problems it takes and its limits. */
    @Override
    Descriptor descriptor();

    @Override
    default Set<Task> tasks() {
        return descriptor().tasks();
    }

    @Override
    default boolean takes(Problem problem) {
        return descriptor().takes(problem);
    }

    @Override
    default String variants() {
        return descriptor().variants();
    }

    @Override
    default Optional<String> refusal(Task task, Problem problem) {
        return descriptor().refusal(task, problem);
    }
}
