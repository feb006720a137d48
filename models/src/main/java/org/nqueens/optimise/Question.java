package org.nqueens.optimise;

import java.util.Optional;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Problem;

/**
 * One optimisation question on a problem of the family. The problem gives the board (geometry,
 * torus, pawns, given pieces, blocked squares) and the piece; its number of pieces matters only
 * to {@link Objective#FEWEST_PAWNS}, which asks how few pawns let that many stand.
 *
 * @param objective what is optimised
 * @param problem   the board and the piece
 * @param partner   the second kind of piece of a mixed army; empty for every other objective
 */
public record Question(Objective objective, Problem problem, Optional<Piece> partner) {

    /** Validates that the partner is given exactly for a mixed army. */
    public Question {
        if (objective == null || problem == null || partner == null) {
            throw new IllegalArgumentException("A question needs its objective, its problem and its partner (maybe empty); one was null.");
        }
        if (objective == Objective.MIXED_ARMY && partner.isEmpty()) {
            throw new InvalidInputException("A mixed army needs a second kind of piece.");
        }
        if (objective != Objective.MIXED_ARMY && partner.isPresent()) {
            throw new InvalidInputException("A second kind of piece (" + partner.get().id()
                    + ") belongs only to a mixed army, not to " + objective.label() + ".");
        }
    }

    /** The question {@code objective} on {@code problem}, with no partner piece. */
    public static Question of(Objective objective, Problem problem) {
        return new Question(objective, problem, Optional.empty());
    }

    /** The mixed army of the problem's piece and {@code partner}. */
    public static Question mixedArmy(Problem problem, Piece partner) {
        return new Question(Objective.MIXED_ARMY, problem, Optional.of(partner));
    }
}
