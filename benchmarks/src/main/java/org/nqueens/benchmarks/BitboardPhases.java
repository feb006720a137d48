package org.nqueens.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import org.nqueens.formulations.bitboard.parts.CountParts;
import org.nqueens.formulations.bitboard.parts.EmptyBoardCount;

/**
 * Where a one-thread count of the empty board spends its CPU time: planning (listing the frames and
 * estimating each by random walks), the frames with no symmetry and the symmetric frames (their
 * interiors counted the same way, then those their turns keep, for Burnside's lemma). Each phase on
 * the CPU clock of this thread, the median over runs after one warm-up run; the frames are counted
 * one by one in plan order, as a worker counts them, without the work splitter. Beside the plan's
 * CPU time on one thread, the wall time of the same plan estimated on {@code -t THREADS} threads
 * (default every core), as a count on that many threads makes it.
 *
 * <pre>
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.BitboardPhases 16 -r 5 -t 2
 * </pre>
 */
public final class BitboardPhases {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private BitboardPhases() {
    }

    public static void main(String[] args) {
        SizesAndRuns arguments = SizesAndRuns.parse(args, List.of(16), 5, "-t");
        int threads = Integer.parseInt(arguments.option("-t", String.valueOf(Runtime.getRuntime().availableProcessors())));
        System.out.printf("| n | parts | symmetric | plan s | plan s, %d threads (wall) | no symmetry s | symmetric s | runs |%n", threads);
        System.out.println("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
        for (int n : arguments.sizes()) {
            double[][] phases = new double[4][arguments.runs()];
            int[] sizes = new int[2];
            for (int run = -1; run < arguments.runs(); run++) {
                double[] times = phases(n, threads, sizes);
                for (int phase = 0; run >= 0 && phase < 4; phase++) {
                    phases[phase][run] = times[phase];
                }
            }
            System.out.printf("| %d | %d | %d | %.3f | %.3f | %.3f | %.3f | %d |%n", n, sizes[0], sizes[1], median(phases[0]),
                    median(phases[3]), median(phases[1]), median(phases[2]), arguments.runs());
        }
    }

    /**
     * The CPU seconds of the plan, the frames with no symmetry and the symmetric frames, then the wall seconds of the plan on
     * {@code threads} threads; {@code sizes} gets the parts and the symmetric ones.
     */
    private static double[] phases(int n, int threads, int[] sizes) {
        EmptyBoardCount.Question question = new EmptyBoardCount.Question(n, true, false);
        long start = THREADS.getCurrentThreadCpuTime();
        CountParts parts = CountParts.plan(question);
        double plan = (THREADS.getCurrentThreadCpuTime() - start) / 1e9;
        long wallStart = System.nanoTime();
        CountParts.plan(question, threads);
        double planOnThreads = (System.nanoTime() - wallStart) / 1e9;
        boolean[] symmetric = new boolean[parts.size()];
        for (int index = 0; index < parts.size(); index++) {
            symmetric[index] = parts.interior(index).isEmpty();
        }
        CountParts.Counter counter = parts.counter();
        long[] spent = new long[2];
        for (int index = 0; index < parts.size(); index++) {
            long before = THREADS.getCurrentThreadCpuTime();
            counter.count(index);
            spent[symmetric[index] ? 1 : 0] += THREADS.getCurrentThreadCpuTime() - before;
        }
        sizes[0] = parts.size();
        sizes[1] = 0;
        for (boolean s : symmetric) {
            sizes[1] += s ? 1 : 0;
        }
        return new double[] {plan, spent[0] / 1e9, spent[1] / 1e9, planOnThreads};
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
