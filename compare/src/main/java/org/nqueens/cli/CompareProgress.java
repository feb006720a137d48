package org.nqueens.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Optional;
import org.nqueens.compare.Comparison;
import org.nqueens.compare.Question;

/**
 * What {@code compare} says on standard error while it runs. On a terminal, one line rewritten in place (the time
 * taken and the run at hand), with the findings (a wrong answer, a crash) printed above it as they come. Piped, a
 * line when a question starts and the findings, at most {@link #MAX_LINES} lines in all, so that a log of a run
 * stays short: the tables hold every finding anyway. Under {@code --quiet}, nothing.
 */
final class CompareProgress implements Comparison.Listener, AutoCloseable {

    /** The most lines a piped standard error gets from the progress. */
    static final int MAX_LINES = 40;
    /**
     * The findings printed: the rest of the lines are kept for the questions (at most seven), the line that says how
     * many findings were left out, and the command's own last lines (the report written, the verdict).
     */
    static final int MAX_FINDINGS = MAX_LINES - 10;

    private static final long REDRAW_NANOS = 100_000_000L;
    private static final int TERMINAL_WIDTH = 100;

    /** How the progress shows. */
    enum Mode {
        /** One line rewritten in place. */
        TERMINAL,
        /** A line a question and the findings, bounded. */
        PIPED,
        /** Nothing. */
        QUIET
    }

    private final Mode mode;
    private final PrintWriter err;
    private final long startNanos = System.nanoTime();
    private Optional<Question> current;
    private int findings;
    private int leftOut;
    private long drawnAt;
    private int drawnWidth;

    CompareProgress(Mode mode, PrintWriter err) {
        this.mode = mode;
        this.err = err;
    }

    /** The progress for this process: on its terminal when it has one, piped otherwise, nothing under {@code quiet}. */
    static CompareProgress of(boolean quiet, PrintWriter err) {
        return new CompareProgress(quiet ? Mode.QUIET : System.console() != null ? Mode.TERMINAL : Mode.PIPED, err);
    }

    @Override
    public synchronized void starting(Optional<Question> question, String run) {
        boolean changed = current == null || !current.equals(question);
        current = question;
        switch (mode) {
            case TERMINAL -> {
                long now = System.nanoTime();
                if (changed || now - drawnAt >= REDRAW_NANOS) {
                    drawnAt = now;
                    draw("compare " + ProgressDisplay.clock(now - startNanos) + "  " + run);
                }
            }
            case PIPED -> {
                if (changed) {
                    say("compare: " + question.map(q -> q.title().toLowerCase(Locale.ROOT) + "...").orElse("warming up...")
                            + " (" + ProgressDisplay.clock(System.nanoTime() - startNanos) + ")");
                }
            }
            case QUIET -> {
            }
        }
    }

    @Override
    public synchronized void found(String finding) {
        if (mode == Mode.QUIET) {
            return;
        }
        if (findings == MAX_FINDINGS) {
            leftOut++;
            return;
        }
        findings++;
        clear();
        say("compare: " + finding);
    }

    /** Clears the line on a terminal, and says how many findings were left out. */
    @Override
    public synchronized void close() {
        clear();
        if (leftOut > 0) {
            say("compare: " + leftOut + " more findings left out here; the tables show them.");
        }
    }

    private void say(String line) {
        err.println(line);
        err.flush();
    }

    private void draw(String line) {
        String shown = line.length() > TERMINAL_WIDTH - 1 ? line.substring(0, TERMINAL_WIDTH - 4) + "..." : line;
        err.print("\r" + shown + " ".repeat(Math.max(0, drawnWidth - shown.length())));
        err.flush();
        drawnWidth = shown.length();
    }

    private void clear() {
        if (drawnWidth > 0) {
            err.print("\r" + " ".repeat(drawnWidth) + "\r");
            err.flush();
            drawnWidth = 0;
        }
    }
}
