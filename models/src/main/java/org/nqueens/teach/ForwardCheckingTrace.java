package org.nqueens.teach;

import java.util.ArrayList;
import java.util.List;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Described;
import org.nqueens.solver.Named;

/**
 * Forward checking, traced: the reference backtracker's order (one queen a row, rows ascending,
 * columns left to right) with a domain for every free row, the columns still open to it. After
 * each placement the squares the new queen attacks are pruned from the domains of the rows below
 * (a {@code pruned} event each, naming the queen and the rule); when a domain empties, the
 * placement fails at once, without trying any square of that row, and the tree marks it pruned.
 * Beside the plain backtracker on the same board, it shows what propagation saves: it never
 * rejects a square, and its tree is the backtracker's with the doomed branches cut off early.
 *
 * <p>A teaching search only (id {@code forward-checking}); no solver of that id counts. Its tree is the
 * real backtracker's ({@code backtrack}) less the subtrees below a placement that leaves a later row no
 * square: {@code ForwardCheckingTraceTest} holds it to that search node for node up to n = 10.
 */
public final class ForwardCheckingTrace implements TracedSearch, Described<Named> {

    private static final Named NAME = Named.of("forward-checking",
            "Forward checking: the backtracker's order, each placement pruning the rows below; a row left empty fails at once");

    @Override
    public Named descriptor() {
        return NAME;
    }

    @Override
    public boolean run(Problem problem, SearchObserver observer) {
        FreePart free = problem.freePart();
        int n = free.n();
        int[] rows = free.rows();
        // open[i][c]: column c is still in the domain of free row i; size[i] counts them.
        boolean[][] open = new boolean[rows.length][n + 1];
        int[] size = new int[rows.length];
        for (int i = 0; i < rows.length; i++) {
            for (int column : free.allowedColumns(rows[i])) {
                open[i][column] = true;
                size[i]++;
            }
        }
        for (int count : size) {
            if (count == 0) {
                // The given queens already leave some row no square: the root fails before any placement.
                return true;
            }
        }
        if (rows.length == 0) {
            return true;
        }
        return new Run(rows, open, size, observer).descend(0);
    }

    /** One run: the domains and the recursion. */
    private static final class Run {

        private final int[] rows;
        private final boolean[][] open;
        private final int[] size;
        private final SearchObserver observer;

        Run(int[] rows, boolean[][] open, int[] size, SearchObserver observer) {
            this.rows = rows;
            this.open = open;
            this.size = size;
            this.observer = observer;
        }

        /** Tries every column of the domain of free row {@code depth}; returns false when the observer stopped the search. */
        boolean descend(int depth) {
            int row = rows[depth];
            boolean last = depth == rows.length - 1;
            for (int column = 1; column < open[depth].length; column++) {
                if (!open[depth][column]) {
                    continue;
                }
                if (!observer.onEvent(last ? TraceEvent.solution(row, column) : TraceEvent.place(row, column))) {
                    return false;
                }
                List<int[]> removed = new ArrayList<>();
                boolean wipedOut = false;
                for (int later = depth + 1; later < rows.length && !wipedOut; later++) {
                    for (int other = 1; other < open[later].length; other++) {
                        Conflict conflict = open[later][other] ? Conflict.between(rows[later], other, row, column) : null;
                        if (conflict != null) {
                            open[later][other] = false;
                            size[later]--;
                            removed.add(new int[] {later, other});
                            if (!observer.onEvent(TraceEvent.pruned(rows[later], other, conflict))) {
                                return false;
                            }
                        }
                    }
                    wipedOut = size[later] == 0;
                }
                if (!wipedOut && !last && !descend(depth + 1)) {
                    return false;
                }
                for (int[] square : removed) {
                    open[square[0]][square[1]] = true;
                    size[square[0]]++;
                }
                if (!observer.onEvent(TraceEvent.backtrack(row, column))) {
                    return false;
                }
            }
            return true;
        }
    }

    /** Propagation fixes queens that the search did not decide. */
    @Override
    public boolean fixesByPropagation() {
        return true;
    }
}
