package org.nqueens.teach;

import java.util.ArrayList;
import java.util.List;
import org.nqueens.problem.Board;
import org.nqueens.problem.FreePart;

/**
 * The bitboard's row-or-column choice, traced: the search the solver {@code bitboard} runs to solve,
 * complete, enumerate or count a partial board (its {@code CompletionSearch}), written again here
 * step for step so that its nodes are that solver's. Every free row keeps the word of its columns
 * still open. At each level it branches on the row with the fewest columns left or, when that is
 * fewer, on the open column with the fewest rows left (one row, or two when every row has more than
 * two columns): a {@code choose} of {@code row r} or {@code column c} and how many options it has,
 * then its options lowest first. A queen placed strikes its column and diagonals from every other
 * row's word at once (forward checking: a {@code pruned} event each); a row left with no column, or
 * an open column with no row, fails at once and the tree marks the placement pruned.
 *
 * <p>A teaching id ({@code bitboard-completion}): the solver is {@code bitboard}, whose count of an
 * empty board runs another search (border frames under symmetry, see {@link BitboardTrace}).
 */
public final class BitboardCompletionTrace implements TracedSearch {

    @Override
    public String id() {
        return "bitboard-completion";
    }

    @Override
    public String title() {
        return "Bitboard completion (how bitboard solves and completes): branch on the row with the fewest columns or the column "
                + "with the fewest rows, strike each queen's lines from every row's word";
    }

    @Override
    public String workName() {
        return "nodes";
    }

    /** The solver's nodes: every queen placed, the ones that fail included. */
    @Override
    public long work(SearchTree tree) {
        return tree.placements();
    }

    @Override
    public boolean run(Board board, SearchObserver observer) {
        if (board.n() > BitboardTrace.MAX_N) {
            throw new IllegalArgumentException("The bitboard trace holds a row in one 64-bit word: n = " + board.n() + " is more than "
                    + BitboardTrace.MAX_N + ".");
        }
        FreePart free = FreePart.of(board);
        if (free.size() == 0) {
            return true;
        }
        List<Line> lines = new ArrayList<>();
        long open = 0;
        for (int i = 0; i < free.size(); i++) {
            long word = 0;
            for (int column : free.allowedColumns(free.row(i))) {
                word |= 1L << (column - 1);
            }
            lines.add(new Line(free.row(i), word));
            open |= 1L << (free.column(i) - 1);
        }
        return new Run(board.n(), observer).level(lines, open);
    }

    /** A free row at one level: its board row and the word of its open columns (column c as bit c - 1). */
    private record Line(int row, long word) {
    }

    /** One run: the board size and the recursion. */
    private record Run(int n, SearchObserver observer) {

        /**
         * Branches on the most constrained row or column of {@code lines} (the free rows left, in the
         * solver's order), {@code open} the columns still without a queen; returns false when the
         * observer stopped the search. A level with a row without a column or an open column without
         * a row is not entered: its placement failed.
         */
        boolean level(List<Line> lines, long open) {
            long once = 0;
            long twice = 0;
            long thrice = 0;
            int best = -1;
            int fewest = Integer.MAX_VALUE;
            for (int j = 0; j < lines.size(); j++) {
                long word = lines.get(j).word();
                int count = Long.bitCount(word);
                if (count < fewest) {
                    fewest = count;
                    best = j;
                }
                thrice |= twice & word;
                twice |= once & word;
                once |= word;
            }
            if (fewest == 0 || (open & ~once) != 0) {
                return true;
            }
            long single = open & ~twice;
            long pair = open & twice & ~thrice;
            List<int[]> options = new ArrayList<>();
            if (single != 0 || (fewest > 2 && pair != 0)) {
                long bit = Long.lowestOneBit(single != 0 ? single : pair);
                int column = Long.numberOfTrailingZeros(bit) + 1;
                for (int j = 0; j < lines.size(); j++) {
                    if ((lines.get(j).word() & bit) != 0) {
                        options.add(new int[] {j, column});
                    }
                }
                if (!observer.onEvent(TraceEvent.choose("column " + column, options.size()))) {
                    return false;
                }
            } else {
                for (long bits = lines.get(best).word(); bits != 0; bits &= bits - 1) {
                    options.add(new int[] {best, Long.numberOfTrailingZeros(bits) + 1});
                }
                if (!observer.onEvent(TraceEvent.choose("row " + lines.get(best).row(), options.size()))) {
                    return false;
                }
            }
            for (int[] option : options) {
                if (!place(lines, open, option[0], option[1])) {
                    return false;
                }
            }
            return true;
        }

        /** The queen of line {@code position} on {@code column}, the other rows' words struck, and the level below. */
        private boolean place(List<Line> lines, long open, int position, int column) {
            int row = lines.get(position).row();
            boolean last = lines.size() == 1;
            if (!observer.onEvent(last ? TraceEvent.solution(row, column) : TraceEvent.place(row, column))) {
                return false;
            }
            if (!last) {
                List<Line> next = new ArrayList<>();
                boolean emptied = false;
                for (int j = 0; j < lines.size() && !emptied; j++) {
                    if (j == position) {
                        continue;
                    }
                    Line line = lines.get(j);
                    long word = line.word();
                    for (long bits = word; bits != 0; bits &= bits - 1) {
                        int other = Long.numberOfTrailingZeros(bits) + 1;
                        Conflict conflict = Conflict.between(line.row(), other, row, column);
                        if (conflict != null) {
                            word &= ~(1L << (other - 1));
                            if (!observer.onEvent(TraceEvent.pruned(line.row(), other, conflict))) {
                                return false;
                            }
                        }
                    }
                    emptied = word == 0;
                    next.add(new Line(line.row(), word));
                }
                if (!emptied && !level(next, open & ~(1L << (column - 1)))) {
                    return false;
                }
            }
            return observer.onEvent(TraceEvent.backtrack(row, column));
        }
    }
}
