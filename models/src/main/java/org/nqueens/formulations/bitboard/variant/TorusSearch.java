package org.nqueens.formulations.bitboard.variant;

import java.util.Optional;
import org.nqueens.solver.Deadline;

/**
 * Counts the queens on the n x n torus below a {@link VariantPrefix}, row by row with three words:
 * the columns taken, and the two diagonal words, which turn by one bit a row within the n bits of
 * the board. On the torus a diagonal is a class of (column - row) or (column + row) mod n, so a
 * queen in column c attacks column c + k (mod n) and c - k (mod n) of the row k below it: a
 * rotation, not a shift, and the wrap of the rows needs nothing more, since attacks are symmetric
 * and every pair of queens is checked once, by the lower of the two rows. Nothing assumes that
 * solutions exist only when gcd(n, 6) = 1 (Polya): the search finds none otherwise.
 */
final class TorusSearch {

    /** The search polls its deadline only in rows with more than this many rows below. */
    private static final int POLL_HEIGHT = 8;

    private final int n;
    private final long full;
    /** n - 1: how far the bit leaving one edge travels to come back at the other. */
    private final int wrap;
    private Deadline deadline;
    private boolean stopped;
    private long nodes;

    TorusSearch(int n) {
        if (n < 1 || n > Long.SIZE) {
            throw new IllegalArgumentException("The board size n (" + n + ") must lie between 1 and " + Long.SIZE + ".");
        }
        this.n = n;
        this.full = RowVariant.full(n);
        this.wrap = n - 1;
    }

    /**
     * The solutions below the prefix {@code part}, times its multiplicity, and the queens placed;
     * empty when {@code deadline} stopped the search.
     */
    Optional<VariantCounts> count(VariantPrefix part, Deadline newDeadline) {
        if (part.variant() != RowVariant.TORUS || part.n() != n) {
            throw new IllegalArgumentException("A torus search of size " + n + " was given the part " + part.id() + " of size " + part.n() + ".");
        }
        VariantWords words = VariantWords.below(part);
        this.deadline = newDeadline;
        this.stopped = false;
        this.nodes = 0;
        int rowsLeft = n - part.columns().size();
        long solutions = rowsLeft == 0 ? 1 : below(words.cols, words.ld, words.rd, rowsLeft);
        if (stopped) {
            return Optional.empty();
        }
        return Optional.of(new VariantCounts(part.multiplicity() * solutions, nodes));
    }

    /** The solutions of the {@code rowsLeft} rows from the current one down, given the words of the current row. */
    private long below(long cols, long ld, long rd, int rowsLeft) {
        long free = full & ~(cols | ld | rd);
        if (rowsLeft == 1) {
            long found = Long.bitCount(free);
            nodes += found;
            return found;
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
            if (poll && (stopped || deadline.reached())) {
                stopped = true;
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
