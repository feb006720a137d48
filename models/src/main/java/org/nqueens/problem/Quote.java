package org.nqueens.problem;

/**
 * A value the user gave, as a message shows it: in single quotes, its control characters escaped
 * ({@code \\u001b}, so that an escape sequence in an item name or a board token cannot drive the
 * terminal), and cut to a short prefix ({@link #PREFIX} characters, then "...", so that a 5 MB name
 * makes a short line, not a 10 MB one). Every message that quotes an input quotes it through
 * {@link #of}; {@link #line} makes the same promise for a whole message, for the texts composed where
 * this class cannot be seen (the dlx module, picocli).
 */
public final class Quote {

    /** How many characters of a value a message shows. */
    public static final int PREFIX = 60;
    /** How long a word of a whole message may be: longer than any path or rule worth reading, far shorter than an abuse. */
    static final int LONGEST_WORD = 200;

    private Quote() {
    }

    /**
     * {@code value} in single quotes, escaped and cut to {@link #PREFIX} characters: {@code 'dlx'}, {@code 'a\\u001b[31m'};
     * {@code 'null'} for none, so that the message refusing a missing value is still a message.
     */
    public static String of(String value) {
        return "'" + shown(String.valueOf(value), PREFIX) + "'";
    }

    /** {@link #of(String)} of the value's text (a number, a path, a character). */
    public static String of(Object value) {
        return of(String.valueOf(value));
    }

    /**
     * A whole message made safe to print: its control characters escaped and each word (a run of
     * characters without white space) longer than {@link #LONGEST_WORD} cut, the rest kept.
     */
    public static String line(String message) {
        StringBuilder safe = new StringBuilder();
        int start = 0;
        int length = message.length();
        while (start < length) {
            int end = start;
            boolean space = message.charAt(start) == ' ';
            while (end < length && (message.charAt(end) == ' ') == space) {
                end++;
            }
            safe.append(shown(message.substring(start, end), LONGEST_WORD));
            start = end;
        }
        return safe.toString();
    }

    /** The first {@code limit} code points of {@code text}, control characters escaped, "..." where some were left off. */
    private static String shown(String text, int limit) {
        StringBuilder shown = new StringBuilder();
        int count = 0;
        for (int i = 0; i < text.length(); i += Character.charCount(text.codePointAt(i))) {
            if (count == limit) {
                return shown.append("...").toString();
            }
            int c = text.codePointAt(i);
            if (unprintable(c)) {
                shown.append(String.format("\\u%04x", c));
            } else {
                shown.appendCodePoint(c);
            }
            count++;
        }
        return shown.toString();
    }

    /** Control characters (C0, DEL, C1), format characters (bidirectional overrides, zero widths) and line separators. */
    private static boolean unprintable(int c) {
        int type = Character.getType(c);
        return Character.isISOControl(c) || type == Character.FORMAT || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR || type == Character.SURROGATE || type == Character.PRIVATE_USE;
    }
}
