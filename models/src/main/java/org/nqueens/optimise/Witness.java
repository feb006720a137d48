package org.nqueens.optimise;

import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;
import org.nqueens.problem.Square;
import org.nqueens.problem.Placement;

/**
 * What an optimum stands on: the pieces, the pawns of the board they stand on (the problem's own,
 * and for {@link Objective#FEWEST_PAWNS} the ones chosen), and for a mixed army the partner pieces.
 *
 * @param pieces   the pieces of the problem's kind
 * @param pawns    every pawn of the board
 * @param partners the partner pieces of a mixed army; empty otherwise
 */
public record Witness(Placement pieces, Set<Square> pawns, Placement partners) {

    /** Validates that nothing is missing and that no square holds two things. */
    public Witness {
        if (pieces == null || pawns == null || partners == null) {
            throw new IllegalArgumentException("A witness needs its pieces, pawns and partners (maybe empty); one was null.");
        }
        pawns = Collections.unmodifiableSet(new TreeSet<>(pawns));
        for (Square square : pieces.squares()) {
            if (pawns.contains(square) || partners.squares().contains(square)) {
                throw new IllegalArgumentException("The square " + square + " of a witness holds a piece and something else.");
            }
        }
        for (Square square : partners.squares()) {
            if (pawns.contains(square)) {
                throw new IllegalArgumentException("The square " + square + " of a witness holds a partner piece and a pawn.");
            }
        }
    }

    /** The pieces on {@code pieces}, among the given pawns, with no partners. */
    public static Witness of(Placement pieces, Set<Square> pawns) {
        return new Witness(pieces, pawns, Placement.of(Set.of()));
    }
}
