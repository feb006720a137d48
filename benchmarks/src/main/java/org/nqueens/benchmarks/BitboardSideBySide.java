package org.nqueens.benchmarks;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicReference;
import org.nqueens.formulations.bitboard.BitboardCounter;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.problem.Problem;

/**
 * How much slower one thread's count runs when others run beside it with nothing shared, set
 * beside the count on as many threads, in one JVM: the same compiled code, the same baseline,
 * the same measure of CPU, the runs of the two kinds taken in turn.
 *
 * <p><b>Copies</b>: k whole counts of the same board at once, each on its own thread with its own
 * counter, started together. Each copy is {@code BitboardCounter.count} on one thread, which is the
 * threaded count's own code path with one lane: the same plan of parts (the frames up to symmetry,
 * estimated), the same per-part search (the work splitter's worker; a frame without symmetry by
 * the fewest squares first), the same tally, run on the calling thread. The CPU time of a copy against one copy alone is what
 * the machine takes from every thread when k are busy (a lower clock with more cores busy, a shared
 * cache or memory bus, hyperthreads), whatever the program does; its inverse is the share of linear
 * scaling the machine leaves a count on k threads. <b>Threads</b>: the same count once on k threads
 * (as {@link BitboardScaling} runs it). Its CPU against the k copies' CPU a count, the runs of the two
 * taken in turn in the same JVM, is what the program itself adds on k threads beyond what the
 * machine takes. Every run must give the same count.
 *
 * <p>Before 2026-11-27 this benchmark printed the copies alone and {@link BitboardScaling} the
 * threads, in two JVMs: the two one-thread baselines of the same code then came out 62.4 s and
 * 53.7 s on a 16-core lent machine, so their ratios compared unlike baselines. {@code --run
 * copies} still prints that earlier table (the CPU of each copy's thread only), to retake it.
 *
 * <p>Arguments: board sizes (default 18), {@code -t 1,2,16} the numbers of copies and threads
 * (default 1, 2 and every core; 1 is always run, as the measure of "alone"), {@code -r RUNS} runs a
 * cell (default 1), {@code -w RUNS} one-thread warm-up counts before the first cell of a size,
 * followed by one count on the most threads when threads are run (default 1), {@code --run
 * both|copies|threads} (default both).
 *
 * <pre>
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.BitboardSideBySide 18 -t 1,16
 * java -cp ... org.nqueens.benchmarks.BitboardSideBySide 18 -t 1,16 --run copies    # the earlier table
 * </pre>
 *
 * <p>In the table of {@code both}, "CPU s a count" is the CPU time of the whole process over a run
 * (every thread's: the counts', the compiler's and the collector's) divided by the counts the run
 * made, k for the copies and 1 for the threads, so that the two kinds are measured alike; its
 * median over the runs. "/ alone" is that against the one-copy row (with {@code --run threads},
 * the one-thread row); "share of linear" is, for the copies, alone over it (what the machine
 * leaves), and for the threads the speed-up in wall time over the one-thread row divided by k (as
 * {@link BitboardScaling} prints it); "/ copies" is the threads' CPU a count over the copies' at
 * the same k. The last three columns are the CPU time of each copy's own thread: median, least and
 * most over every copy of every run (the columns of the earlier table).
 */
public final class BitboardSideBySide {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final OperatingSystemMXBean SYSTEM = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    /** What a run of the benchmark counts. */
    private enum Kind {
        COPIES, THREADS
    }

    /**
     * One run of one cell.
     *
     * @param wall the wall seconds of the run
     * @param cpuPerCount the process's CPU seconds over the run divided by the counts it made
     * @param copyCpu the CPU seconds of each copy's thread (empty for the threads)
     * @param count the count, the same for every copy
     */
    private record Run(double wall, double cpuPerCount, double[] copyCpu, long count) {
    }

    private BitboardSideBySide() {
    }

    public static void main(String[] args) throws InterruptedException {
        SizesAndRuns arguments = SizesAndRuns.parse(args, List.of(18), 1, "-w", "-t", "--run");
        int warmups = Integer.parseInt(arguments.option("-w", "1"));
        String asked = arguments.option("--run", "both");
        List<Kind> kinds = switch (asked) {
            case "both" -> List.of(Kind.COPIES, Kind.THREADS);
            case "copies" -> List.of(Kind.COPIES);
            case "threads" -> List.of(Kind.THREADS);
            default -> throw new IllegalArgumentException("The option --run (" + asked + ") must be both, copies or threads.");
        };
        int cores = Runtime.getRuntime().availableProcessors();
        TreeSet<Integer> counts = arguments.numbers("-t", List.of(1, Math.min(2, cores), cores));
        counts.add(1);
        int runs = arguments.runs();
        if (kinds.equals(List.of(Kind.COPIES))) {
            copiesTable(arguments.sizes(), counts, runs, warmups, cores);
            return;
        }
        boolean threadsWarmUp = kinds.contains(Kind.THREADS) && warmups > 0;
        System.out.printf("%d cores; %d one-thread warm-up counts a size%s, %d runs a cell, the kinds in turn; CPU of the process"
                + " a count, median run; wall time, median run; CPU of each copy's thread over every copy of every run (n >= 17: the"
                + " process's CPU is read in steps of milliseconds)%n%n", cores, warmups,
                threadsWarmUp ? " and one on " + counts.last() + " threads" : "", runs);
        System.out.println("| n | k | run | count | wall s | CPU s a count | / alone | share of linear | / copies"
                + " | copy's thread CPU s, median | min | max |");
        System.out.println("| ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
        for (int n : arguments.sizes()) {
            for (int run = 0; run < warmups; run++) {
                copies(n, 1);
            }
            if (threadsWarmUp) {
                threads(n, counts.last());
            }
            double aloneCpu = Double.NaN;
            double oneThreadWall = Double.NaN;
            long expected = -1;
            for (int k : counts) {
                List<List<Run>> byKind = new ArrayList<>();
                kinds.forEach(kind -> byKind.add(new ArrayList<>()));
                for (int run = 0; run < runs; run++) {
                    for (int i = 0; i < kinds.size(); i++) {
                        byKind.get(i).add(kinds.get(i) == Kind.COPIES ? copies(n, k) : threads(n, k));
                    }
                }
                double copiesCpu = Double.NaN;
                for (int i = 0; i < kinds.size(); i++) {
                    List<Run> cell = byKind.get(i);
                    double wall = median(cell.stream().mapToDouble(Run::wall).toArray());
                    double cpu = median(cell.stream().mapToDouble(Run::cpuPerCount).toArray());
                    long count = cell.get(0).count();
                    expected = expected < 0 ? count : expected;
                    if (cell.stream().anyMatch(run -> run.count() != count) || count != expected) {
                        throw new IllegalStateException("The runs of n = " + n + " counted differently: " + expected + " and "
                                + cell.stream().map(run -> Long.toString(run.count())).toList() + ".");
                    }
                    String share;
                    String againstCopies = "";
                    String[] copyColumns = {"", "", ""};
                    if (kinds.get(i) == Kind.COPIES) {
                        if (k == 1) {
                            aloneCpu = cpu;
                        }
                        copiesCpu = cpu;
                        share = percent(aloneCpu / cpu);
                        double[] each = cell.stream().flatMapToDouble(run -> Arrays.stream(run.copyCpu())).sorted().toArray();
                        copyColumns = new String[] {seconds(median(each)), seconds(each[0]), seconds(each[each.length - 1])};
                    } else {
                        if (k == 1) {
                            oneThreadWall = wall;
                            aloneCpu = Double.isNaN(aloneCpu) ? cpu : aloneCpu;
                        }
                        share = percent(oneThreadWall / wall / k);
                        againstCopies = Double.isNaN(copiesCpu) ? "" : String.format(Locale.ROOT, "%.2f", cpu / copiesCpu);
                    }
                    System.out.printf(Locale.ROOT, "| %d | %d | %s | %d | %.3f | %.3f | %s | %s | %s | %s | %s | %s |%n", n, k,
                            kinds.get(i).name().toLowerCase(Locale.ROOT), count, wall, cpu,
                            Double.isNaN(aloneCpu) ? "" : String.format(Locale.ROOT, "%.2f", cpu / aloneCpu), share, againstCopies,
                            copyColumns[0], copyColumns[1], copyColumns[2]);
                }
            }
        }
    }

    /** The table printed before the threads joined it: each copy's thread CPU against one copy alone. */
    private static void copiesTable(List<Integer> sizes, TreeSet<Integer> copyCounts, int runs, int warmups, int cores)
            throws InterruptedException {
        System.out.printf("%d cores; %d one-thread warm-up counts a size, %d runs a cell; CPU time of each copy's thread, over every copy"
                + " of every run; wall time, median run%n%n", cores, warmups, runs);
        System.out.println("| n | copies | wall s | CPU s a copy, median | min | max | CPU a copy / alone | share of linear the machine leaves |");
        System.out.println("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
        for (int n : sizes) {
            for (int run = 0; run < warmups; run++) {
                copies(n, 1);
            }
            double alone = Double.NaN;
            for (int copies : copyCounts) {
                double[] walls = new double[runs];
                double[] cpu = new double[runs * copies];
                for (int run = 0; run < runs; run++) {
                    Run cell = copies(n, copies);
                    walls[run] = cell.wall();
                    System.arraycopy(cell.copyCpu(), 0, cpu, run * copies, copies);
                }
                Arrays.sort(cpu);
                double median = Median.middle(cpu);
                if (copies == 1) {
                    alone = median;
                }
                System.out.printf(Locale.ROOT, "| %d | %d | %.3f | %.3f | %.3f | %.3f | %.2f | %.0f %% |%n", n, copies, median(walls), median,
                        cpu[0], cpu[cpu.length - 1], median / alone, 100 * alone / median);
            }
        }
    }

    /** {@code copies} one-thread counts of the board of size n run at once, each on its own thread. */
    private static Run copies(int n, int copies) throws InterruptedException {
        double[] seconds = new double[copies];
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
                    found[copy] = count(counter, n, 1).count();
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
        long processCpu = SYSTEM.getProcessCpuTime();
        long wall = System.nanoTime();
        for (Thread thread : threads) {
            thread.join();
        }
        double wallSeconds = (System.nanoTime() - wall) / 1e9;
        double cpuSeconds = (SYSTEM.getProcessCpuTime() - processCpu) / 1e9;
        if (failure.get() != null) {
            throw new IllegalStateException("A copy failed.", failure.get());
        }
        if (Arrays.stream(found).distinct().count() != 1) {
            throw new IllegalStateException("The copies counted differently: " + Arrays.toString(found));
        }
        return new Run(wallSeconds, cpuSeconds / copies, seconds, found[0]);
    }

    /** One count of the board of size n on {@code threads} threads. */
    private static Run threads(int n, int threads) {
        BitboardCounter counter = new BitboardCounter();
        long processCpu = SYSTEM.getProcessCpuTime();
        long wall = System.nanoTime();
        CountResult result = count(counter, n, threads);
        double wallSeconds = (System.nanoTime() - wall) / 1e9;
        return new Run(wallSeconds, (SYSTEM.getProcessCpuTime() - processCpu) / 1e9, new double[0], result.count());
    }

    /** The count (total and unique) of the empty board of size n on {@code threads} threads: the one code path of both kinds. */
    private static CountResult count(BitboardCounter counter, int n, int threads) {
        return counter.count(Problem.queens(n), true, SearchSettings.defaults().withThreads(threads));
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return Median.middle(sorted);
    }

    private static String seconds(double value) {
        return String.format(Locale.ROOT, "%.3f", value);
    }

    private static String percent(double share) {
        return Double.isNaN(share) ? "" : String.format(Locale.ROOT, "%.0f %%", 100 * share);
    }
}
