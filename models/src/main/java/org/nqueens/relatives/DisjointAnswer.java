package org.nqueens.relatives;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.nqueens.problem.Solution;
import org.nqueens.solver.Stats;

/**
 * The answer to the disjoint question for one board: the disjoint solutions found (checked by
 * {@link DisjointCheck}), the bound proved on their number, and who answered. Asked for a Latin
 * square, the question is whether n of them exist.
 *
 * @param n       the board size
 * @param latin   whether the question was the Latin one (n disjoint solutions, or a proof there are none)
 * @param sets    the disjoint solutions found
 * @param bound   the proved upper bound on the number of disjoint solutions
 * @param solver  the id of the packer, or {@code construction} for the modular square
 * @param elapsed how long it took, the listing of the solutions included
 * @param stats   the packer's measures of work
 * @param reason  where the answer comes from, in one sentence
 */
public record DisjointAnswer(int n, boolean latin, List<Solution> sets, int bound, String solver, Duration elapsed, Stats stats,
                             String reason) {

    /** How far the maximisation got. */
    public enum Status {
        /** The sets found are proved the most there are. */
        OPTIMAL,
        /** A limit stopped the proof: the bound lies above the sets found. */
        FEASIBLE,
        /** A limit stopped the search before it found a first set. */
        UNKNOWN
    }

    /** Validates the witness against the bound and with {@link DisjointCheck}. */
    public DisjointAnswer {
        sets = List.copyOf(sets);
        if (bound < sets.size() || bound > n) {
            throw new IllegalArgumentException("The bound (" + bound + ") must lie between the " + sets.size() + " sets found and n = " + n + ".");
        }
        Optional<String> fault = DisjointCheck.fault(n, sets);
        if (fault.isPresent()) {
            throw new IllegalStateException("The packer " + solver + " returned a witness that fails the check: " + fault.get());
        }
    }

    /** The number of disjoint solutions found. */
    public int value() {
        return sets.size();
    }

    /** OPTIMAL when the sets meet the bound, FEASIBLE when they do not, UNKNOWN when none was found and none is proved. */
    public Status status() {
        return bound == sets.size() ? Status.OPTIMAL : sets.isEmpty() ? Status.UNKNOWN : Status.FEASIBLE;
    }

    /** For the Latin question: whether n disjoint solutions exist; empty when the search stopped before it knew. */
    public Optional<Boolean> exists() {
        return sets.size() == n ? Optional.of(true) : bound < n ? Optional.of(false) : Optional.empty();
    }
}
