package org.nqueens.cli;

import java.io.PrintStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.concurrent.atomic.AtomicReference;
import org.nqueens.solver.Progress;
import org.nqueens.solver.ProgressListener;

/**
 * Shows a long search's progress on standard error as one line, rewritten in place: the share of
 * the work done, the solutions found, the time taken and an estimate of the time left. Shown only
 * on an interactive terminal, not under {@code --quiet}, and only once the search has run for a
 * second. Remembers the last report, so that an interrupted count can say how much it covered.
 *
 * <p>The estimate is the time taken so far scaled by the share left, {@code elapsed * (1 - f) / f}:
 * honest for work split into many parts of similar cost, and not shown at all until a part in a
 * hundred is done, since an estimate from the first few parts says little.
 */
final class ProgressDisplay implements ProgressListener, AutoCloseable {

    private static final long SHOW_AFTER_NANOS = 1_000_000_000L;
    private static final long REDRAW_NANOS = 250_000_000L;
    private static final double ESTIMATE_FROM = 0.01;

    private final boolean shown;
    private final PrintStream terminal;
    private final String task;
    private final long startNanos = System.nanoTime();
    private final AtomicReference<Progress> last = new AtomicReference<>();
    private long drawnAt;
    private int drawnWidth;

    ProgressDisplay(boolean shown, PrintStream terminal, String task) {
        this.shown = shown;
        this.terminal = terminal;
        this.task = task;
    }

    /** A display for the real terminal: shown only when the process talks to one and {@code quiet} is off. */
    static ProgressDisplay forTerminal(String task, boolean quiet) {
        return new ProgressDisplay(!quiet && System.console() != null, System.err, task);
    }

    @Override
    public void report(Progress progress) {
        last.set(progress);
        long now = System.nanoTime();
        if (!shown || now - startNanos < SHOW_AFTER_NANOS) {
            return;
        }
        synchronized (this) {
            if (now - drawnAt < REDRAW_NANOS) {
                return;
            }
            drawnAt = now;
            String line = line(last.get(), now - startNanos);
            terminal.print("\r" + line + " ".repeat(Math.max(0, drawnWidth - line.length())));
            terminal.flush();
            drawnWidth = line.length();
        }
    }

    /** "count 18: 37.2% (1234 of 3310 parts), 12345 found, 0:42 taken, about 1:11 left". */
    String line(Progress progress, long elapsedNanos) {
        double fraction = progress.fraction();
        StringBuilder line = new StringBuilder(task).append(": ")
                .append(String.format("%.1f%% (%d of %d parts), %d found, %s taken", 100 * fraction, progress.partsDone(),
                        progress.parts(), progress.found(), clock(elapsedNanos)));
        if (fraction >= ESTIMATE_FROM && fraction < 1) {
            line.append(", about ").append(clock((long) (elapsedNanos * (1 - fraction) / fraction))).append(" left");
        } else if (fraction < 1) {
            line.append(", estimating the time left");
        }
        return line.toString();
    }

    /** A duration as m:ss, or h:mm:ss from an hour. */
    static String clock(long nanos) {
        long seconds = nanos / 1_000_000_000L;
        long hours = seconds / 3600;
        return hours > 0 ? String.format("%d:%02d:%02d", hours, seconds / 60 % 60, seconds % 60)
                : String.format("%d:%02d", seconds / 60, seconds % 60);
    }

    /** "covered 37% of the search", from the last report; empty when there was none. */
    String coverage() {
        Progress progress = last.get();
        if (progress == null) {
            return "";
        }
        // One decimal as %.1f rounds it (half up), without String.format: a count calls this even when it finished,
        // and the first %.1f of a run loads the locale's number symbols, milliseconds of a short command's start-up.
        String percent = new BigDecimal(Double.toString(100 * progress.fraction())).setScale(1, RoundingMode.HALF_UP).toPlainString();
        return "covered " + percent + "% of the search (" + progress.partsDone() + " of " + progress.parts() + " parts)";
    }

    /** Clears the line, so that the answer starts on a clean one. */
    @Override
    public synchronized void close() {
        if (drawnWidth > 0) {
            terminal.print("\r" + " ".repeat(drawnWidth) + "\r");
            terminal.flush();
            drawnWidth = 0;
        }
    }
}
