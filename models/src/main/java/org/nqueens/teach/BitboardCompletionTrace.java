package org.nqueens.teach;

import org.nqueens.formulations.bitboard.complete.CompletionSearch;
import org.nqueens.formulations.bitboard.complete.RowWords;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Described;
import org.nqueens.solver.Named;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.SearchSettings;

/**
 * The bitboard's row-or-column choice, traced: the search the solver {@code bitboard} runs to solve,
 * complete, enumerate or count a partial board, its {@code CompletionSearch} itself, watched through
 * its observer, so that its nodes are that solver's. Every free row keeps the word of its columns
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
public final class BitboardCompletionTrace implements TracedSearch, Described<Named> {

    private static final Named NAME = Named.of("bitboard-completion",
            "Bitboard completion (how bitboard solves and completes): branch on the row with the fewest columns or the column "
            + "with the fewest rows, strike each queen's lines from every row's word");

    @Override
    public Named descriptor() {
        return NAME;
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
    public boolean run(Problem problem, SearchObserver observer) {
        if (problem.rows() > BitboardTrace.MAX_N) {
            throw new IllegalArgumentException("The bitboard trace holds a row in one 64-bit word: n = " + problem.rows() + " is more than "
                    + BitboardTrace.MAX_N + ".");
        }
        Relay relay = new Relay(observer);
        ResumableSearch search = new CompletionSearch(RowWords.of(problem.freePart()), SearchSettings.defaults().start(), relay);
        ResumableSearch.Step step;
        do {
            step = search.advance();
        } while (step == ResumableSearch.Step.SOLUTION);
        return step == ResumableSearch.Step.EXHAUSTED;
    }

    /** Turns the search's steps into events; a struck square's conflict is with the queen placed last. */
    private static final class Relay implements CompletionSearch.Observer {

        private final SearchObserver observer;
        private int queenRow;
        private int queenColumn;

        Relay(SearchObserver observer) {
            this.observer = observer;
        }

        @Override
        public boolean choose(boolean onColumn, int line, int options) {
            return observer.onEvent(TraceEvent.choose((onColumn ? "column " : "row ") + line, options));
        }

        @Override
        public boolean place(int row, int column, boolean solution) {
            queenRow = row;
            queenColumn = column;
            return observer.onEvent(solution ? TraceEvent.solution(row, column) : TraceEvent.place(row, column));
        }

        @Override
        public boolean prune(int row, int column) {
            return observer.onEvent(TraceEvent.pruned(row, column, Conflict.between(row, column, queenRow, queenColumn)));
        }

        @Override
        public boolean backtrack(int row, int column) {
            return observer.onEvent(TraceEvent.backtrack(row, column));
        }
    }
}
