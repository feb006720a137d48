package org.nqueens.formulations.bitboard.placements;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A part of the placements count: the queens of the first rows, placed safely, whose subtree of
 * the plain row-by-row search is searched; id {@code r-C1.C2...} (0-based columns).
 *
 * @param n the board size
 * @param columns the columns of the queens of the first rows, 0-based
 * @param weight 2 when the prefix stands for itself and its mirror image, 1 when it is its own image
 * @param estimate the estimate of the placements below the prefix (Knuth's random walks)
 */
public record RowPrefix(int n, List<Integer> columns, int weight, double estimate) {

    /** Validates the prefix. */
    public RowPrefix {
        if (n < 1 || n > Long.SIZE || columns.isEmpty() || columns.size() > n) {
            throw new IllegalArgumentException("A row prefix of " + columns.size() + " queens must hold 1..n queens of a board of size 1.."
                    + Long.SIZE + " (n = " + n + ").");
        }
        columns = List.copyOf(columns);
        for (int column : columns) {
            if (column < 0 || column >= n) {
                throw new IllegalArgumentException("The column " + column + " of a row prefix must lie between 0 and " + (n - 1) + ".");
            }
        }
        if (weight != 1 && weight != 2) {
            throw new IllegalArgumentException("The weight of a row prefix (" + weight + ") must be 1 or 2.");
        }
        if (!(estimate >= 0)) {
            throw new IllegalArgumentException("The estimate of a row prefix (" + estimate + ") must be a number, at least 0.");
        }
    }

    /** The prefix as a checkpoint names it: {@code r-C1.C2...}. */
    public String id() {
        return "r-" + columns.stream().map(String::valueOf).collect(Collectors.joining("."));
    }
}
