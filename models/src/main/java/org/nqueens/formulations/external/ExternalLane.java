package org.nqueens.formulations.external;

import java.util.Optional;
import org.nqueens.solver.Formulation;

/**
 * A formulation answered by a program outside the JVM, which may be missing: its questions are then
 * refused with the reason, never failed.
 */
public interface ExternalLane extends Formulation {

    /** The program this lane runs, as looked for on the PATH: {@code minizinc}, {@code gprolog}. */
    String program();

    /** Why this lane cannot run here (its program is not on the PATH); empty when it can. */
    Optional<String> unavailable();

    /** One line for {@code nqueens solvers}: where the program was found, or why the lane is skipped. */
    default String availability() {
        return unavailable().map(reason -> "not available: " + reason).orElse("available: " + program() + " found on the PATH");
    }
}
