package org.nqueens.cli;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Quote;

/**
 * The one reader of the numbers users type: board sizes ({@code 8}, {@code 1_000_000}), ranges of
 * sizes ({@code 1..10}, or one size) and durations ({@code 10s}, {@code 500ms}, {@code 2m},
 * {@code 1h}; a bare number is seconds). Every fault is an {@link InvalidInputException} that names
 * the option and the rule.
 */
final class Quantities {

    private static final Pattern WHOLE = Pattern.compile("\\d[\\d_]*");
    private static final Pattern RANGE = Pattern.compile("([^.]+)\\.\\.([^.]+)");
    private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)?");
    /** Ten thousand days, the longest limit the messages name. */
    private static final double MAX_MILLIS = 10_000 * 86_400_000.0;

    private Quantities() {
    }

    /** A whole number from {@code least} to {@code most}; {@code what} names it: "the board size N". */
    static long whole(String text, String what, long least, long most) {
        String digits = text.strip();
        if (!WHOLE.matcher(digits).matches()) {
            throw new InvalidInputException(capitalised(what) + " " + Quote.of(text) + " must be a whole number from " + least + " to " + most + ".");
        }
        String plain = digits.replace("_", "");
        long value;
        try {
            value = Long.parseLong(plain);
        } catch (NumberFormatException tooLong) {
            value = Long.MAX_VALUE;
        }
        if (value < least || value > most) {
            throw new InvalidInputException(capitalised(what) + " (" + plain + ") must lie between " + least + " and " + most + ".");
        }
        return value;
    }

    /** A board size: a whole number from 1 to the largest int. */
    static int size(String text, String what) {
        return (int) whole(text, what, 1, Integer.MAX_VALUE);
    }

    /** A range of sizes {@code FROM..TO}, or one size; both ends at least {@code least}. */
    static SizeRange range(String text, String what, int least) {
        Matcher matcher = RANGE.matcher(text.strip());
        if (matcher.matches()) {
            int from = (int) whole(matcher.group(1), "the first size of " + what, least, Integer.MAX_VALUE);
            int to = (int) whole(matcher.group(2), "the last size of " + what, least, Integer.MAX_VALUE);
            if (to < from) {
                throw new InvalidInputException(capitalised(what) + " " + Quote.of(text) + " runs backwards; write FROM..TO with FROM at most TO.");
            }
            return new SizeRange(from, to);
        }
        if (text.contains("..") || !WHOLE.matcher(text.strip()).matches()) {
            throw new InvalidInputException(capitalised(what) + " " + Quote.of(text) + " must be a range FROM..TO such as 1..10, or one size such as 8.");
        }
        int size = (int) whole(text, what, least, Integer.MAX_VALUE);
        return new SizeRange(size, size);
    }

    /** A duration: {@code 10s}, {@code 500ms}, {@code 2m}, {@code 1h}, or a bare number of seconds. */
    static Duration duration(String text, String what) {
        Matcher matcher = DURATION.matcher(text.strip());
        if (!matcher.matches()) {
            throw new InvalidInputException(capitalised(what) + " " + Quote.of(text) + " is not a duration; write it as 10s, 500ms, 2m or 1h"
                    + " (a bare number is seconds).");
        }
        double amount = Double.parseDouble(matcher.group(1));
        String unit = matcher.group(2) == null ? "s" : matcher.group(2);
        double millis = switch (unit) {
            case "ms" -> amount;
            case "m" -> amount * 60_000;
            case "h" -> amount * 3_600_000;
            default -> amount * 1000;
        };
        if (millis < 1 || millis > MAX_MILLIS) {
            throw new InvalidInputException(capitalised(what) + " " + Quote.of(text) + " must lie between 1ms and 10000 days.");
        }
        return Duration.ofMillis(Math.round(millis));
    }

    private static String capitalised(String what) {
        return Character.toUpperCase(what.charAt(0)) + what.substring(1);
    }

    /** Sizes from {@code from} to {@code to}, both included. */
    record SizeRange(int from, int to) {
    }
}
