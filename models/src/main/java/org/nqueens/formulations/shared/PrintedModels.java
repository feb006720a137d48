package org.nqueens.formulations.shared;

import java.util.Optional;
import org.nqueens.problem.Quote;
import org.nqueens.solver.Descriptor;
import org.nqueens.solver.Task;

/**
 * The size guard of {@code model} for formulations that build a solver's model to print it (a line
 * a variable or constraint): a model is printed to be read, and building one for a hundred thousand
 * queens takes minutes and prints as many lines.
 */
public final class PrintedModels {

    /** The largest board whose model such a formulation prints. */
    public static final int MAX_N = 1000;

    private PrintedModels() {
    }

    /** Why a formulation will not print the model of a problem; empty for other tasks and small boards. */
    public static final Descriptor.Limit LIMIT = (id, task, problem) -> task == Task.MODEL && problem.rows() > MAX_N
            ? Optional.of("The solver " + Quote.of(id) + " prints its model up to n = " + MAX_N
                    + ", a line a variable or constraint; the model of n = " + problem.rows() + " is for solving, not reading.")
            : Optional.empty();
}
