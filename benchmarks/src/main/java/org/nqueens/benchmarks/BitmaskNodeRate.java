package org.nqueens.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import org.nqueens.board.Board;
import org.nqueens.formulations.bitboard.BitboardCounter;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;

/**
 * Prints the CPU time a node of two bitmask searches of the empty board, one thread: the plainest
 * counter (M. Richards' loop as J. Somers wrote it: every row top to bottom, no frame, no symmetry, a
 * {@code long} a mask) and the {@code bitboard} counter's frame search (its {@code nodes} statistic).
 * The plain loop is the floor a bitmask search of this shape reaches on the machine, so the two rates
 * side by side say whether the frame search's time is in its loop or in its number of nodes. Median
 * of the runs after one warm-up run. Arguments: the board sizes (default 14 15), then {@code -r RUNS}
 * (default 5).
 *
 * <pre>
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.BitmaskNodeRate 15 16 -r 5
 * </pre>
 */
public final class BitmaskNodeRate {

    private BitmaskNodeRate() {
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
        sizes = count == 0 ? new int[] {14, 15} : Arrays.copyOf(sizes, count);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        BitboardCounter counter = new BitboardCounter();
        SearchSettings settings = SearchSettings.defaults().withThreads(1);
        System.out.println("| n | search | solutions | nodes | CPU s median | ns a node |");
        System.out.println("| ---: | --- | ---: | ---: | ---: | ---: |");
        for (int n : sizes) {
            PlainCount plain = new PlainCount(n);
            plain.count();
            double[] seconds = new double[runs];
            for (int run = 0; run < runs; run++) {
                long cpu = threads.getCurrentThreadCpuTime();
                plain.count();
                seconds[run] = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
            }
            print(n, "plain loop", plain.solutions, plain.nodes, median(seconds));
            Board board = Board.empty(n);
            CountResult result = counter.count(board, true, settings);
            for (int run = 0; run < runs; run++) {
                long cpu = threads.getCurrentThreadCpuTime();
                result = counter.count(board, true, settings);
                seconds[run] = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
            }
            print(n, "bitboard frames", result.count(), result.stats().get("nodes").orElseThrow(), median(seconds));
        }
    }

    private static void print(int n, String search, long solutions, long nodes, double seconds) {
        System.out.printf("| %d | %s | %d | %d | %.3f | %.2f |%n", n, search, solutions, nodes, seconds, seconds * 1e9 / nodes);
    }

    private static double median(double[] seconds) {
        double[] sorted = seconds.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /** The plain loop; its nodes are the queens placed in every row but the last, as the frame search counts them. */
    private static final class PlainCount {
        private final int n;
        private final long board;
        private long nodes;
        private long solutions;

        PlainCount(int n) {
            this.n = n;
            this.board = -1L >>> (64 - n);
        }

        void count() {
            nodes = 0;
            solutions = below(board, 0, 0, 0, n);
        }

        private long below(long free, long l, long d, long r, int rowsLeft) {
            if (rowsLeft == 1) {
                return Long.bitCount(free);
            }
            nodes += Long.bitCount(free);
            long found = 0;
            while (free != 0) {
                long bit = free & -free;
                free ^= bit;
                long nl = (l | bit) << 1;
                long nd = d | bit;
                long nr = (r | bit) >>> 1;
                long next = board & ~(nl | nd | nr);
                if (next != 0) {
                    found += below(next, nl, nd, nr, rowsLeft - 1);
                }
            }
            return found;
        }
    }
}
