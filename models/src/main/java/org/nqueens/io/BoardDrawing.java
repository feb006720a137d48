package org.nqueens.io;

import org.nqueens.problem.Problem;
import org.nqueens.problem.Solution;

/**
 * Draws a board as a chessboard is drawn: row n at the top, row 1 at the bottom, row numbers on
 * the left and, where n &lt;= 26, column letters a.. underneath. {@code Q} is a queen, {@code x} a
 * blocked square, {@code .} a free one. Boards wider than {@link #MAX_SIZE} are not drawn.
 */
public final class BoardDrawing {

    /** The largest board drawn; larger ones are shown as the compact string. */
    public static final int MAX_SIZE = 64;

    private BoardDrawing() {
    }

    /** Whether a board of size {@code n} is small enough to draw. */
    public static boolean canDraw(int n) {
        return n <= MAX_SIZE;
    }

    /** The drawing of {@code solution}'s queens, lines ending in a newline. */
    public static String draw(Solution solution) {
        return draw(Problem.of(solution));
    }

    /** The drawing of the classic problem {@code problem}: its given queens and blocked squares, lines ending in a newline. */
    public static String draw(Problem problem) {
        int n = problem.rows();
        if (!canDraw(n)) {
            throw new IllegalArgumentException("A board of size " + n + " is too large to draw (at most " + MAX_SIZE
                    + " columns); use the compact format.");
        }
        int labelWidth = Integer.toString(n).length();
        StringBuilder text = new StringBuilder((n * 2 + labelWidth + 2) * (n + 1));
        for (int row = n; row >= 1; row--) {
            text.append(Columns.right(row, labelWidth));
            int queen = problem.givenColumn(row).orElse(0);
            for (int column = 1; column <= n; column++) {
                char square = column == queen ? 'Q' : problem.isBlocked(row, column) ? 'x' : '.';
                text.append(' ').append(square);
            }
            text.append('\n');
        }
        if (n <= 26) {
            text.append(" ".repeat(labelWidth));
            for (int column = 0; column < n; column++) {
                text.append(' ').append((char) ('a' + column));
            }
            text.append('\n');
        }
        return text.toString();
    }
}
