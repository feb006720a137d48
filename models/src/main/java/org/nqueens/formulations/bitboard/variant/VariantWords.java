package org.nqueens.formulations.bitboard.variant;

import org.nqueens.solver.TreeEstimate;

/**
 * The words of one row of a variant's row-by-row search, as the queens above leave them: the columns
 * taken, the two diagonal words and the columns of the queens one and two rows up (for the knight
 * moves of super-queens). The prefix of a part is replayed through them before its count, and the
 * estimate of a plan walks down through them; the counters' hot loops write the same steps inline.
 */
final class VariantWords implements TreeEstimate.Walk {

    private final RowVariant variant;
    private final int n;
    long cols;
    long ld;
    long rd;
    long previous;
    long second;

    VariantWords(RowVariant variant, int n, long cols, long ld, long rd, long previous, long second) {
        this.variant = variant;
        this.n = n;
        this.cols = cols;
        this.ld = ld;
        this.rd = rd;
        this.previous = previous;
        this.second = second;
    }

    /**
     * The words of the row below the prefix of {@code part}.
     *
     * @throws IllegalArgumentException if the queens of the prefix attack each other
     */
    static VariantWords below(VariantPrefix part) {
        VariantWords words = new VariantWords(part.variant(), part.n(), 0, 0, 0, 0, 0);
        for (int column : part.columns()) {
            long bit = 1L << column;
            if ((words.children() & bit) == 0) {
                throw new IllegalArgumentException(part.variant() == RowVariant.TORUS
                        ? "The queens of the prefix " + part.id() + " attack each other on the torus."
                        : "The super-queens of the prefix " + part.id() + " attack each other.");
            }
            words.descend(bit);
        }
        return words;
    }

    /** The columns of this row no queen above attacks. */
    @Override
    public long children() {
        return variant.free(n, cols, ld, rd, previous, second);
    }

    /** Puts a queen on {@code bit} of this row and goes to the next row. */
    @Override
    public void descend(long bit) {
        cols |= bit;
        ld = variant.nextLeft(n, ld, bit);
        rd = variant.nextRight(n, rd, bit);
        second = previous;
        previous = bit;
    }
}
