package org.nqueens.formulations.bitboard.complete;

import org.nqueens.problem.FreePart;

/**
 * The bitboard model of a board: one variable a free row, its domain the word of the columns its
 * queen may take (bit c-1 for column c), with the free part's blocked squares and the attacks of
 * the given queens already struck out. The constraints are those of the queens themselves: no two
 * free rows take the same column, nor two squares on one diagonal (|column difference| = |row difference|).
 */
public final class RowWords {

    private final FreePart free;
    private final long[] domains;

    private RowWords(FreePart free) {
        if (free.n() > Long.SIZE) {
            throw new IllegalArgumentException("A bitboard holds a row in one 64-bit word; the board size n (" + free.n()
                    + ") must be at most " + Long.SIZE + ".");
        }
        this.free = free;
        this.domains = new long[free.size()];
        for (int i = 0; i < free.size(); i++) {
            for (int j = 0; j < free.size(); j++) {
                int column = free.column(j);
                if (free.allows(free.row(i), column)) {
                    domains[i] |= 1L << (column - 1);
                }
            }
        }
    }

    /** The model of {@code free}, n at most 64. */
    public static RowWords of(FreePart free) {
        return new RowWords(free);
    }

    /** The free part the model poses. */
    FreePart free() {
        return free;
    }

    /** How many rows are free. */
    int size() {
        return domains.length;
    }

    /** The row (1-based) of variable {@code i}. */
    int row(int i) {
        return free.row(i);
    }

    /** The columns variable {@code i} may take before any choice: bit c-1 for column c. */
    long domain(int i) {
        return domains[i];
    }

    /**
     * The columns of a row {@code distance} rows away that a queen in column bit {@code column}
     * (0-based) attacks: the same column and the two diagonals.
     */
    public static long attacks(int n, int column, int distance) {
        long attacked = 1L << column;
        if (column + distance < n) {
            attacked |= 1L << (column + distance);
        }
        if (column - distance >= 0) {
            attacked |= 1L << (column - distance);
        }
        return attacked;
    }
}
