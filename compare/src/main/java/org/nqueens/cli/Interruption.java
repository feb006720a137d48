package org.nqueens.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.nqueens.solver.Cancellation;

/**
 * Ctrl-C during a long command: the JVM's shutdown hook cancels the command's search, then waits
 * (a few seconds at most) until the command has printed what it had, before the process ends.
 */
final class Interruption implements AutoCloseable {

    private static final long WAIT_SECONDS = 10;
    private static volatile boolean signalled;

    private final Thread hook;
    private final CountDownLatch finished = new CountDownLatch(1);

    private Interruption(Cancellation cancellation) {
        this.hook = new Thread(() -> {
            signalled = true;
            cancellation.cancel();
            try {
                finished.await(WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "nqueens-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Cancels {@code cancellation} on Ctrl-C until closed. */
    static Interruption cancelling(Cancellation cancellation) {
        return new Interruption(cancellation);
    }

    /** Whether the process is ending on a signal; then the exit status is the signal's, not the command's. */
    static boolean signalled() {
        return signalled;
    }

    /** The command has printed its result: lets the process end, or stops listening for Ctrl-C. */
    @Override
    public void close() {
        finished.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // The process is already ending on Ctrl-C; the hook has done its work.
        }
    }
}
