package org.nqueens.benchmarks;

import java.util.List;
import org.nqueens.formulations.bitboard.BitboardCounter;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.problem.Problem;

/**
 * Prints the CPU time a node of three bitmask searches of the empty board, one thread: the plainest
 * counter (M. Richards' loop as J. Somers wrote it: every row top to bottom, no frame, no symmetry, a
 * {@code long} a mask), the same search without a data-dependent branch, several searches
 * interleaved in one loop, and the {@code bitboard} counter's frame search (its {@code nodes}
 * statistic). The plain loop is the floor a bitmask search of this shape reaches on the machine, so
 * the rates side by side say whether the frame search's time is in its loop or in its number of
 * nodes; the branch-free loop says whether the floor is the branch mispredictions (a GPU counter's
 * way of running many searches in lock step, tried on the CPU). Median of the runs after one warm-up
 * run. Arguments: the board sizes (default 14 15), then {@code -r RUNS} (default 5) and {@code -k
 * SEARCHES} interleaved in the branch-free loop (default 8).
 *
 * <pre>
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.BitmaskNodeRate 15 16 -r 5
 * </pre>
 */
public final class BitmaskNodeRate {

    private BitmaskNodeRate() {
    }

    public static void main(String[] args) {
        SizesAndRuns arguments = SizesAndRuns.parse(args, List.of(14, 15), 5, "-k");
        int interleaved = Integer.parseInt(arguments.option("-k", "8"));
        BitboardCounter counter = new BitboardCounter();
        SearchSettings settings = SearchSettings.defaults().withThreads(1);
        System.out.println("| n | search | solutions | nodes | CPU s median | ns a node |");
        System.out.println("| ---: | --- | ---: | ---: | ---: | ---: |");
        for (int n : arguments.sizes()) {
            PlainCount plain = new PlainCount(n);
            CpuTime<Long> plainTime = CpuTime.of(arguments.runs(), plain::count);
            print(n, "plain loop", plainTime.last(), plain.nodes, plainTime.median());
            BranchFreeCount branchFree = new BranchFreeCount(n, interleaved);
            CpuTime<Long> branchFreeTime = CpuTime.of(arguments.runs(), branchFree::count);
            if (!branchFreeTime.last().equals(plainTime.last()) || branchFree.nodes != plain.nodes) {
                throw new IllegalStateException("The branch-free loop found " + branchFreeTime.last() + " solutions and " + branchFree.nodes
                        + " nodes at n = " + n + "; the plain loop " + plainTime.last() + " and " + plain.nodes + ".");
            }
            print(n, "branch-free, " + interleaved + " interleaved", branchFreeTime.last(), branchFree.nodes, branchFreeTime.median());
            Problem board = Problem.queens(n);
            CpuTime<CountResult> frames = CpuTime.of(arguments.runs(), () -> counter.count(board, true, settings));
            print(n, "bitboard frames", frames.last().count(), frames.last().stats().get("nodes").orElseThrow(), frames.median());
        }
    }

    private static void print(int n, String search, long solutions, long nodes, double seconds) {
        System.out.printf("| %d | %s | %d | %d | %.3f | %.2f |%n", n, search, solutions, nodes, seconds, seconds * 1e9 / nodes);
    }

    /** The plain loop; its nodes are the queens placed in every row but the last, as the frame search counts them. */
    private static final class PlainCount {
        private final int n;
        private final long board;
        private long nodes;

        PlainCount(int n) {
            this.n = n;
            this.board = -1L >>> (64 - n);
        }

        long count() {
            nodes = 0;
            return below(board, 0, 0, 0, n);
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

    /**
     * The plain search (n >= 4) as an explicit stack without a branch on the board: each step takes the
     * next square of the current row's free set, writes the row below as if it went down, and moves
     * its depth by an amount computed from the sets (down when the square leaves the row below a
     * square and that row is not the last, across when it does not, up when the row had no square
     * left); the last row's squares are added by a popcount. The searches of the first two rows'
     * queens are dealt to {@code k} slots stepped in turn, so the processor has independent work while
     * one step waits on its store.
     */
    private static final class BranchFreeCount {
        private final int n;
        private final int k;
        private final long board;
        /** The free rows are 2 .. n - 1; depth d is row d + 2, and stack slot s holds its rows at s * height + d. */
        private final int height;
        private final long[] free;
        private final long[] left;
        private final long[] down;
        private final long[] right;
        private final int[] depth;
        /** 1 where the row below depth d is not the last (the step goes down), else 0. */
        private final int[] goesDown;
        /** All ones where the row below depth d is the last (its squares are counted), else 0. */
        private final long[] counts;
        private long nodes;

        BranchFreeCount(int n, int k) {
            this.n = n;
            this.k = k;
            this.board = -1L >>> (64 - n);
            this.height = n;
            this.free = new long[k * height];
            this.left = new long[k * height];
            this.down = new long[k * height];
            this.right = new long[k * height];
            this.depth = new int[k];
            this.goesDown = new int[height];
            this.counts = new long[height];
            int freeRows = n - 2;
            for (int d = 0; d < freeRows; d++) {
                goesDown[d] = d + 2 < freeRows ? 1 : 0;
                counts[d] = d + 2 == freeRows ? -1L : 0;
            }
        }

        long count() {
            nodes = n;
            long solutions = 0;
            long steps = 0;
            int next = 0;
            int active = 0;
            for (int s = 0; s < k; s++) {
                next = load(s, next);
                active += depth[s] >= 0 ? 1 : 0;
            }
            while (active > 0) {
                for (int s = 0; s < k; s++) {
                    int d = depth[s];
                    if (d < 0) {
                        if (d == -1) {
                            next = load(s, next);
                            if (depth[s] < 0) {
                                depth[s] = -2;
                                active--;
                            }
                        }
                        continue;
                    }
                    int i = s * height + d;
                    long f = free[i];
                    long bit = f & -f;
                    free[i] = f ^ bit;
                    long nl = (left[i] | bit) << 1;
                    long nd = down[i] | bit;
                    long nr = (right[i] | bit) >>> 1;
                    long below = board & ~(nl | nd | nr);
                    left[i + 1] = nl;
                    down[i + 1] = nd;
                    right[i + 1] = nr;
                    free[i + 1] = below;
                    long placed = (f | -f) >>> 63;
                    long open = (below | -below) >>> 63;
                    solutions += Long.bitCount(below & counts[d] & -placed);
                    steps += placed;
                    depth[s] = d + (int) (placed * (open * goesDown[d] + 1)) - 1;
                }
            }
            nodes += steps;
            return solutions;
        }

        /** Puts the next safe pair of first-row queens from {@code next} on in slot {@code s}; depth -2 when none is left. */
        private int load(int s, int next) {
            while (next < n * n) {
                int a = next / n;
                int b = next % n;
                next++;
                if (Math.abs(a - b) > 1) {
                    long qa = 1L << a;
                    long qb = 1L << b;
                    int i = s * height;
                    left[i] = ((qa << 1) | qb) << 1;
                    down[i] = qa | qb;
                    right[i] = ((qa >>> 1) | qb) >>> 1;
                    free[i] = board & ~(left[i] | down[i] | right[i]);
                    depth[s] = 0;
                    nodes++;
                    return next;
                }
            }
            depth[s] = -2;
            return next;
        }
    }
}
