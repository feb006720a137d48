package org.nqueens.problem;

import java.util.Optional;

/**
 * What the {@link Verifier} found wrong: the first pair of attacking queens, a queen on a blocked
 * square, or a given queen that a solution did not keep.
 *
 * @param kind what rule is broken
 * @param first the square at fault (the earlier queen of an attacking pair, or the given queen)
 * @param second the other queen of an attacking pair, or where the solution put the given queen's row's queen
 */
public record Violation(Kind kind, Square first, Optional<Square> second) {

    /** The rules a board or a solution can break. */
    public enum Kind {
        /** Two queens in one column. */
        SAME_COLUMN,
        /** Two queens on one diagonal rising to the right (row - column constant). */
        SAME_DIAGONAL,
        /** Two queens on one diagonal falling to the right (row + column constant). */
        SAME_ANTIDIAGONAL,
        /** A queen stands on a blocked square. */
        ON_BLOCKED_SQUARE,
        /** A solution does not keep a queen the board gave. */
        GIVEN_QUEEN_MOVED
    }

    /** Validates that the kinds about two squares carry both. */
    public Violation {
        if (kind == null || first == null || second == null) {
            throw new IllegalArgumentException("A violation needs a kind, a square and an optional second square; one was null.");
        }
        boolean pair = kind != Kind.ON_BLOCKED_SQUARE;
        if (pair != second.isPresent()) {
            throw new IllegalArgumentException("A violation of kind " + kind + (pair ? " needs" : " takes no") + " second square.");
        }
    }

    /** A violation about two squares. */
    static Violation pair(Kind kind, Square first, Square second) {
        return new Violation(kind, first, Optional.of(second));
    }

    /** A sentence naming the fault and its squares in the contract's coordinates. */
    public String describe() {
        Square other = second.orElse(null);
        return switch (kind) {
            case SAME_COLUMN -> "The queens at " + first + " and " + other + " share column " + first.column() + ".";
            case SAME_DIAGONAL -> "The queens at " + first + " and " + other + " share a diagonal.";
            case SAME_ANTIDIAGONAL -> "The queens at " + first + " and " + other + " share an anti-diagonal.";
            case ON_BLOCKED_SQUARE -> "The queen at " + first + " stands on a blocked square.";
            case GIVEN_QUEEN_MOVED -> "The queen given at " + first + " is not kept: the solution puts row " + first.row()
                    + "'s queen in column " + other.column() + ".";
        };
    }

    @Override
    public String toString() {
        return describe();
    }
}
