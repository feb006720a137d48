package org.nqueens.teach;

import java.util.Arrays;
import org.nqueens.problem.InvalidInputException;

/**
 * The widths of the levels of the plain search: at depth k, the number of safe k-arrangements, k
 * queens on the first k rows that do not attack each other (seed 000's breadth-first
 * construction, where each k-arrangement leads to the (k+1)-arrangements that extend it). Every
 * k-arrangement is a queen placed by the reference depth-first search, so the widths sum to its
 * placements, the constrained-DFS column of seed 002's table; the last width is the number of
 * solutions.
 *
 * @param n the board size
 * @param widths the width of each level, k = 1..n at index k - 1
 */
public record LevelWidths(int n, long[] widths) {

    /** The largest n counted: n = 16 places about 1.1 billion queens, several seconds. */
    public static final int MAX_N = 16;

    /** Validates and copies the widths. */
    public LevelWidths {
        if (widths.length != n) {
            throw new IllegalArgumentException("The widths (" + widths.length + " levels) must give one level a row of the board of size " + n + ".");
        }
        widths = widths.clone();
    }

    /** The level widths of the n x n board, counted by a depth-first search with column and diagonal masks. */
    public static LevelWidths of(int n) {
        if (n < 1 || n > MAX_N) {
            throw new InvalidInputException("The level widths are counted for n = 1.." + MAX_N + " (n = " + MAX_N
                    + " places about 1.1 billion queens); n = " + n + " is out of range.");
        }
        long[] widths = new long[n];
        count(n, 0, 0, 0, 0, widths);
        return new LevelWidths(n, widths);
    }

    private static void count(int n, int depth, int columns, int left, int right, long[] widths) {
        int full = (1 << n) - 1;
        int free = full & ~(columns | left | right);
        while (free != 0) {
            int bit = free & -free;
            free ^= bit;
            widths[depth]++;
            if (depth + 1 < n) {
                count(n, depth + 1, columns | bit, ((left | bit) << 1) & full, (right | bit) >>> 1, widths);
            }
        }
    }

    /** The width of each level, k = 1..n at index k - 1 (a copy). */
    @Override
    public long[] widths() {
        return widths.clone();
    }

    /** The sum of the widths: the queens the reference search places. */
    public long placements() {
        return Arrays.stream(widths).sum();
    }

    /** The last width: the solutions. */
    public long solutions() {
        return widths[n - 1];
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LevelWidths that && n == that.n && Arrays.equals(widths, that.widths);
    }

    @Override
    public int hashCode() {
        return 31 * n + Arrays.hashCode(widths);
    }

    @Override
    public String toString() {
        return "LevelWidths(n=" + n + ", widths=" + Arrays.toString(widths) + ")";
    }
}
