package org.nqueens.teach;

import java.util.StringJoiner;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Described;
import org.nqueens.solver.Named;

/**
 * The bitboard search, traced: M. Richards' row-by-row search with the columns and both diagonals
 * the queens above attack held as words, so that a row's safe columns are one expression,
 * {@code free = allowed & ~(columns | left | right)}, and the next row's words are the current ones
 * with the new queen's bit added and the diagonal words shifted one place. Each row is a
 * {@code choose} naming the row and its free columns as a set (how many: the options); the queen
 * goes on the lowest free bit, the leftmost column, and then the next; a row whose word is empty
 * is a dead end found without trying a square, which the tree marks pruned.
 *
 * <p>This loop in row order on the whole board is the search whose placements {@code count --placements}
 * counts with the solver {@code bitboard} (its {@code PlacementSearch}, which adds up the last rows
 * without visiting them, so it cannot carry an observer): {@code BitboardTraceTest} holds this trace
 * to it node for node, the placements and solutions below every node of the tree up to n = 10. The
 * counter's {@code count} of an empty board runs the loop's words in another order: it places the
 * four border queens first (the Q27 frames), keeps only the frames least under the eight symmetries
 * of the square and searches each interior the row with the fewest free squares first; solving or
 * completing a board is {@link BitboardCompletionTrace}. So this tree is the reference
 * backtracker's without the rejected squares, and its work is its placements, not the counter's nodes.
 */
public final class BitboardTrace implements TracedSearch, Described<Named> {

    private static final Named NAME = Named.of("bitboard",
            "Bitboard, the plain row loop in row order (the counter runs this loop inside the border frames it places first, "
            + "under symmetry; bitboard-completion is how it solves and completes): a row's free columns in one word, the lowest bit "
            + "first; an empty word is a dead end");

    /** The largest board traced: a row in one 64-bit word. */
    static final int MAX_N = 64;

    @Override
    public Named descriptor() {
        return NAME;
    }

    @Override
    public boolean run(Problem problem, SearchObserver observer) {
        if (problem.rows() > MAX_N) {
            throw new IllegalArgumentException("The bitboard trace holds a row in one 64-bit word: n = " + problem.rows() + " is more than " + MAX_N + ".");
        }
        FreePart free = problem.freePart();
        if (free.decidedWithoutSearch().isPresent()) {
            return true;
        }
        int[] rows = free.rows();
        long[] allowed = new long[rows.length];
        for (int i = 0; i < rows.length; i++) {
            for (int column : free.allowedColumns(rows[i])) {
                allowed[i] |= 1L << (column - 1);
            }
        }
        return new Run(rows, allowed, free.n(), observer).row(0, 0, 0, 0);
    }

    /** One run: the free rows, the columns the board allows each, and the recursion over the words. */
    private record Run(int[] rows, long[] allowed, int n, SearchObserver observer) {

        /**
         * Searches free row {@code depth}, the queens above attacking {@code columns}, {@code left}
         * (their diagonals running toward column 1, where they cross this row) and {@code right}
         * (toward column n); returns
         * false when the observer stopped the search.
         */
        boolean row(int depth, long columns, long left, long right) {
            long board = n == 64 ? -1L : (1L << n) - 1;
            long safe = allowed[depth] & ~(columns | left | right) & board;
            if (!observer.onEvent(TraceEvent.choose("row " + rows[depth] + " " + set(safe), Long.bitCount(safe)))) {
                return false;
            }
            boolean last = depth == rows.length - 1;
            int gap = last ? 0 : rows[depth + 1] - rows[depth];
            for (long bits = safe; bits != 0; bits &= bits - 1) {
                long bit = bits & -bits;
                int column = Long.numberOfTrailingZeros(bit) + 1;
                if (!observer.onEvent(last ? TraceEvent.solution(rows[depth], column) : TraceEvent.place(rows[depth], column))) {
                    return false;
                }
                // Bit c - 1 is column c: g rows lower, one diagonal of the queen reaches column c - g (shift right), the other c + g.
                if (!last && !row(depth + 1, columns | bit, ((left | bit) >>> gap), ((right | bit) << gap) & board)) {
                    return false;
                }
                if (!observer.onEvent(TraceEvent.backtrack(rows[depth], column))) {
                    return false;
                }
            }
            return true;
        }

        /** A word as the set of its columns: {1, 4, 6}. */
        private static String set(long word) {
            StringJoiner set = new StringJoiner(", ", "{", "}");
            for (long bits = word; bits != 0; bits &= bits - 1) {
                set.add(Integer.toString(Long.numberOfTrailingZeros(bits) + 1));
            }
            return set.toString();
        }
    }
}
