package org.nqueens.optimise;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What an optimiser reports: its best witness (if it found one), the bound it proved on the other
 * side (or, for a minimisation, that none exists: {@link #NONE_EXISTS}), the number of optimal witnesses when it counted them, and its own measures of work. It
 * never says "optimal" itself: the runner decides that from the witness and the bound.
 *
 * <p>The bound is on the question's value: for a maximisation, no witness has more than
 * {@code bound}; for a minimisation, none has fewer. A run that proves the best is {@code value}
 * reports {@code bound == value}.
 *
 * @param best  the best witness found
 * @param bound the proved bound
 * @param count how many optimal witnesses there are, when counted (only after the optimum is proved)
 * @param stats the method's measures of work, under the stable names of the solve output
 * @param boundReason one line saying where the bound comes from ("one queen a row", "search exhausted")
 */
public record Finding(Optional<Witness> best, int bound, OptionalLong count, Map<String, Long> stats, String boundReason) {

    /** Validates that nothing is missing and that a count is not negative. */
    public Finding {
        if (best == null || count == null || stats == null || boundReason == null) {
            throw new IllegalArgumentException("A finding needs its witness, count and stats (maybe empty) and the reason for its bound; one was null.");
        }
        if (bound < 0) {
            throw new IllegalArgumentException("The bound (" + bound + ") of a finding must not be negative.");
        }
        if (count.isPresent() && count.getAsLong() < 0) {
            throw new IllegalArgumentException("The count (" + count.getAsLong() + ") of a finding must not be negative.");
        }
        if (bound == NONE_EXISTS && best.isPresent()) {
            throw new IllegalArgumentException("A finding that proves no witness exists cannot hold one.");
        }
        stats = Map.copyOf(stats);
    }

    /**
     * The bound of a minimisation that proved no witness exists at all (no number of pieces or pawns
     * answers it): every value is impossible, so the lower bound is beyond every value.
     */
    public static final int NONE_EXISTS = Integer.MAX_VALUE;

    /** A finding of {@code best} with the bound it proved. */
    public static Finding of(Witness best, int bound, Map<String, Long> stats, String boundReason) {
        return new Finding(Optional.of(best), bound, OptionalLong.empty(), stats, boundReason);
    }

    /** The proof that no witness exists (a minimisation only: independence always has the empty one). */
    public static Finding noneExists(Map<String, Long> stats, String reason) {
        return new Finding(Optional.empty(), NONE_EXISTS, OptionalLong.empty(), stats, reason);
    }

    /** Whether this finding proves that no witness exists. */
    public boolean provesNoneExists() {
        return best.isEmpty() && bound == NONE_EXISTS;
    }

    /** This finding with the number of optimal witnesses. */
    public Finding withCount(long optimalWitnesses) {
        return new Finding(best, bound, OptionalLong.of(optimalWitnesses), stats, boundReason);
    }
}
