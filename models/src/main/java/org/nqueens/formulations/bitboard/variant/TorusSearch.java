package org.nqueens.formulations.bitboard.variant;

/**
 * Counts the queens on the n x n torus below a {@link VariantPrefix}, row by row with three words:
 * the columns taken, and the two diagonal words, which turn by one bit a row within the n bits of
 * the board. On the torus a diagonal is a class of (column - row) or (column + row) mod n, so a
 * queen in column c attacks column c + k (mod n) and c - k (mod n) of the row k below it: a
 * rotation, not a shift, and the wrap of the rows needs nothing more, since attacks are symmetric
 * and every pair of queens is checked once, by the lower of the two rows. Nothing assumes that
 * solutions exist only when gcd(n, 6) = 1 (Polya): the search finds none otherwise.
 */
final class TorusSearch extends VariantSearch {

    /** n - 1: how far the bit leaving one edge travels to come back at the other. */
    private final int wrap;

    TorusSearch(int n) {
        super(RowVariant.TORUS, n);
        this.wrap = n - 1;
    }

    @Override
    long below(VariantWords words, int rowsLeft) {
        return below(words.cols, words.ld, words.rd, rowsLeft);
    }

    /** The solutions of the {@code rowsLeft} rows from the current one down, given the words of the current row. */
    private long below(long cols, long ld, long rd, int rowsLeft) {
        long free = full & ~(cols | ld | rd);
        if (rowsLeft == 1) {
            return lastRow(free);
        }
        if (rowsLeft == 2 && n >= 3) {
            return lastTwoRows(free, cols, ld, rd);
        }
        boolean poll = rowsLeft > POLL_HEIGHT;
        long found = 0;
        while (free != 0) {
            long bit = free & -free;
            free ^= bit;
            nodes++;
            long left = ld | bit;
            long right = rd | bit;
            found += below(cols | bit, ((left << 1) | (left >>> wrap)) & full, (right >>> 1) | ((right & 1) << wrap), rowsLeft - 1);
            if (poll && stops()) {
                break;
            }
        }
        return found;
    }

    /**
     * The solutions of the last two rows without visiting the last: the queens above leave the
     * last row {@code g}, and a queen in column b of this row takes from it b, b + 1 and b - 1
     * (mod n, three columns apart when n >= 3), so the sum over b in {@code free} of
     * |g minus those| is |free| |g| - |free & g| - |free & g turned down| - |free & g turned up|.
     */
    private long lastTwoRows(long free, long cols, long ld, long rd) {
        long g = full & ~(cols | ((ld << 1) | (ld >>> wrap)) | ((rd >>> 1) | ((rd & 1) << wrap)));
        long found = (long) Long.bitCount(free) * Long.bitCount(g) - Long.bitCount(free & g)
                - Long.bitCount(free & RowVariant.rotateRight(n, g)) - Long.bitCount(free & RowVariant.rotateLeft(n, g));
        nodes += Long.bitCount(free) + found;
        return found;
    }
}
