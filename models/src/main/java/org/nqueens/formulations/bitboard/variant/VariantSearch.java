package org.nqueens.formulations.bitboard.variant;

import java.util.Optional;
import org.nqueens.solver.Deadline;

/**
 * What the counters of the row variants ({@link TorusSearch}, {@link SuperQueenSearch}) share around
 * their hot loops: the board's size and word, the deadline and whether it stopped the search, the
 * queens placed, and the count of one {@link VariantPrefix}, written once. Each counter keeps its own
 * recursion over its own words ({@link #below(VariantWords, int)}).
 */
abstract sealed class VariantSearch permits TorusSearch, SuperQueenSearch {

    /** The search polls its deadline only in rows with more than this many rows below. */
    static final int POLL_HEIGHT = 8;

    private final RowVariant variant;
    final int n;
    final long full;
    Deadline deadline;
    boolean stopped;
    long nodes;

    VariantSearch(RowVariant variant, int n) {
        if (n < 1 || n > Long.SIZE) {
            throw new IllegalArgumentException("The board size n (" + n + ") must lie between 1 and " + Long.SIZE + ".");
        }
        this.variant = variant;
        this.n = n;
        this.full = RowVariant.full(n);
    }

    /** The solutions of the {@code rowsLeft} rows (at least one) below the prefix whose words are {@code words}. */
    abstract long below(VariantWords words, int rowsLeft);

    /** The solutions of the last row: a queen on each square of {@code free}, each one placed. */
    final long lastRow(long free) {
        long found = Long.bitCount(free);
        nodes += found;
        return found;
    }

    /** Whether the search must stop: it has, or the deadline has come (then it has from now on). */
    final boolean stops() {
        if (stopped || deadline.reached()) {
            stopped = true;
        }
        return stopped;
    }

    /**
     * The solutions below the prefix {@code part}, times its multiplicity, and the queens placed;
     * empty when {@code deadline} stopped the search.
     */
    final Optional<VariantCounts> count(VariantPrefix part, Deadline newDeadline) {
        if (part.variant() != variant || part.n() != n) {
            throw new IllegalArgumentException("A " + variant.title() + " search of size " + n + " was given the part " + part.id()
                    + " of size " + part.n() + ".");
        }
        VariantWords words = VariantWords.below(part);
        this.deadline = newDeadline;
        this.stopped = false;
        this.nodes = 0;
        int rowsLeft = n - part.columns().size();
        long solutions = rowsLeft == 0 ? 1 : below(words, rowsLeft);
        if (stopped) {
            return Optional.empty();
        }
        return Optional.of(new VariantCounts(part.multiplicity() * solutions, nodes));
    }
}
