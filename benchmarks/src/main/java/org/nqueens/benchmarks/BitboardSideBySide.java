package org.nqueens.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicReference;
import org.nqueens.formulations.bitboard.BitboardCounter;
import org.nqueens.solver.SearchSettings;
import org.nqueens.problem.Problem;

/**
 * How much slower one thread's count runs when others run beside it with nothing shared: k whole
 * one-thread counts of the same board at once in this JVM, each on its own thread with its own
 * counter, started together. The CPU time of each copy against one copy alone is what the machine
 * takes from every thread when k are busy (a lower clock with more cores busy, a shared cache or
 * memory bus, hyperthreads), whatever the program does; its inverse is the share of linear scaling
 * the machine leaves a count on k threads. {@link BitboardScaling}'s share of linear on k threads
 * set against it says what the work splitter itself loses.
 *
 * <p>Arguments: board sizes (default 18), {@code -t 1,2,16} the numbers of copies (default 1, 2 and
 * every core; 1 is always run, as the measure of "alone"), {@code -r RUNS} runs a cell (default 1),
 * {@code -w RUNS} one-thread warm-up counts before the first cell of a size (default 1).
 *
 * <pre>
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.BitboardSideBySide 18 -t 1,16
 * </pre>
 */
public final class BitboardSideBySide {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private BitboardSideBySide() {
    }

    public static void main(String[] args) throws InterruptedException {
        SizesAndRuns arguments = SizesAndRuns.parse(args, List.of(18), 1, "-w", "-t");
        int warmups = Integer.parseInt(arguments.option("-w", "1"));
        int cores = Runtime.getRuntime().availableProcessors();
        TreeSet<Integer> copyCounts = arguments.numbers("-t", List.of(1, Math.min(2, cores), cores));
        copyCounts.add(1);
        List<Integer> sizes = arguments.sizes();
        int runs = arguments.runs();
        System.out.printf("%d cores; %d one-thread warm-up counts a size, %d runs a cell; CPU time of each copy's thread, over every copy"
                + " of every run; wall time, median run%n%n", cores, warmups, runs);
        System.out.println("| n | copies | wall s | CPU s a copy, median | min | max | CPU a copy / alone | share of linear the machine leaves |");
        System.out.println("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
        for (int n : sizes) {
            for (int run = 0; run < warmups; run++) {
                sideBySide(n, 1);
            }
            double alone = Double.NaN;
            for (int copies : copyCounts) {
                double[] walls = new double[runs];
                double[] cpu = new double[runs * copies];
                for (int run = 0; run < runs; run++) {
                    double[] cell = sideBySide(n, copies);
                    walls[run] = cell[copies];
                    System.arraycopy(cell, 0, cpu, run * copies, copies);
                }
                Arrays.sort(walls);
                Arrays.sort(cpu);
                double median = Median.middle(cpu);
                if (copies == 1) {
                    alone = median;
                }
                System.out.printf("| %d | %d | %.3f | %.3f | %.3f | %.3f | %.2f | %.0f %% |%n", n, copies, Median.middle(walls), median, cpu[0],
                        cpu[cpu.length - 1], median / alone, 100 * alone / median);
            }
        }
    }

    /** The CPU seconds of each of {@code copies} one-thread counts of the board of size n run at once, then the wall seconds of all. */
    private static double[] sideBySide(int n, int copies) throws InterruptedException {
        double[] seconds = new double[copies + 1];
        long[] found = new long[copies];
        CyclicBarrier start = new CyclicBarrier(copies + 1);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < copies; i++) {
            int copy = i;
            Thread thread = new Thread(() -> {
                try {
                    BitboardCounter counter = new BitboardCounter();
                    start.await();
                    long cpu = THREADS.getCurrentThreadCpuTime();
                    found[copy] = counter.count(Problem.queens(n), true, SearchSettings.defaults().withThreads(1)).count();
                    seconds[copy] = (THREADS.getCurrentThreadCpuTime() - cpu) / 1e9;
                } catch (InterruptedException | BrokenBarrierException | RuntimeException e) {
                    failure.compareAndSet(null, e);
                }
            }, "copy-" + i);
            threads.add(thread);
            thread.start();
        }
        try {
            start.await();
        } catch (BrokenBarrierException e) {
            throw new IllegalStateException("A copy failed before the start.", failure.get());
        }
        long wall = System.nanoTime();
        for (Thread thread : threads) {
            thread.join();
        }
        seconds[copies] = (System.nanoTime() - wall) / 1e9;
        if (failure.get() != null) {
            throw new IllegalStateException("A copy failed.", failure.get());
        }
        if (Arrays.stream(found).distinct().count() != 1) {
            throw new IllegalStateException("The copies counted differently: " + Arrays.toString(found));
        }
        return seconds;
    }
}
