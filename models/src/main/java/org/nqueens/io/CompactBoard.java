package org.nqueens.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Solution;

/**
 * The compact board string: n tokens separated by white space, token r the column of row r's
 * queen or {@code .} for a row without one. {@code "1 5 8 6 3 7 2 4"} is a solution of n = 8,
 * {@code "3 . . 5 . . . ."} a partial board of n = 8.
 */
public final class CompactBoard {

    private CompactBoard() {
    }

    /**
     * Whether {@code text} reads as a compact board: only digits, dots and white space, and either a
     * digit or one line of two or more tokens (a grid has no digits, and a grid of dots has n lines;
     * a parameter file has letters). A board of dots alone, {@code ". . . ."}, is compact.
     */
    public static boolean looksLike(CharSequence text) {
        boolean digit = false;
        int lines = 0;
        int tokens = 0;
        boolean lineHasToken = false;
        boolean inToken = false;
        for (int at = 0; at < text.length(); at++) {
            char c = text.charAt(at);
            if (c == '\n' || c == '\r') {
                lineHasToken = false;
                inToken = false;
            } else if (Character.isWhitespace(c)) {
                inToken = false;
            } else if ((c >= '0' && c <= '9') || c == '.') {
                digit |= c != '.';
                if (!lineHasToken) {
                    lines++;
                }
                if (!inToken) {
                    tokens++;
                }
                lineHasToken = true;
                inToken = true;
            } else {
                return false;
            }
        }
        return digit || (lines == 1 && tokens > 1);
    }

    /**
     * Parses a compact board string; {@code source} names it in messages ("--board"). One pass to
     * count the tokens and one to read them, in O(n) time with one int a row: a million queens
     * cost no object each.
     */
    public static Problem parse(CharSequence text, String source) {
        int n = countTokens(text);
        if (n == 0) {
            throw new BoardFormatException(source, "the board is empty; give n tokens, each the column of that row's queen or '.'");
        }
        int[] columns = new int[n];
        int length = text.length();
        int token = 0;
        for (int at = 0; at < length; ) {
            if (Character.isWhitespace(text.charAt(at))) {
                at++;
                continue;
            }
            int end = at;
            while (end < length && !Character.isWhitespace(text.charAt(end))) {
                end++;
            }
            if (end - at != 1 || text.charAt(at) != '.') {
                int column = parseColumn(text, at, end, n);
                if (column < 1) {
                    throw new BoardFormatException(source + ", token " + (token + 1), Quote.of(text.subSequence(at, end).toString())
                            + " must be a column from 1 to " + n + " or '.' (the board has " + n + " tokens, so n = " + n + ")");
                }
                columns[token] = column;
            }
            token++;
            at = end;
        }
        return Problem.ofColumns(columns);
    }

    private static int countTokens(CharSequence text) {
        int count = 0;
        boolean inToken = false;
        for (int at = 0; at < text.length(); at++) {
            boolean space = Character.isWhitespace(text.charAt(at));
            if (!space && !inToken) {
                count++;
            }
            inToken = !space;
        }
        return count;
    }

    /** The column written in {@code text[from, to)}, or -1 unless it is a number from 1 to n. */
    private static int parseColumn(CharSequence text, int from, int to, int n) {
        if (to - from > 10) {
            return -1;
        }
        long value = 0;
        for (int at = from; at < to; at++) {
            char c = text.charAt(at);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value >= 1 && value <= n ? (int) value : -1;
    }

    /** The compact string of the given queens of a classic problem (a partial board, or a full one). */
    public static String format(Problem problem) {
        int n = problem.rows();
        StringBuilder text = new StringBuilder(n * 3);
        for (int row = 1; row <= n; row++) {
            if (row > 1) {
                text.append(' ');
            }
            var column = problem.givenColumn(row);
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
