package org.nqueens.formulations.bitboard.count;

import java.util.Arrays;
import org.nqueens.solver.Deadline;

/**
 * The interiors of a frame with no symmetry, the row with the fewest free squares first (the
 * "fail first" rule of Haralick and Elliott, 1980) rather than top to bottom. Every free row's
 * squares are worked out afresh at every node, which costs about three times what a node of the
 * top-to-bottom search does; it pays because the search then visits about a quarter of the nodes
 * (n = 16: 47.8 million against 213 million), and the scan yields inferences for nothing more:
 * <ul>
 * <li>a row left with no free square, or fewer open columns covered by the rows left than there are
 * rows left (every column takes a queen in the end), ends the branch;</li>
 * <li>a column free in one row left only must take that row's queen (a "hidden single", in sudoku's
 * words), so that row is branched on with that one square.</li>
 * </ul>
 * Of rows with equally few squares the one nearest the middle of the board goes first (19 % fewer
 * nodes at n = 16 than the first found).
 *
 * <p>Rows are taken in any order, so the diagonals are kept by absolute index, not shifted a row at
 * a time as in Somers' loop: bit column + row of one word, bit (column - row) mod 64 of another,
 * which row r reads shifted right by r and rotated left by r. For free rows 1 to n - 2 both indices
 * are distinct up to n = {@value #LARGEST}; larger boards are searched top to bottom. A free row is
 * one word: its frame's squares in the low bits, then its board row, then its rank for ties.
 *
 * <p>Holds its working array, sized once; {@link #count} allocates nothing.
 */
final class FewestSquaresSearch {

    /** The largest board whose diagonals fit a word each, rows 1 to n - 2: column + row up to 2n - 3, column - row from 2 - n to n - 1. */
    static final int LARGEST = 33;
    /** The search polls its deadline where this many rows are left, or at the top when fewer are. */
    private static final int POLL_HEIGHT = 12;
    /** The bits of a free row that are squares; its board row is above them, and its tie rank above that. */
    private static final long SQUARES = (1L << 48) - 1;
    private static final int ROW = 48;
    private static final int RANK = 56;

    /** The free rows; those from index {@code depth} on are still to take a queen. */
    private final long[] rows;
    private int size;
    private int pollDepth;
    private Deadline deadline;
    private boolean stopped;
    private long nodes;

    FewestSquaresSearch(int n) {
        if (n < 1 || n > LARGEST) {
            throw new IllegalArgumentException("The board size n (" + n + ") of a search by the fewest squares first must lie between 1 and "
                    + LARGEST + ".");
        }
        this.rows = new long[n];
    }

    /**
     * The ways to put a queen on every free row with no two attacking; adds the queens placed to
     * {@link #nodes}. Polls {@code deadline} every few milliseconds of search and gives up, returning
     * what it found so far, once it is reached.
     *
     * @param masks the squares the frame leaves each free row, in no more columns in all than there are free rows
     *     (every column they use must then take a queen, which the hidden singles rely on)
     * @param boardRows the board row of each free row, ascending
     * @param count the free rows, at least one
     */
    long count(long[] masks, int[] boardRows, int count, Deadline deadline) {
        if (count < 1 || count > rows.length) {
            throw new IllegalArgumentException("A search of the " + rows.length + " x " + rows.length + " board needs 1 to "
                    + rows.length + " free rows; " + count + " were given.");
        }
        long used = 0;
        for (int i = 0; i < count; i++) {
            used |= masks[i];
            if (boardRows[i] < 1 || boardRows[i] > rows.length - 2 || i > 0 && boardRows[i] <= boardRows[i - 1]) {
                throw new IllegalArgumentException("The free rows " + Arrays.toString(Arrays.copyOf(boardRows, count))
                        + " must be rows 1 to " + (rows.length - 2) + " of the " + rows.length + " x " + rows.length + " board, ascending.");
            }
        }
        if (Long.bitCount(used) > count || used >>> rows.length != 0) {
            throw new IllegalArgumentException("The " + count + " free rows' squares (" + Long.toBinaryString(used)
                    + ") must lie in no more columns than there are rows, all on the board.");
        }
        int middle = boardRows[0] + boardRows[count - 1];
        for (int i = 0; i < count; i++) {
            int rank = Math.abs(2 * boardRows[i] - middle);
            rows[i] = masks[i] | (long) rank << RANK | (long) boardRows[i] << ROW;
        }
        this.size = count;
        this.pollDepth = Math.max(0, count - POLL_HEIGHT);
        this.deadline = deadline;
        this.stopped = false;
        if (count == 1) {
            nodes += Long.bitCount(masks[0]);
            return Long.bitCount(masks[0]);
        }
        if (count == 2) {
            return lastTwo(masks[0], masks[1], boardRows[1] - boardRows[0]);
        }
        return below(0, 0, 0, 0);
    }

    /** Whether the last {@link #count} was given up at its deadline. */
    boolean stopped() {
        return stopped;
    }

    /** Queens placed on safe squares so far, in every count. */
    long nodes() {
        return nodes;
    }

    /**
     * The ways to fill the free rows from {@code depth} on, at least three, given the columns taken
     * and the two diagonal words of the queens placed above. At depth {@link #pollDepth} the deadline
     * is polled before the search below begins (every such search is a few milliseconds at most);
     * once it is reached, every one of them returns at once. A queen with only one square to go to
     * (a row with one square, or a hidden single) is placed in the same call and the scan starts
     * again a row deeper: nearly half the calls were such, and a call costs more than the loop.
     */
    private long below(int depth, long columns, long sums, long differences) {
        if (depth == pollDepth && (stopped || deadline.reached())) {
            stopped = true;
            return 0;
        }
        while (true) {
            long open = ~columns & SQUARES;
            long once = 0;
            long twice = 0;
            int fewest = Integer.MAX_VALUE;
            for (int j = depth; j < size; j++) {
                long row = rows[j];
                long free = free(row, open, sums, differences);
                if (free == 0) {
                    return 0;
                }
                twice |= once & free;
                once |= free;
                // The key orders by squares, then tie rank, then board row (every row its own); its low six bits say which row won.
                fewest = Math.min(fewest, Long.bitCount(free) << 22 | (int) (row >>> ROW - 6) | j);
            }
            if (Long.bitCount(once) < size - depth) {
                return 0;
            }
            int chosen = fewest & 63;
            long choices = 0;
            long singles = once & ~twice;
            if (fewest >>> 22 > 1 && singles != 0) {
                choices = singles & -singles;
                chosen = rowWith(depth, choices, open, sums, differences);
            }
            long row = rows[chosen];
            rows[chosen] = rows[depth];
            rows[depth] = row;
            if (choices == 0) {
                choices = free(row, open, sums, differences);
            }
            nodes += Long.bitCount(choices);
            int position = (int) (row >>> ROW);
            if (size - depth == 3) {
                // The last two rows are counted here, without a call and its scan.
                long a = rows[depth + 1];
                long b = rows[depth + 2];
                int distance = Math.abs((int) (a >>> ROW & 63) - (int) (b >>> ROW & 63));
                long found = 0;
                for (; choices != 0; choices &= choices - 1) {
                    long queen = choices & -choices;
                    long nextOpen = open & ~queen;
                    long nextSums = sums | sumBit(queen, position);
                    long nextDifferences = differences | differenceBit(queen, position);
                    found += lastTwo(free(a, nextOpen, nextSums, nextDifferences), free(b, nextOpen, nextSums, nextDifferences), distance);
                }
                return found;
            }
            if ((choices & choices - 1) == 0 && depth + 1 != pollDepth) {
                // One square: the queen goes there and the rows left are scanned again in this call, not in a new one.
                columns |= choices;
                sums |= sumBit(choices, position);
                differences |= differenceBit(choices, position);
                depth++;
                continue;
            }
            long found = 0;
            for (; choices != 0; choices &= choices - 1) {
                long queen = choices & -choices;
                found += below(depth + 1, columns | queen, sums | sumBit(queen, position), differences | differenceBit(queen, position));
            }
            return found;
        }
    }

    /**
     * The ways to fill two rows {@code distance} apart with the free squares {@code a} and {@code b},
     * with no branch: every pair of squares, less the pairs in one column and on either diagonal (a
     * square of {@code a} and its images {@code distance} columns either side). The nodes are the
     * queens of the row with fewer squares and those of the other row that complete a pair.
     */
    private long lastTwo(long a, long b, int distance) {
        int inA = Long.bitCount(a);
        int inB = Long.bitCount(b);
        long found = (long) inA * inB - Long.bitCount(a & b) - Long.bitCount(a << distance & b) - Long.bitCount(a >>> distance & b);
        nodes += Math.min(inA, inB) + found;
        return found;
    }

    /** The bit of the sum word that a queen (one bit, its column) on board row {@code position} takes: column + row. */
    private static long sumBit(long queen, int position) {
        return queen << position;
    }

    /** The bit of the difference word that a queen (one bit, its column) on board row {@code position} takes: (column - row) mod 64. */
    private static long differenceBit(long queen, int position) {
        return 1L << Long.numberOfTrailingZeros(queen) - position;
    }

    /**
     * The squares of the free row {@code row} left open by the columns and both diagonals taken: the
     * bits {@link #sumBit} and {@link #differenceBit} set, read back for that row.
     */
    private static long free(long row, long open, long sums, long differences) {
        int position = (int) (row >>> ROW);
        return row & open & ~(sums >>> position) & ~Long.rotateLeft(differences, position);
    }

    /** The first free row from {@code depth} on with {@code square} free (there is one). */
    private int rowWith(int depth, long square, long open, long sums, long differences) {
        int j = depth;
        while ((free(rows[j], open, sums, differences) & square) == 0) {
            j++;
        }
        return j;
    }
}
