package org.nqueens.formulations.sat;

import org.nqueens.problem.Board;

/** A formulation whose model is a set of clauses that it can write in DIMACS, for any SAT solver to read. */
public interface DimacsModel {

    /**
     * The board's model in DIMACS ({@link Dimacs#of}).
     *
     * @throws org.nqueens.problem.InconsistentBoardException if the given queens attack each other
     */
    default String dimacs(Board board) {
        return Dimacs.of(board);
    }
}
