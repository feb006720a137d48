package org.nqueens.optimise;

import java.util.Optional;
import org.nqueens.solver.Described;

/**
 * An optimiser whose declarations come from its {@link OptimiserDescriptor}, written once, so that
 * the class itself holds only its search.
 */
public interface DescribedOptimiser extends Optimiser, Described<OptimiserDescriptor> {

    /** What the optimiser is: its id, title and the reasons it refuses a question. */
    @Override
    OptimiserDescriptor descriptor();

    @Override
    default Optional<String> refusal(Question question) {
        return descriptor().refusal(question);
    }
}
