package org.nqueens.optimise;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.nqueens.solver.Stats;

/**
 * The answer to an optimisation question, as the runner decided it from an optimiser's finding:
 * {@link Status#OPTIMAL} only when the verified witness meets the proved bound.
 *
 * @param question    the question asked
 * @param solver      the id of the optimiser that answered
 * @param status      how far it got
 * @param value       the value of the witness; empty without one
 * @param bound       the proved bound on the other side ({@link Finding#NONE_EXISTS} when no witness exists)
 * @param witness     the best witness, checked by {@link WitnessCheck}; empty without one
 * @param count       how many optimal witnesses there are, when counted
 * @param stats       the optimiser's measures of work
 * @param elapsed     how long the run took
 * @param boundReason where the bound comes from
 */
public record Optimum(Question question, String solver, Status status, OptionalInt value, int bound, Optional<Witness> witness,
                      OptionalLong count, Stats stats, Duration elapsed, String boundReason) {

    /** Validates that the status agrees with the value and the bound. */
    public Optimum {
        if (question == null || solver == null || status == null || value == null || witness == null || count == null
                || stats == null || elapsed == null || boundReason == null) {
            throw new IllegalArgumentException("An optimum needs every field (value, witness and count maybe empty); one was null.");
        }
        if (value.isPresent() != witness.isPresent()) {
            throw new IllegalArgumentException("An optimum has a value exactly when it has a witness.");
        }
        boolean expected = switch (status) {
            case OPTIMAL -> value.isPresent() && value.getAsInt() == bound;
            case FEASIBLE -> value.isPresent() && value.getAsInt() != bound;
            case INFEASIBLE -> value.isEmpty() && bound == Finding.NONE_EXISTS;
            case UNKNOWN -> value.isEmpty() && bound != Finding.NONE_EXISTS;
        };
        if (!expected) {
            throw new IllegalArgumentException("The status " + status + " does not fit the value " + value + " and the bound " + bound + ".");
        }
        if (count.isPresent() && status != Status.OPTIMAL) {
            throw new IllegalArgumentException("Only a proved optimum has a count of optimal witnesses; this one is " + status + ".");
        }
    }

    /** Whether the bound is a real number (not the mark of a proof that no witness exists). */
    public boolean hasBound() {
        return bound != Finding.NONE_EXISTS;
    }
}
