package org.nqueens.io;

import java.util.HashSet;
import java.util.Set;
import org.nqueens.problem.Square;
import org.nqueens.problem.Coordinates;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;

/**
 * Draws a problem of the family, with the pieces of an answer, as a chessboard is drawn: the top
 * row first, row numbers on the left and column letters underneath. A piece is its letter
 * ({@code Q} queen, {@code R} rook, {@code B} bishop, {@code N} knight, {@code K} king, {@code A}
 * super-queen, the amazon), {@code P} a pawn, {@code x} a blocked square, {@code .} a free one.
 * Boards with more than {@link BoardDrawing#MAX_SIZE} rows or columns are not drawn. A box of
 * layers (the cube) is drawn layer after layer, layer 1 first, each headed {@code z = 1} and drawn
 * as a flat board with the x numbers (columns) under it, a blank line between: as grid files hold it.
 */
public final class ProblemDrawing {

    private ProblemDrawing() {
    }

    /** Whether the board of {@code problem} is small enough to draw. */
    public static boolean canDraw(Problem problem) {
        return BoardDrawing.canDraw(problem.rows()) && BoardDrawing.canDraw(problem.columns())
                && BoardDrawing.canDraw(problem.geometry().layers());
    }

    /** The letter of {@code piece} in drawings and grid files. */
    public static char letter(Piece piece) {
        return switch (piece) {
            case QUEEN -> 'Q';
            case ROOK -> 'R';
            case BISHOP -> 'B';
            case KNIGHT -> 'N';
            case KING -> 'K';
            case SUPER_QUEEN -> 'A';
        };
    }

    /** The drawing of {@code problem} with the pieces of {@code placement} (the given ones when it is null), lines ending in a newline. */
    public static String draw(Problem problem, Placement placement) {
        if (!canDraw(problem)) {
            throw new IllegalArgumentException("A board of " + problem.geometry() + " is too large to draw (at most "
                    + BoardDrawing.MAX_SIZE + " rows and columns); use the compact format.");
        }
        Set<Square> pieces = new HashSet<>(placement == null ? problem.given() : placement.squares());
        char piece = letter(problem.piece());
        int rows = problem.rows();
        int columns = problem.columns();
        int labelWidth = Integer.toString(rows).length();
        int layers = problem.geometry().layers();
        StringBuilder text = new StringBuilder((columns * 2 + labelWidth + 2) * (rows + 3) * layers);
        for (int layer = 1; layer <= layers; layer++) {
            if (layers > 1) {
                text.append(layer > 1 ? "\n" : "").append("z = ").append(layer).append('\n');
            }
            for (int row = rows; row >= 1; row--) {
                text.append(Columns.right(row, labelWidth));
                for (int column = 1; column <= columns; column++) {
                    Square square = new Square(row, column, layer);
                    char mark = pieces.contains(square) ? piece
                            : problem.pawns().contains(square) ? 'P'
                            : problem.blocked().contains(square) ? 'x' : '.';
                    text.append(' ').append(mark);
                }
                text.append('\n');
            }
            if (layers > 1 && columns <= 9) {
                text.append(" ".repeat(labelWidth));
                for (int column = 1; column <= columns; column++) {
                    text.append(' ').append(column);
                }
                text.append('\n');
            }
        }
        if (layers == 1 && columns <= 26) {
            text.append(" ".repeat(labelWidth));
            for (int column = 1; column <= columns; column++) {
                text.append(' ').append(Coordinates.columnName(column));
            }
            text.append('\n');
        }
        return text.toString();
    }
}
