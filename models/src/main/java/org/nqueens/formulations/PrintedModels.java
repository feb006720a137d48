package org.nqueens.formulations;

import java.util.Optional;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Formulation;
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

    /** Why {@code formulation} will not print the model of {@code problem}; empty for other tasks and small boards. */
    public static Optional<String> refusal(Formulation formulation, Task task, Problem problem) {
        if (task == Task.MODEL && problem.rows() > MAX_N) {
            return Optional.of("The solver '" + formulation.id() + "' prints its model up to n = " + MAX_N
                    + ", a line a variable or constraint; the model of n = " + problem.rows() + " is for solving, not reading.");
        }
        return Optional.empty();
    }
}
