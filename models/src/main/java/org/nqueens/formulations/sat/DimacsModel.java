package org.nqueens.formulations.sat;

import org.nqueens.problem.Problem;

/** A formulation whose model is a set of clauses that it can write in DIMACS, for any SAT solver to read. */
public interface DimacsModel {

    /**
     * The model of the classic problem {@code problem} in DIMACS ({@link Dimacs#of}).
     *
     * @throws org.nqueens.problem.InconsistentBoardException if the given queens attack each other
     */
    default String dimacs(Problem problem) {
        return Dimacs.of(problem);
    }
}
