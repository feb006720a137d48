package org.nqueens.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.nqueens.board.Board;
import org.nqueens.board.Solution;
import org.nqueens.board.Square;

/**
 * The compact board string: n tokens separated by white space, token r the column of row r's
 * queen or {@code .} for a row without one. {@code "1 5 8 6 3 7 2 4"} is a solution of n = 8,
 * {@code "3 . . 5 . . . ."} a partial board of n = 8.
 */
public final class CompactBoard {

    private CompactBoard() {
    }

    /** Parses a compact board string; {@code source} names it in messages ("--board"). */
    public static Board parse(String text, String source) {
        String trimmed = text.strip();
        if (trimmed.isEmpty()) {
            throw new BoardFormatException(source, "the board is empty; give n tokens, each the column of that row's queen or '.'");
        }
        String[] tokens = trimmed.split("\\s+");
        int n = tokens.length;
        List<Square> queens = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String token = tokens[i];
            if (token.equals(".")) {
                continue;
            }
            int column = parseColumn(token, n);
            if (column < 1) {
                throw new BoardFormatException(source + ", token " + (i + 1),
                        "'" + abbreviate(token) + "' must be a column from 1 to " + n + " or '.' (the board has " + n + " tokens, so n = " + n + ")");
            }
            queens.add(new Square(i + 1, column));
        }
        return Board.of(n, queens, List.of());
    }

    private static int parseColumn(String token, int n) {
        if (token.isEmpty() || token.length() > 10) {
            return -1;
        }
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
        }
        long value = Long.parseLong(token);
        return value >= 1 && value <= n ? (int) value : -1;
    }

    private static String abbreviate(String token) {
        return token.length() <= 20 ? token : token.substring(0, 17) + "...";
    }

    /** The compact string of a (possibly partial) board's queens. */
    public static String format(Board board) {
        StringBuilder text = new StringBuilder(board.n() * 3);
        for (int row = 1; row <= board.n(); row++) {
            if (row > 1) {
                text.append(' ');
            }
            var column = board.queenColumn(row);
            if (column.isPresent()) {
                text.append(column.getAsInt());
            } else {
                text.append('.');
            }
        }
        return text.toString();
    }

    /** Writes the compact string of a solution to {@code out} without building it in memory. */
    public static void write(Solution solution, Appendable out) {
        try {
            for (int row = 1; row <= solution.n(); row++) {
                if (row > 1) {
                    out.append(' ');
                }
                out.append(Integer.toString(solution.column(row)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
