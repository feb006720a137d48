package org.nqueens.solver;

/**
 * A solver whose declarations come from a descriptor written once, so that the class itself holds
 * only its model and its search: its name here, and in {@link DescribedFormulation} and
 * {@link org.nqueens.optimise.DescribedOptimiser} what else it declares.
 *
 * @param <D> the kind of descriptor
 */
public interface Described<D extends Named> extends Named {

    /** What the solver is, declared once. */
    D descriptor();

    @Override
    default String id() {
        return descriptor().id();
    }

    @Override
    default String title() {
        return descriptor().title();
    }
}
