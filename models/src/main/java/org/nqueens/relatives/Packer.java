package org.nqueens.relatives;

import org.nqueens.solver.Deadline;
import org.nqueens.solver.Named;

/**
 * A formulation of the disjoint question: the most solutions of n-queens no two of which share a
 * square, and whether n of them tile the board (a queen Latin square). Its {@link #id()} is the one a
 * command names it by ({@code --solver}), its {@link #title()} says how it poses the question.
 */
public interface Packer extends Named {

    /**
     * The most disjoint solutions: a largest packing and its proof when the search ends before
     * {@code deadline}, otherwise the best found and the bound proved so far.
     */
    Packed maximise(SolutionPacking packing, Deadline deadline);

    /**
     * n disjoint solutions, if there are: the n solutions found (bound n), or none with bound
     * {@code n - 1} when the search proved there is no tiling; stopped by {@code deadline} before
     * either, none with bound n.
     */
    Packed latin(SolutionPacking packing, Deadline deadline);
}
