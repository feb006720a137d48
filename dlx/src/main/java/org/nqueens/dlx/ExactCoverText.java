package org.nqueens.dlx;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The plain text format of Knuth's exact-cover programs (DLX1, "Dancing Links", 2000; TAOCP 7.2.2.1):
 * a first line of item names, primary items first and {@code |} before the secondary ones, then one
 * option a line, its item names separated by spaces. Lines whose first character is {@code |} are
 * comments, and blank lines are skipped. Text with no item line at all is the empty problem.
 */
public final class ExactCoverText {

    private ExactCoverText() {
    }

    /**
     * Reads a problem.
     *
     * @throws ExactCoverFormatException naming the line of the first fault
     */
    public static ExactCover parse(String text) {
        return ExactCoverReader.read(text, null);
    }

    /**
     * Reads a problem from {@code reader} (which is not closed).
     *
     * @throws ExactCoverFormatException naming the line of the first fault
     * @throws UncheckedIOException if the reader fails
     */
    public static ExactCover read(Reader reader) {
        return read(reader, null);
    }

    /**
     * Reads a problem from {@code reader} (which is not closed); faults are reported with the name
     * {@code source} (a file name, say) before the line number, or without a name if it is null.
     *
     * @throws ExactCoverFormatException naming the source and the line of the first fault
     * @throws UncheckedIOException if the reader fails
     */
    public static ExactCover read(Reader reader, String source) {
        return ExactCoverReader.read(reader, source);
    }

    /** The problem as text: the item line, then one option a line. */
    public static String write(ExactCover problem) {
        StringBuilder text = new StringBuilder();
        write(problem, text);
        return text.toString();
    }

    /**
     * Writes the problem to {@code out}.
     *
     * @throws UncheckedIOException if {@code out} fails
     */
    public static void write(ExactCover problem, Appendable out) {
        List<String> primaries = new ArrayList<>();
        List<String> secondaries = new ArrayList<>();
        for (int item = 0; item < problem.itemCount(); item++) {
            (problem.isPrimary(item) ? primaries : secondaries).add(problem.itemName(item));
        }
        try {
            if (problem.itemCount() == 0) {
                return;
            }
            out.append(String.join(" ", primaries));
            if (!secondaries.isEmpty()) {
                out.append(" | ").append(String.join(" ", secondaries));
            }
            out.append('\n');
            StringBuilder line = new StringBuilder();
            for (int option = 0; option < problem.optionCount(); option++) {
                line.setLength(0);
                for (int item : problem.option(option)) {
                    if (line.length() > 0) {
                        line.append(' ');
                    }
                    line.append(problem.itemName(item));
                }
                out.append(line).append('\n');
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the exact cover problem.", e);
        }
    }
}
