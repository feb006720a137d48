package org.nqueens.formulations;

import java.util.Optional;
import java.util.function.Supplier;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;
import org.nqueens.solver.Descriptor;
import org.nqueens.solver.DescribedFormulation;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.Tally;

/**
 * A formulation of the registry that is made when its model or search is first asked for: until then it
 * answers from its descriptor alone (its id, title, tasks, the problems it takes and its limits), which is
 * all that listing, admission and the portfolio's choice of racers read. A short command ({@code solve 8})
 * thus never loads the classes of the formulations it does not run, nor, through their signatures, those of
 * Choco, OR-Tools and protobuf. The formulation made answers every question about its model and search.
 */
final class MadeOnFirstUse implements DescribedFormulation {

    private final Descriptor descriptor;
    private final Supplier<? extends Formulation> maker;
    private volatile Formulation made;

    /**
     * The formulation {@code maker} makes, declared by {@code descriptor}, which must be the one it declares.
     * The maker must not be a constructor reference ({@code Model::new}): linking one loads the class at once.
     */
    MadeOnFirstUse(Descriptor descriptor, Supplier<? extends Formulation> maker) {
        this.descriptor = descriptor;
        this.maker = maker;
    }

    /** The formulation itself, made on the first call (once, whichever thread asks first). */
    Formulation made() {
        Formulation formulation = made;
        if (formulation == null) {
            synchronized (this) {
                formulation = made;
                if (formulation == null) {
                    formulation = maker.get();
                    if (!formulation.id().equals(descriptor.id())) {
                        throw new IllegalStateException("The formulation registered as " + Quote.of(descriptor.id()) + " was made as "
                                + Quote.of(formulation.id()) + ".");
                    }
                    made = formulation;
                }
            }
        }
        return formulation;
    }

    @Override
    public Descriptor descriptor() {
        return descriptor;
    }

    @Override
    public ResumableSearch search(Problem problem, Run run) {
        return made().search(problem, run);
    }

    @Override
    public ResumableSearch searchOne(Problem problem, Run run) {
        return made().searchOne(problem, run);
    }

    @Override
    public Optional<Tally> tally(Problem problem, boolean unique, Run run) {
        return made().tally(problem, unique, run);
    }

    @Override
    public String modelText(Problem problem) {
        return made().modelText(problem);
    }
}
