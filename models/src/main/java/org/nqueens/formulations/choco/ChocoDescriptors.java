package org.nqueens.formulations.choco;

import java.util.EnumSet;
import org.nqueens.formulations.shared.FreeSquares;
import org.nqueens.formulations.shared.OnePerRow;
import org.nqueens.problem.Scope;
import org.nqueens.solver.Descriptor;
import org.nqueens.solver.Task;

/**
 * What each Choco formulation is, declared apart from its class: this class names no Choco type, so the
 * registry reads the declarations (for {@code solvers}, the admission step, the portfolio's choice) without
 * loading the formulation classes, whose signatures name Choco's; a formulation is made on its first use.
 */
public final class ChocoDescriptors {

    /** {@link ChocoAllDifferentModel}. */
    public static final Descriptor ALL_DIFFERENT = OnePerRow.integerModel("choco",
            "Choco: allDifferent on q[r], q[r] + r and q[r] - r (offset views), first-fail search");

    /** {@link ChocoPairwiseModel}. */
    public static final Descriptor PAIRWISE = OnePerRow.integerModel("choco-pairwise",
            "Choco, CLP(FD) form: allDifferent(q) and q[i] != q[j] +- (j - i) for every pair of rows, first-fail search");

    /** The largest board {@link ChocoGridModel} poses: one Boolean a square. */
    static final long GRID_MAX_SQUARES = 10_000;

    /** {@link ChocoGridModel}. */
    public static final Descriptor GRID = Descriptor.of("choco-grid",
            "Choco, Boolean grid: a 0/1 variable a square, at most one piece a line and a jumping pair, the count of pieces fixed",
            EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.COUNT, Task.ENUMERATE, Task.MODEL))
            .taking(Scope.FAMILY)
            .limitedBy(FreeSquares.upTo(GRID_MAX_SQUARES));

    /** {@link ChocoDualModel}. */
    public static final Descriptor DUAL = Descriptor.of("choco-dual",
            "Choco, dual: a variable a row and a variable a column, inverseChanneling, allDifferent diagonals on both, first-fail over both",
            EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.COUNT, Task.ENUMERATE, Task.MODEL));

    private ChocoDescriptors() {
    }
}
