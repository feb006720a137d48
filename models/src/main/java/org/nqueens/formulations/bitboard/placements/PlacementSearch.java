package org.nqueens.formulations.bitboard.placements;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.TreeEstimate;

/**
 * The placements of the plain constrained depth-first search (seed 002's table, the reference
 * backtracker's {@code placements}): one queen a row from the first row down, every column tried,
 * every queen put on a safe square counted. That is the sum over k of the safe placements of the
 * first k rows, the nodes of the search tree below its root; the search counts each level k apart
 * (the widths of the tree, {@code nqueens levels}), and the placements are their sum.
 *
 * <p>Counted with bitmasks (column c is bit c; the diagonals shift by one bit a row): a node adds
 * the squares left to its row by one popcount, and only squares with a safe square below are
 * visited; the last two rows are counted without a call. The search splits at a fixed depth into
 * {@link RowPrefix} parts. Reflecting the board left to right maps the search of a prefix onto the
 * search of its mirror image, node for node, so only the prefixes no greater than their image are
 * searched, twice weighted when they differ from it.
 */
public final class PlacementSearch {

    /** How many rows the prefixes of a plan hold (fewer on boards with fewer rows). */
    static final int PREFIX_ROWS = 3;
    /** How many random walks estimate the work of a part. */
    private static final int ESTIMATE_WALKS = 256;
    /** The search polls its deadline only in rows with at least this many rows below. */
    private static final int POLL_HEIGHT = 12;

    private final int n;
    private final long full;
    private Deadline deadline;
    private boolean stopped;
    private long solutions;
    /** The placements of the part being searched, by row (0-based): the widths of its subtree's levels. */
    private long[] levels;
    /**
     * The placements in the last four rows, counted by the loops of the last four rows into fields rather than into
     * {@link #levels} (the most frequent call, which writes four levels), and added to the levels when the part is done.
     * Counting the levels costs {@code count 16 --placements --threads 1} about 4 % of CPU time against the single sum
     * it replaced (median of 3, user time, loaded 2-core machine: 3.56 s against 3.41 s; 6 % with the array alone).
     */
    private long fourthLast;
    private long thirdLast;
    private long secondLast;
    private long last;

    /** The search of the n x n board, 1 <= n <= 64. */
    public PlacementSearch(int n) {
        if (n < 1 || n > Long.SIZE) {
            throw new IllegalArgumentException("The board size n (" + n + ") must lie between 1 and " + Long.SIZE + ".");
        }
        this.n = n;
        this.full = -1L >>> (64 - n);
    }

    /**
     * The plan of the board of size n.
     *
     * @param prefixLevels the placements inside the prefixes' rows, by row (0-based; n numbers, zero below the prefixes):
     *     every safe placement of the first k rows, k up to the depth
     * @param parts the prefixes no greater than their mirror image, each to be searched below
     */
    public record Plan(long[] prefixLevels, List<RowPrefix> parts) {

        /** Copies the levels. */
        public Plan {
            prefixLevels = prefixLevels.clone();
            parts = List.copyOf(parts);
        }

        /** The placements inside the prefixes' rows, by row (a copy). */
        @Override
        public long[] prefixLevels() {
            return prefixLevels.clone();
        }

        /** The placements inside the prefixes' rows: the sum of their levels. */
        public long prefixPlacements() {
            return Arrays.stream(prefixLevels).sum();
        }
    }

    /**
     * What the search below one prefix found, each times the prefix's weight.
     *
     * @param solutions whole solutions reached
     * @param levels the queens placed on safe squares in each row (0-based; n numbers, zero in the prefix's rows)
     */
    public record Found(long solutions, long[] levels) {

        /** Copies the levels. */
        public Found {
            levels = levels.clone();
        }

        /** The queens placed on safe squares in each row (a copy). */
        @Override
        public long[] levels() {
            return levels.clone();
        }

        /** The queens placed on safe squares in the rows below the prefix: the sum of the levels. */
        public long placements() {
            return Arrays.stream(levels).sum();
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Found that && solutions == that.solutions && Arrays.equals(levels, that.levels);
        }

        @Override
        public int hashCode() {
            return 31 * Long.hashCode(solutions) + Arrays.hashCode(levels);
        }

        @Override
        public String toString() {
            return "Found(solutions=" + solutions + ", levels=" + Arrays.toString(levels) + ")";
        }
    }

    /** Splits the search of the board of size {@code n} at depth min(n, {@link #PREFIX_ROWS}). */
    public static Plan plan(int n) {
        PlacementSearch search = new PlacementSearch(n);
        int depth = Math.min(n, PREFIX_ROWS);
        List<RowPrefix> parts = new ArrayList<>();
        long[] placed = new long[n];
        search.prefixes(depth, new int[depth], 0, 0, 0, 0, placed, parts);
        return new Plan(placed, parts);
    }

    private void prefixes(int depth, int[] columns, int row, long cols, long ld, long rd, long[] placed, List<RowPrefix> parts) {
        long free = full & ~(cols | ld | rd);
        while (free != 0) {
            long bit = free & -free;
            free ^= bit;
            columns[row] = Long.numberOfTrailingZeros(bit);
            placed[row]++;
            long nc = cols | bit;
            long nl = (ld | bit) << 1;
            long nr = (rd | bit) >>> 1;
            if (row + 1 < depth) {
                prefixes(depth, columns, row + 1, nc, nl, nr, placed, parts);
                continue;
            }
            int order = compareWithMirror(columns);
            if (order <= 0) {
                List<Integer> prefix = new ArrayList<>();
                for (int column : columns) {
                    prefix.add(column);
                }
                parts.add(new RowPrefix(n, prefix, order < 0 ? 2 : 1, estimate(columns)));
            }
        }
    }

    private int compareWithMirror(int[] columns) {
        for (int column : columns) {
            int mirror = n - 1 - column;
            if (column != mirror) {
                return column < mirror ? -1 : 1;
            }
        }
        return 0;
    }

    /**
     * An estimate of the placements below a prefix, Knuth's estimate of the size of a search tree
     * ({@link TreeEstimate}): walk down from the prefix choosing a free square of each row at random;
     * the products of the numbers of free squares met, summed over the rows, estimate the nodes
     * below without bias. The mean of {@link #ESTIMATE_WALKS} walks, seeded by the prefix, so a
     * plan is the same on every run. (The placements of the next few rows, tried first, ranked the
     * parts of n = 14 and 15 almost at random: rank correlation -0.1 with the work, against 0.97
     * for these walks.)
     */
    private double estimate(int[] prefix) {
        return TreeEstimate.meanNodes(TreeEstimate.seed(n, prefix), ESTIMATE_WALKS, n - prefix.length, () -> {
            Words below = new Words();
            for (int column : prefix) {
                below.descend(1L << column);
            }
            return below;
        });
    }

    /**
     * The words of one row as the queens above leave it: the columns taken and the two diagonal words.
     * A prefix is replayed through them before its count, and the estimate walks down through them; the
     * hot loops below write the same steps inline.
     */
    private final class Words implements TreeEstimate.Walk {
        long cols;
        long ld;
        long rd;

        /** The columns of this row no queen above attacks. */
        @Override
        public long children() {
            return full & ~(cols | ld | rd);
        }

        /** Puts a queen on {@code bit} of this row and goes to the next row. */
        @Override
        public void descend(long bit) {
            cols |= bit;
            ld = (ld | bit) << 1;
            rd = (rd | bit) >>> 1;
        }
    }

    /**
     * Searches below the prefix {@code part}, polling {@code deadline} in shallow rows: the
     * placements in the rows below it and the whole solutions reached, each times the weight; empty
     * when the deadline stopped the search.
     */
    public Optional<Found> count(RowPrefix part, Deadline deadline) {
        if (part.n() != n) {
            throw new IllegalArgumentException("A search of the board of size " + n + " was given a part of size " + part.n() + ".");
        }
        Words words = new Words();
        for (int column : part.columns()) {
            long bit = 1L << column;
            if ((words.children() & bit) == 0) {
                throw new IllegalArgumentException("The queens of the row prefix " + part.id() + " attack each other.");
            }
            words.descend(bit);
        }
        this.deadline = deadline;
        this.stopped = false;
        this.solutions = 0;
        this.levels = new long[n];
        this.fourthLast = 0;
        this.thirdLast = 0;
        this.secondLast = 0;
        this.last = 0;
        int rowsLeft = n - part.columns().size();
        if (rowsLeft == 0) {
            solutions = 1;
        } else {
            long free = words.children();
            if (free != 0) {
                below(free, words.cols, words.ld, words.rd, rowsLeft);
            }
        }
        if (stopped) {
            return Optional.empty();
        }
        if (n >= 4) {
            levels[n - 4] += fourthLast;
            levels[n - 3] += thirdLast;
            levels[n - 2] += secondLast;
            levels[n - 1] += last;
        }
        long[] weighted = new long[n];
        for (int row = 0; row < n; row++) {
            weighted[row] = part.weight() * levels[row];
        }
        return Optional.of(new Found(part.weight() * solutions, weighted));
    }

    /**
     * Adds to {@link #levels} the placements in the {@code rowsLeft} rows from the current one down,
     * whose free squares are {@code free} (not empty), given the columns and diagonals the queens
     * above attack, and to {@link #solutions} the whole solutions reached. One row a call, the
     * deadline polled in the shallow rows, the last four rows in loops with the widths of their
     * levels in locals (a tenth faster than two rows a call on this machine's JVM: 0.80 s against
     * 0.90 s of CPU for n = 15).
     */
    private void below(long free, long cols, long ld, long rd, int rowsLeft) {
        if (rowsLeft <= 3) {
            levels[n - rowsLeft] += Long.bitCount(free);
            lastRows(free, cols, ld, rd, rowsLeft);
            return;
        }
        if (rowsLeft == 4) {
            fourthLast += Long.bitCount(free);
            long second = 0;
            long third = 0;
            long found = 0;
            while (free != 0) {
                long bit = free & -free;
                free ^= bit;
                long nc = cols | bit;
                long nl = (ld | bit) << 1;
                long nr = (rd | bit) >>> 1;
                long next = full & ~(nc | nl | nr);
                second += Long.bitCount(next);
                while (next != 0) {
                    long bit2 = next & -next;
                    next ^= bit2;
                    long nc2 = nc | bit2;
                    long nl2 = (nl | bit2) << 1;
                    long nr2 = (nr | bit2) >>> 1;
                    long next2 = full & ~(nc2 | nl2 | nr2);
                    third += Long.bitCount(next2);
                    found += nextRowPlacements(next2, nc2, nl2, nr2);
                }
            }
            thirdLast += second;
            secondLast += third;
            last += found;
            solutions += found;
            return;
        }
        levels[n - rowsLeft] += Long.bitCount(free);
        boolean poll = rowsLeft > POLL_HEIGHT;
        while (free != 0) {
            long bit = free & -free;
            free ^= bit;
            long nc = cols | bit;
            long nl = (ld | bit) << 1;
            long nr = (rd | bit) >>> 1;
            long next = full & ~(nc | nl | nr);
            if (next != 0) {
                below(next, nc, nl, nr, rowsLeft - 1);
            }
            if (poll && (stopped || deadline.reached())) {
                stopped = true;
                break;
            }
        }
    }

    /**
     * Adds to {@link #levels} the placements in the rows below the current one when it is one of the
     * last three ({@code rowsLeft} 1 to 3), and the whole solutions to {@link #solutions}. The last
     * row is counted without visiting the row above it: see {@link #nextRowPlacements}.
     */
    private void lastRows(long free, long cols, long ld, long rd, int rowsLeft) {
        int row = n - rowsLeft;
        if (rowsLeft == 1) {
            solutions += Long.bitCount(free);
            return;
        }
        if (rowsLeft == 2) {
            long found = nextRowPlacements(free, cols, ld, rd);
            levels[row + 1] += found;
            solutions += found;
            return;
        }
        long deeper = 0;
        long found = 0;
        while (free != 0) {
            long bit = free & -free;
            free ^= bit;
            long nc = cols | bit;
            long nl = (ld | bit) << 1;
            long nr = (rd | bit) >>> 1;
            long next = full & ~(nc | nl | nr);
            deeper += Long.bitCount(next);
            found += nextRowPlacements(next, nc, nl, nr);
        }
        levels[row + 1] += deeper;
        levels[row + 2] += found;
        solutions += found;
    }

    /**
     * The safe squares of the next row summed over the queens of the current row, without placing
     * them. The next row is left {@code g = ~(cols | ld << 1 | rd >>> 1)} by the queens above; a queen
     * on b takes from it b and its two neighbours. So the sum over b in {@code free} of
     * |g minus {b - 1, b, b + 1}| is |free| |g| - |free & g| - |free & g >>> 1| - |free & g << 1|.
     */
    private long nextRowPlacements(long free, long cols, long ld, long rd) {
        long g = full & ~(cols | (ld << 1) | (rd >>> 1));
        return (long) Long.bitCount(free) * Long.bitCount(g) - Long.bitCount(free & g) - Long.bitCount(free & (g >>> 1))
                - Long.bitCount(free & (g << 1));
    }
}
