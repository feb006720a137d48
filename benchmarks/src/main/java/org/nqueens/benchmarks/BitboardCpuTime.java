package org.nqueens.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import org.nqueens.board.Board;
import org.nqueens.formulations.bitboard.BitboardCounter;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;

/**
 * Prints the CPU time of the counting thread for one-thread counts (total and unique) of the empty
 * board with the {@code bitboard} counter: median, least and most over repeated in-process runs after
 * one warm-up run. CPU time, unlike the wall clock, holds on a machine shared with other work.
 * Arguments: the board sizes (default 16 17), then {@code -r RUNS} (default 5).
 *
 * <pre>
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.BitboardCpuTime 16 17 -r 5
 * </pre>
 */
public final class BitboardCpuTime {

    private BitboardCpuTime() {
    }

    public static void main(String[] args) {
        int runs = 5;
        int[] sizes = new int[args.length];
        int count = 0;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("-r")) {
                runs = Integer.parseInt(args[++i]);
            } else {
                sizes[count++] = Integer.parseInt(args[i]);
            }
        }
        sizes = count == 0 ? new int[] {16, 17} : Arrays.copyOf(sizes, count);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        BitboardCounter counter = new BitboardCounter();
        SearchSettings settings = SearchSettings.defaults().withThreads(1);
        System.out.println("| n | total | unique | runs | CPU s median | CPU s min | CPU s max |");
        System.out.println("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
        for (int n : sizes) {
            Board board = Board.empty(n);
            CountResult result = counter.count(board, true, settings);
            double[] seconds = new double[runs];
            for (int run = 0; run < runs; run++) {
                long cpu = threads.getCurrentThreadCpuTime();
                result = counter.count(board, true, settings);
                seconds[run] = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
            }
            Arrays.sort(seconds);
            System.out.printf("| %d | %d | %d | %d | %.3f | %.3f | %.3f |%n", n, result.count(), result.unique().orElseThrow(), runs,
                    seconds[runs / 2], seconds[0], seconds[runs - 1]);
        }
    }
}
