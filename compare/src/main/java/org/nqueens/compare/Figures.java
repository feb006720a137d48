package org.nqueens.compare;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;

/** How the tables write times and amounts of work: short, with units, the same in every format (and in the charts of the command line). */
public final class Figures {

    private Figures() {
    }

    /** A duration with three significant figures: {@code 0.042 ms}, {@code 12.3 ms}, {@code 3.00 s}. */
    static String duration(Duration duration) {
        double millis = duration.toNanos() / 1e6;
        if (millis >= 1000) {
            return significant(millis / 1000) + " s";
        }
        return significant(millis) + " ms";
    }

    /** The answer of a cell as the tables show it: {@code 92}, {@code SAT}, {@code -} when not asked, {@code TIMEOUT}, {@code CRASH}... */
    static String answer(Cell cell) {
        return cell.answer().shown();
    }

    /** The verdict of a row as the tables show it. */
    static String verdict(Verdict verdict) {
        return switch (verdict) {
            case AGREE -> "ok";
            case DISAGREE -> "DISAGREE";
            case NO_ANSWER -> "no answer";
        };
    }

    /** The wall time of a cell, or empty text when it was not run. */
    static String wall(Cell cell) {
        return cell.wall().map(Figures::duration).orElse("");
    }

    /** The main measure of work of a cell, abbreviated: {@code 1.97k placements}; empty when there is none. */
    static String work(Cell cell) {
        Optional<String> name = cell.workName();
        return name.map(key -> amount(cell.stats().values().get(key)) + " " + key).orElse("");
    }

    /** Every measure of work, exactly: {@code placements=1965;nodes=12}. */
    static String allWork(Cell cell) {
        StringBuilder text = new StringBuilder();
        cell.stats().values().forEach((key, value) -> text.append(text.length() == 0 ? "" : ";").append(key).append('=').append(value));
        return text.toString();
    }

    /** Milliseconds with microsecond precision, for CSV and JSON. */
    static double millis(Duration duration) {
        return Math.round(duration.toNanos() / 1e3) / 1e3;
    }

    /** A count shortened with k, M, G above ten thousand: {@code 9999}, {@code 52.9k}, {@code 2.69M}. */
    public static String amount(long value) {
        if (value < 10_000) {
            return Long.toString(value);
        }
        String[] units = {"k", "M", "G", "T", "P"};
        double scaled = value;
        int unit = -1;
        while (scaled >= 1000 && unit < units.length - 1) {
            scaled /= 1000;
            unit++;
        }
        return significant(scaled) + units[unit];
    }

    private static String significant(double value) {
        if (value >= 100) {
            return String.format(Locale.ROOT, "%.0f", value);
        }
        if (value >= 10) {
            return String.format(Locale.ROOT, "%.1f", value);
        }
        if (value >= 1) {
            return String.format(Locale.ROOT, "%.2f", value);
        }
        return String.format(Locale.ROOT, "%.3f", value);
    }
}
