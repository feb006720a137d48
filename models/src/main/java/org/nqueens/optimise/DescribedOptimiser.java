package org.nqueens.optimise;

import java.util.Optional;

/**
 * An optimiser whose declarations come from its {@link OptimiserDescriptor}, written once, so that
 * the class itself holds only its search.
 */
public interface DescribedOptimiser extends Optimiser {

    /** What the optimiser is: its id, title and the reasons it refuses a question. */
    OptimiserDescriptor descriptor();

    @Override
    default String id() {
        return descriptor().id();
    }

    @Override
    default String title() {
        return descriptor().title();
    }

    @Override
    default Optional<String> refusal(Question question) {
        return descriptor().refusal(question);
    }
}
