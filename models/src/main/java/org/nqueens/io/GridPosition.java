package org.nqueens.io;

import java.util.List;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Square;

/**
 * A position of the problem family as a grid file draws it: R lines of C squares, a piece letter
 * ({@code Q R B N K A}) a piece, {@code P} a pawn, {@code x} a blocked square, {@code .} a free one;
 * the first line is row R. Unlike a classic {@link Problem} it may hold several pieces a row (pawns between
 * them) and need not be square. A box of layers (the cube) is drawn layer after layer, layer 1
 * first, a blank line between.
 *
 * @param rows the number of lines (of a layer)
 * @param columns the number of squares a line
 * @param layers the number of layers (1 for a flat grid)
 * @param pieces the pieces, in reading order
 * @param blocked the blocked squares
 * @param pawns the pawns
 */
public record GridPosition(int rows, int columns, int layers, List<Square> pieces, List<Square> blocked, List<Square> pawns) {

    /** Copies the lists. */
    public GridPosition {
        pieces = List.copyOf(pieces);
        blocked = List.copyOf(blocked);
        pawns = List.copyOf(pawns);
    }

    /** The position of a flat grid. */
    public GridPosition(int rows, int columns, List<Square> pieces, List<Square> blocked, List<Square> pawns) {
        this(rows, columns, 1, pieces, blocked, pawns);
    }

    /** The position of a board: its queens and blocked squares, no pawns. */
    public static GridPosition of(Problem problem) {
        return new GridPosition(problem.rows(), problem.columns(), problem.geometry().layers(), List.copyOf(problem.given()), List.copyOf(problem.blocked()),
                List.copyOf(problem.pawns()));
    }
}
