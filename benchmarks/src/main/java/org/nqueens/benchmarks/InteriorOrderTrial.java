package org.nqueens.benchmarks;

import java.util.ArrayList;
import java.util.List;
import org.nqueens.formulations.bitboard.count.Interior;
import org.nqueens.formulations.bitboard.parts.CountParts;
import org.nqueens.formulations.bitboard.parts.EmptyBoardCount;

/**
 * A trial for issue 16's one-thread speed: would the frames' interiors take fewer nodes, and less
 * time, with the most constrained row first? Every frame with no symmetry of the board (the part of
 * the count that takes nearly all the time) is searched by the plainest recursive searches, each
 * row's free squares worked out from the column word and two absolute diagonal words: in the
 * counter's own row order; choosing at every node the row with the fewest free squares (forward
 * checking for free: a row with none ends the branch, a row with one is taken at once); and that
 * with, one after another, the inferences the counter's {@code FewestSquaresSearch} makes in the same
 * scan: fewer open columns covered than rows left ends the branch; a column only one row can take
 * is placed at once (a hidden single); rows with equally few squares go nearest the middle first.
 * Prints, for each, the interiors (which must agree), the nodes (queens placed on safe squares) and
 * the median CPU time of the thread; the counter's own loops are timed by {@code BitboardCpuTime}.
 *
 * <pre>
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.InteriorOrderTrial 15 16 -r 3
 * </pre>
 */
public final class InteriorOrderTrial {

    private int n;
    private int rows;
    private long[] masks;
    private int[] positions;
    private long nodes;

    /** The searches tried, each with the inferences of the one before it and one more. */
    private enum Order {
        ROWS("row order"),
        FEWEST("fewest free squares first"),
        COLUMNS("and open columns covered"),
        SINGLES("and hidden singles"),
        MIDDLE("and ties to the middle row");

        private final String label;

        Order(String label) {
            this.label = label;
        }
    }

    private Order order;
    private int[] ranks;

    private InteriorOrderTrial() {
    }

    public static void main(String[] args) {
        SizesAndRuns arguments = SizesAndRuns.parse(args, List.of(15, 16), 3);
        System.out.println("| n | order | interiors | nodes | CPU s median | CPU s min | CPU s max | ns a node |");
        System.out.println("| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
        for (int n : arguments.sizes()) {
            CountParts parts = CountParts.plan(new EmptyBoardCount.Question(n, true, false));
            List<Interior> interiors = new ArrayList<>();
            for (int index = 0; index < parts.size(); index++) {
                parts.interior(index).ifPresent(interiors::add);
            }
            for (Order order : Order.values()) {
                InteriorOrderTrial trial = new InteriorOrderTrial();
                CpuTime<long[]> time = CpuTime.of(arguments.runs(), () -> trial.searchAll(n, interiors, order));
                long[] counts = time.last();
                System.out.printf("| %d | %s | %d | %d | %.3f | %.3f | %.3f | %.1f |%n", n, order.label, counts[0], counts[1],
                        time.median(), time.min(), time.max(), time.median() * 1e9 / counts[1]);
            }
        }
    }

    /** The interiors and nodes of every frame. */
    private long[] searchAll(int size, List<Interior> interiors, Order searchOrder) {
        n = size;
        nodes = 0;
        order = searchOrder;
        long found = 0;
        for (Interior interior : interiors) {
            rows = interior.rows();
            masks = interior.masks();
            positions = new int[rows];
            ranks = new int[rows];
            for (int i = 1; i < rows; i++) {
                positions[i] = positions[i - 1] + interior.shift(i - 1);
            }
            for (int i = 0; i < rows; i++) {
                ranks[i] = order == Order.MIDDLE ? Math.abs(2 * positions[i] - positions[rows - 1]) : 0;
            }
            found += switch (order) {
                case ROWS -> inOrder(0, 0, 0, 0);
                default -> inferring((1 << rows) - 1, 0, 0, 0);
            };
        }
        return new long[] {found, nodes};
    }

    /** The free squares of row {@code i}: its frame mask less the columns and both diagonals taken (bit r + c and c - r + n - 1). */
    private long free(int i, long columns, long sums, long differences) {
        return masks[i] & ~columns & ~(sums >>> positions[i]) & ~(differences >>> (n - 1 - positions[i]));
    }

    private long inOrder(int i, long columns, long sums, long differences) {
        long free = free(i, columns, sums, differences);
        nodes += Long.bitCount(free);
        if (i + 1 == rows) {
            return Long.bitCount(free);
        }
        long found = 0;
        for (; free != 0; free &= free - 1) {
            long bit = free & -free;
            int column = Long.numberOfTrailingZeros(bit);
            found += inOrder(i + 1, columns | bit, sums | 1L << (positions[i] + column), differences | 1L << (column - positions[i] + n - 1));
        }
        return found;
    }

    /**
     * The row with the fewest free squares first (a row with none ends the branch), with the
     * inferences of {@link #order} from {@code COLUMNS} on: too few open columns covered ends the
     * branch; a column free in one row only is that row's queen; ties go to the row of the least rank
     * (nearest the middle), else to the first.
     */
    private long inferring(int left, long columns, long sums, long differences) {
        int best = -1;
        long bestFree = 0;
        int bestKey = Integer.MAX_VALUE;
        long once = 0;
        long twice = 0;
        for (int rest = left; rest != 0; rest &= rest - 1) {
            int i = Integer.numberOfTrailingZeros(rest);
            long free = free(i, columns, sums, differences);
            if (free == 0) {
                return 0;
            }
            twice |= once & free;
            once |= free;
            int key = Long.bitCount(free) << 12 | ranks[i] << 6 | i;
            if (key < bestKey) {
                bestKey = key;
                best = i;
                bestFree = free;
            }
        }
        int count = Integer.bitCount(left);
        if (order != Order.FEWEST && Long.bitCount(once) < count) {
            return 0;
        }
        long singles = once & ~twice;
        if ((order == Order.SINGLES || order == Order.MIDDLE) && bestKey >>> 12 > 1 && singles != 0) {
            long single = singles & -singles;
            for (int rest = left; rest != 0; rest &= rest - 1) {
                int i = Integer.numberOfTrailingZeros(rest);
                if ((free(i, columns, sums, differences) & single) != 0) {
                    best = i;
                    bestFree = single;
                    break;
                }
            }
        }
        nodes += Long.bitCount(bestFree);
        int rest = left & ~(1 << best);
        if (rest == 0) {
            return Long.bitCount(bestFree);
        }
        long found = 0;
        for (long free = bestFree; free != 0; free &= free - 1) {
            long bit = free & -free;
            int column = Long.numberOfTrailingZeros(bit);
            found += inferring(rest, columns | bit, sums | 1L << (positions[best] + column),
                    differences | 1L << (column - positions[best] + n - 1));
        }
        return found;
    }
}
