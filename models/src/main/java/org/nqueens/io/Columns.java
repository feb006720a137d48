package org.nqueens.io;

/**
 * Text right-aligned in a column (a board's row labels, a table's numbers), as {@code %Ns} and {@code %Nd} write it,
 * without {@link java.util.Formatter}: the formatter's first use in a run loads the locale's number symbols and the
 * CLDR provider's data (about 70 classes outside the class-data archive at {@code trace 4}, a sixth of its start), and
 * a locale's own digits could stand in for ASCII ones.
 */
public final class Columns {

    private Columns() {
    }

    /** {@code text} right-aligned in {@code width} columns: spaces before it, none when it is as wide or wider. */
    public static String right(String text, int width) {
        return text.length() >= width ? text : " ".repeat(width - text.length()) + text;
    }

    /** {@code number} right-aligned in {@code width} columns. */
    public static String right(long number, int width) {
        return right(Long.toString(number), width);
    }
}
