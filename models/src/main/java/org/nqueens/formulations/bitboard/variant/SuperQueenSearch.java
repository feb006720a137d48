package org.nqueens.formulations.bitboard.variant;

/**
 * Counts the super-queens (queens that also move as knights) on the plain n x n board below a
 * {@link VariantPrefix}, row by row: the classic words (columns taken, the diagonals shifted by
 * one bit a row) and the knight's squares, which lie one row away two columns over or two rows
 * away one column over, so the queens of the two rows above are all it needs: the previous
 * queen takes columns c +- 2 of the current row, the one before it c +- 1. Every pair of queens is
 * checked once, by the lower of the two rows.
 */
final class SuperQueenSearch extends VariantSearch {


    SuperQueenSearch(int n) {
        super(RowVariant.SUPER_QUEEN, n);
    }

    @Override
    long below(VariantWords words, int rowsLeft) {
        return below(words.cols, words.ld, words.rd, words.previous, words.second, rowsLeft);
    }

    /**
     * The solutions of the {@code rowsLeft} rows from the current one down, given the words of the
     * current row and the column bits of the queens one and two rows up.
     */
    private long below(long cols, long ld, long rd, long previous, long second, int rowsLeft) {
        long free = full & ~(cols | ld | rd | previous << 2 | previous >>> 2 | second << 1 | second >>> 1);
        if (rowsLeft == 1) {
            return lastRow(free);
        }
        if (rowsLeft == 2) {
            return lastTwoRows(free, cols, ld, rd, previous);
        }
        boolean poll = rowsLeft > POLL_HEIGHT;
        long found = 0;
        while (free != 0) {
            long bit = free & -free;
            free ^= bit;
            nodes++;
            found += below(cols | bit, (ld | bit) << 1, (rd | bit) >>> 1, bit, previous, rowsLeft - 1);
            if (poll && stops()) {
                break;
            }
        }
        return found;
    }

    /**
     * The solutions of the last two rows without visiting the last: the queens above this row leave
     * the last row {@code g} (the queen one row up is two rows above it: a knight's c +- 1), and a
     * queen in column b of this row takes from it b - 2 .. b + 2 (its column, diagonals and knight's
     * moves, five distinct columns), so the sum over b in {@code free} of |g minus those| is
     * |free| |g| minus the pairs of b in free and b + d in g for d = -2..2.
     */
    private long lastTwoRows(long free, long cols, long ld, long rd, long previous) {
        long g = full & ~(cols | ld << 1 | rd >>> 1 | previous << 1 | previous >>> 1);
        long found = (long) Long.bitCount(free) * Long.bitCount(g) - Long.bitCount(free & g)
                - Long.bitCount(free & g >>> 1) - Long.bitCount(free & g << 1)
                - Long.bitCount(free & g >>> 2) - Long.bitCount(free & g << 2);
        nodes += Long.bitCount(free) + found;
        return found;
    }
}
