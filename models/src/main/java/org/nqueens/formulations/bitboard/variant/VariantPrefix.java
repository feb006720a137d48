package org.nqueens.formulations.bitboard.variant;

import java.util.List;
import java.util.stream.Collectors;
import org.nqueens.solver.WorkSplitter;

/**
 * A part of a variant's count: the queens of the first rows, placed safely, whose subtree of the
 * row-by-row search is counted; id {@code t-C1.C2...} on the torus, {@code s-C1.C2...} for
 * super-queens (0-based columns).
 *
 * @param variant the variant counted
 * @param n the board size
 * @param columns the columns of the queens of the first rows, 0-based
 * @param multiplicity the solutions each solution below the prefix stands for: 2 when the prefix stands for itself and
 *                     its mirror image, 1 when it is its own image; on the torus, times n for the translations of the
 *                     columns (the first row's queen is put in column 0)
 * @param work the estimate of the queens placed below the prefix (Knuth's random walks)
 */
record VariantPrefix(RowVariant variant, int n, List<Integer> columns, int multiplicity, long work) implements WorkSplitter.Part {

    /** Validates the prefix. */
    VariantPrefix {
        if (variant == null) {
            throw new IllegalArgumentException("A variant prefix needs its variant; it was null.");
        }
        if (n < 1 || n > Long.SIZE || columns.isEmpty() || columns.size() > n) {
            throw new IllegalArgumentException("A variant prefix of " + columns.size() + " queens must hold 1..n queens of a board of size 1.."
                    + Long.SIZE + " (n = " + n + ").");
        }
        columns = List.copyOf(columns);
        for (int column : columns) {
            if (column < 0 || column >= n) {
                throw new IllegalArgumentException("The column " + column + " of a variant prefix must lie between 0 and " + (n - 1) + ".");
            }
        }
        if (multiplicity < 1) {
            throw new IllegalArgumentException("The multiplicity of a variant prefix (" + multiplicity + ") must be at least 1.");
        }
        if (work < 1) {
            throw new IllegalArgumentException("The work estimate of a variant prefix (" + work + ") must be positive.");
        }
    }

    @Override
    public String id() {
        return variant.letter() + "-" + columns.stream().map(String::valueOf).collect(Collectors.joining("."));
    }
}
