package org.nqueens.benchmarks;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import org.nqueens.formulations.bitboard.BitboardCounter;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.problem.Problem;

/**
 * How the {@code bitboard} count scales with threads: for each board size, whole counts (total and
 * unique) on 1, 2 and every core, each after warm-up runs, the median wall time of the measured
 * runs, the speed-up over one thread and its share of linear scaling (speed-up / threads). Wall time
 * is the measure here, so run it on a quiet machine. Beside it, the CPU time of the whole process
 * in the median run: divided by the wall time, how many threads were busy on average; against the
 * one-thread run's, how much more CPU the same count took on more threads. So a share of linear
 * below 100 % reads as threads waiting (busy below the thread count) or as threads running slower
 * side by side (more CPU for the same work), or both; {@link BitboardSideBySide} measures how much of
 * the second the machine itself takes.
 *
 * <p>Arguments: board sizes (default 18), {@code -t 1,2,16} the thread counts (default 1, 2 and
 * every core), {@code -r RUNS} measured runs (default 3), {@code -w RUNS} warm-up runs (default 1).
 *
 * <pre>
 * ./mvnw -q -B package -DskipTests -pl benchmarks -am
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.BitboardScaling 18 19
 * java -cp ... org.nqueens.benchmarks.BitboardScaling 13 -r 3 -w 1       # a quick run
 * </pre>
 */
public final class BitboardScaling {

    private BitboardScaling() {
    }

    public static void main(String[] args) {
        SizesAndRuns arguments = SizesAndRuns.parse(args, List.of(18), 3, "-w", "-t");
        int runs = arguments.runs();
        int warmups = Integer.parseInt(arguments.option("-w", "1"));
        int cores = Runtime.getRuntime().availableProcessors();
        TreeSet<Integer> threadCounts = arguments.numbers("-t", List.of(1, Math.min(2, cores), cores));
        List<Integer> sizes = arguments.sizes();
        BitboardCounter counter = new BitboardCounter();
        OperatingSystemMXBean system = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        System.out.printf("%d cores; %d warm-up and %d measured runs a cell; wall time, median; CPU of the process in that run%n%n", cores,
                warmups, runs);
        System.out.println("| n | threads | count | median s | min s | max s | speed-up | share of linear | CPU s | threads busy | CPU / 1 thread's |");
        System.out.println("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
        for (int n : sizes) {
            double oneThread = Double.NaN;
            double oneThreadCpu = Double.NaN;
            for (int threads : threadCounts) {
                SearchSettings settings = SearchSettings.defaults().withThreads(threads);
                Problem board = Problem.queens(n);
                CountResult result = null;
                for (int run = 0; run < warmups; run++) {
                    result = counter.count(board, true, settings);
                }
                double[][] timings = new double[runs][];
                for (int run = 0; run < runs; run++) {
                    long cpuStart = system.getProcessCpuTime();
                    long start = System.nanoTime();
                    result = counter.count(board, true, settings);
                    timings[run] = new double[] {(System.nanoTime() - start) / 1e9, (system.getProcessCpuTime() - cpuStart) / 1e9};
                }
                // The runs by wall time, so that the CPU column's middle is the median run's.
                Arrays.sort(timings, (a, b) -> Double.compare(a[0], b[0]));
                double median = Median.middle(Arrays.stream(timings).mapToDouble(run -> run[0]).toArray());
                double cpu = Median.middle(Arrays.stream(timings).mapToDouble(run -> run[1]).toArray());
                if (threads == 1) {
                    oneThread = median;
                    oneThreadCpu = cpu;
                }
                double speedUp = oneThread / median;
                System.out.printf("| %d | %d | %d | %.3f | %.3f | %.3f | %s | %s | %.2f | %.1f | %s |%n", n, threads, result.count(), median,
                        timings[0][0], timings[runs - 1][0], Double.isNaN(speedUp) ? "" : String.format("%.2fx", speedUp),
                        Double.isNaN(speedUp) ? "" : String.format("%.0f %%", 100 * speedUp / threads), cpu, cpu / median,
                        Double.isNaN(oneThreadCpu) ? "" : String.format("%.2f", cpu / oneThreadCpu));
            }
        }
    }
}
