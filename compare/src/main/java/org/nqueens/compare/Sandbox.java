package org.nqueens.compare;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.SolverUnavailableException;

/**
 * Runs one call of a formulation on a thread of its own and waits for it at most its time limit
 * plus a grace period, so that a formulation that crashes, overruns or never returns cannot stop
 * the comparison.
 *
 * <p>This is the one place in the toolkit where a formulation's failure of any kind is caught and
 * not passed on: the harness exists to report broken formulations, so an exception thrown by one
 * (which {@link FutureTask} hands over wrapped in an {@link ExecutionException}) becomes the text
 * of its cell, and the comparison goes on with the others. A call that does not return in time is
 * cancelled and interrupted; its thread, a daemon, is then left behind, because Java cannot stop a
 * thread that ignores both.
 *
 * <p>The wall time is measured on the calling thread around the call itself, so that starting the
 * thread and waking the waiter do not count. Besides it, it measures CPU time, which a loaded machine
 * disturbs less: of the calling thread ({@link ThreadMXBean}) when a run has one thread, or of the whole
 * process when it has several ({@link CpuClock#PROCESS}), so that the work of the threads a formulation
 * spawns (its own, or CP-SAT's native workers) is counted too, with the JVM's own (its compiler and
 * collector) beside it. The comparison runs one call at a time, so the process's time is the call's.
 */
final class Sandbox {

    /** Threads get a large stack, so that a deeply recursive search fails on its merits, not on the default stack size. */
    private static final long STACK_BYTES = 256L * 1024 * 1024;
    private static final Duration MIN_GRACE = Duration.ofSeconds(1);

    private Sandbox() {
    }

    /** The grace a run with {@code limit} gets beyond it before the harness stops waiting: a quarter of it, at least a second. */
    static Duration grace(Duration limit) {
        Duration quarter = limit.dividedBy(4);
        return quarter.compareTo(MIN_GRACE) > 0 ? quarter : MIN_GRACE;
    }

    /** Whose CPU time a run's time is. */
    enum CpuClock {
        /** The thread that calls the formulation: a run on one thread. */
        CALLING_THREAD,
        /** The whole process: a run on several threads. */
        PROCESS;

        /** The clock of a run on {@code threads} threads. */
        static CpuClock forThreads(int threads) {
            return threads > 1 ? PROCESS : CALLING_THREAD;
        }

        /** This clock's time in nanoseconds, or -1 where the JVM cannot measure it. */
        long nanos() {
            if (this == PROCESS) {
                return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean system
                        ? system.getProcessCpuTime() : -1;
            }
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : -1;
        }
    }

    /**
     * Calls {@code call} on a fresh daemon thread named after {@code name}; waits at most {@code limit} and its
     * grace, then requests {@code cancellation} and interrupts the thread. Its CPU time is read on {@code clock}.
     */
    static <T> Attempt<T> run(String name, Duration limit, Cancellation cancellation, CpuClock clock, Callable<T> call) {
        AtomicLong cpuNanos = new AtomicLong(-1);
        AtomicLong wallNanos = new AtomicLong(-1);
        FutureTask<T> task = new FutureTask<>(() -> {
            long cpuStart = clock.nanos();
            long wallStart = System.nanoTime();
            try {
                return call.call();
            } finally {
                wallNanos.set(System.nanoTime() - wallStart);
                long cpuEnd = clock.nanos();
                if (cpuStart >= 0 && cpuEnd >= cpuStart) {
                    cpuNanos.set(cpuEnd - cpuStart);
                }
            }
        });
        Thread thread = new Thread(null, task, "compare-" + name, STACK_BYTES);
        thread.setDaemon(true);
        long start = System.nanoTime();
        thread.start();
        try {
            T value = task.get(limit.plus(grace(limit)).toNanos(), TimeUnit.NANOSECONDS);
            if (value == null) {
                return new Attempt<>(Attempt.Kind.THREW, Optional.empty(), wall(wallNanos, start), cpu(cpuNanos), "it returned null instead of an answer");
            }
            return new Attempt<>(Attempt.Kind.RETURNED, Optional.of(value), wall(wallNanos, start), cpu(cpuNanos), "");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            Attempt.Kind kind = cause instanceof SolverUnavailableException ? Attempt.Kind.UNAVAILABLE : Attempt.Kind.THREW;
            return new Attempt<>(kind, Optional.empty(), wall(wallNanos, start), cpu(cpuNanos), describe(cause));
        } catch (TimeoutException e) {
            cancellation.cancel();
            thread.interrupt();
            return new Attempt<>(Attempt.Kind.OVERRAN, Optional.empty(), since(start), Optional.empty(),
                    "did not return within its time limit of " + Figures.duration(limit) + " and " + Figures.duration(grace(limit))
                            + " of grace; left running");
        } catch (InterruptedException e) {
            cancellation.cancel();
            thread.interrupt();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("The comparison was interrupted while waiting for " + name + ".", e);
        }
    }

    private static Optional<Duration> cpu(AtomicLong nanos) {
        long value = nanos.get();
        return value >= 0 ? Optional.of(Duration.ofNanos(value)) : Optional.empty();
    }

    /** The wall time the thread measured around the call itself, or, if it did not get to, the time since {@code start}. */
    private static Duration wall(AtomicLong nanos, long start) {
        long value = nanos.get();
        return value >= 0 ? Duration.ofNanos(value) : since(start);
    }

    private static Duration since(long start) {
        return Duration.ofNanos(System.nanoTime() - start);
    }

    /** The exception as one line: its class and message, and where in the formulation it was thrown. */
    private static String describe(Throwable failure) {
        StringBuilder text = new StringBuilder(failure.getClass().getSimpleName());
        if (failure.getMessage() != null) {
            text.append(": ").append(failure.getMessage().lines().findFirst().orElse(""));
        }
        StackTraceElement[] trace = failure.getStackTrace();
        if (trace.length > 0) {
            text.append(" (at ").append(trace[0].getClassName().replaceAll(".*\\.", "")).append('.').append(trace[0].getMethodName())
                    .append(':').append(trace[0].getLineNumber()).append(')');
        }
        return text.toString();
    }
}
