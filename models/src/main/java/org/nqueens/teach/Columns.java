package org.nqueens.teach;

/**
 * Text right-aligned in a column, as {@code %Ns} and {@code %Nd} write it, without {@link java.util.Formatter}: the
 * formatter's first use in a run loads the locale's number symbols and the CLDR provider's data (about 130 classes
 * outside the class-data archive at {@code trace 4}), and a locale's own digits could stand in for ASCII ones.
 */
final class Columns {

    private Columns() {
    }

    /** {@code text} right-aligned in {@code width} columns: spaces before it, none when it is as wide or wider. */
    static String right(String text, int width) {
        return text.length() >= width ? text : " ".repeat(width - text.length()) + text;
    }

    /** {@code number} right-aligned in {@code width} columns. */
    static String right(long number, int width) {
        return right(Long.toString(number), width);
    }
}
