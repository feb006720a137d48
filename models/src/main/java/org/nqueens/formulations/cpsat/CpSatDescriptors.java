package org.nqueens.formulations.cpsat;

import java.util.EnumSet;
import org.nqueens.formulations.shared.FreeSquares;
import org.nqueens.formulations.shared.OnePerRow;
import org.nqueens.problem.Scope;
import org.nqueens.solver.Descriptor;
import org.nqueens.solver.Task;

/**
 * What each CP-SAT formulation is, declared apart from its class: this class names no OR-Tools or protobuf
 * type, so the registry reads the declarations without loading the formulation classes (their fields and
 * supertypes name OR-Tools' types); a formulation is made on its first use.
 */
public final class CpSatDescriptors {

    /** {@link CpSatModel}. */
    public static final Descriptor MODEL = OnePerRow.integerModel("cpsat",
            "CP-SAT: AddAllDifferent on q[r], q[r] + r and q[r] - r; fixed search in a seeded row order on empty boards");

    /** The largest board {@link CpSatBooleanModel} poses: one Boolean a square (n = 1000 on the classic board). */
    static final long BOOLEAN_MAX_SQUARES = 1_000_000;

    /** {@link CpSatBooleanModel}. */
    public static final Descriptor BOOLEAN = Descriptor.of("cpsat-boolean",
            "CP-SAT, Boolean grid for every variant: a 0/1 variable a square, ExactlyOne a filled row and column,"
                + " AtMostOne a line and a jumping pair; CP-SAT's own search, cube and conquer on a hard board",
            EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.COUNT, Task.ENUMERATE, Task.MODEL))
            .taking(Scope.FAMILY)
            .limitedBy(FreeSquares.upTo(BOOLEAN_MAX_SQUARES));

    private CpSatDescriptors() {
    }
}
