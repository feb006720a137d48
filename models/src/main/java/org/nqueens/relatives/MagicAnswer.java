package org.nqueens.relatives;

import java.time.Duration;
import java.util.Optional;

/**
 * The answer to {@code magic N}: a magic square whose number classes are queens solutions, or none.
 *
 * @param n       the order
 * @param status  FOUND, NONE (the search ended without one) or UNKNOWN (a limit stopped it)
 * @param proved  whether NONE is proved (the search was exhaustive); true with FOUND
 * @param square  the square found, checked magic with queens classes
 * @param reason  how it was found, or why there is none, in one sentence
 * @param elapsed how long it took
 */
public record MagicAnswer(int n, Status status, boolean proved, Optional<MagicSquare> square, String reason, Duration elapsed) {

    /** Whether a square was found. */
    public enum Status {
        /** A magic square with queens classes, checked. */
        FOUND,
        /** None found; {@code proved} says whether none exists. */
        NONE,
        /** A limit stopped the search first. */
        UNKNOWN
    }

    /** Validates that a square comes with FOUND, and that it is magic with every class a queens solution. */
    public MagicAnswer {
        if (square.isPresent() != (status == Status.FOUND)) {
            throw new IllegalArgumentException("A magic answer has a square exactly when its status is FOUND, not " + status + ".");
        }
        if (status == Status.UNKNOWN && proved) {
            throw new IllegalArgumentException("An UNKNOWN magic answer proves nothing.");
        }
        square.ifPresent(found -> {
            if (found.notMagic().isPresent() || found.queensBlocks().size() != n || found.queensRemainders().size() != n) {
                throw new IllegalStateException("The square built for N = " + n + " fails its check: "
                        + found.notMagic().orElse("a number class is not a queens solution") + ".");
            }
        });
    }
}
