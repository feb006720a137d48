package org.nqueens.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The calling thread's CPU time over repeated runs of a task, after one warm-up run, and the result
 * of the last run. CPU time, unlike the wall clock, holds on a machine shared with other work.
 *
 * @param last what the last run returned
 * @param seconds the CPU seconds of the measured runs, least first
 */
record CpuTime<T>(T last, double[] seconds) {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** Runs {@code task} once to warm up, then {@code runs} times on the CPU clock of this thread. */
    static <T> CpuTime<T> of(int runs, Supplier<T> task) {
        if (runs < 1) {
            throw new IllegalArgumentException("The number of runs (" + runs + ") must be at least 1.");
        }
        T last = task.get();
        double[] seconds = new double[runs];
        for (int run = 0; run < runs; run++) {
            long cpu = THREADS.getCurrentThreadCpuTime();
            last = task.get();
            seconds[run] = (THREADS.getCurrentThreadCpuTime() - cpu) / 1e9;
        }
        Arrays.sort(seconds);
        return new CpuTime<>(last, seconds);
    }

    /** Runs {@code task} once, with no warm-up: the time of a fresh JVM's first run, its JIT compiling as it goes. */
    static <T> CpuTime<T> first(Supplier<T> task) {
        long cpu = THREADS.getCurrentThreadCpuTime();
        T last = task.get();
        return new CpuTime<>(last, new double[] {(THREADS.getCurrentThreadCpuTime() - cpu) / 1e9});
    }

    double median() {
        return seconds[seconds.length / 2];
    }

    double min() {
        return seconds[0];
    }

    double max() {
        return seconds[seconds.length - 1];
    }
}
