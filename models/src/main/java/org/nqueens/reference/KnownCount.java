package org.nqueens.reference;

import java.util.OptionalLong;

/**
 * Published facts about n-queens on the empty board of size n.
 *
 * @param n the board size
 * @param solutions the number of solutions (OEIS A000170)
 * @param unique the number of solutions distinct up to the 8 symmetries of the square (OEIS A002562)
 * @param dfsPlacements queens placed by plain constrained depth-first search, where known ({@code n <= 19})
 * @param mirrorDfsPlacements the same with the first queen in the first half, where known ({@code n <= 19})
 */
public record KnownCount(int n, long solutions, long unique, OptionalLong dfsPlacements, OptionalLong mirrorDfsPlacements) {

    /** Validates the figures. */
    public KnownCount {
        if (n < 1 || solutions < 0 || unique < 0 || unique > solutions) {
            throw new IllegalArgumentException("The known count for n = " + n + " (" + solutions + " solutions, " + unique
                    + " unique) must have n >= 1 and 0 <= unique <= solutions.");
        }
    }
}
