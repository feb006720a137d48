package org.nqueens.cli;

import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicReference;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.nqueens.solver.Progress;
import org.nqueens.solver.ProgressListener;

/**
 * Shows a long search's progress on standard error: a bar of units done (estimated work, so the
 * estimate of the rest weighs a long part as long), elapsed time and an estimate of the rest,
 * shown only on an interactive terminal and only once the search has run for a second. Remembers the last report, so an interrupted count can say how much it covered.
 */
final class ProgressDisplay implements ProgressListener, AutoCloseable {

    private static final long SHOW_AFTER_NANOS = 1_000_000_000L;

    private final boolean interactive;
    private final PrintStream terminal;
    private final String task;
    private final long startNanos = System.nanoTime();
    private final AtomicReference<Progress> last = new AtomicReference<>();
    private ProgressBar bar;

    ProgressDisplay(boolean interactive, PrintStream terminal, String task) {
        this.interactive = interactive;
        this.terminal = terminal;
        this.task = task;
    }

    /** A display for the real terminal: shown only when the process talks to one. */
    static ProgressDisplay forTerminal(String task) {
        return new ProgressDisplay(System.console() != null, System.err, task);
    }

    @Override
    public void report(Progress progress) {
        last.set(progress);
        if (!interactive || System.nanoTime() - startNanos < SHOW_AFTER_NANOS) {
            return;
        }
        synchronized (this) {
            if (bar == null) {
                bar = new ProgressBarBuilder()
                        .setTaskName(task)
                        .setInitialMax(progress.total())
                        .setStyle(ProgressBarStyle.ASCII)
                        .setConsumer(new ConsoleProgressBarConsumer(terminal))
                        .setUpdateIntervalMillis(250)
                        .build();
            }
            bar.maxHint(progress.total());
            bar.stepTo(progress.done());
            bar.setExtraMessage(progress.found() + " found");
        }
    }

    /** "covered 37% of the search", from the last report; empty when there was none. */
    String coverage() {
        Progress progress = last.get();
        return progress == null ? "" : String.format("covered %.1f%% of the search (%d of %d parts)",
                100 * progress.fraction(), progress.partsDone(), progress.parts());
    }

    @Override
    public synchronized void close() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }
}
