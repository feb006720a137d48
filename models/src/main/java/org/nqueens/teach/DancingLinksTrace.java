package org.nqueens.teach;

import org.nqueens.dlx.DancingLinks;
import org.nqueens.formulations.exactcover.QueensMatrix;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Described;
import org.nqueens.solver.Named;

/**
 * Dancing links, traced: the exact-cover search of the solver {@code dlx} on its own matrix ({@link QueensMatrix}: one
 * option a square that no given queen attacks, ranks {@code rR} and files {@code cC} primary in
 * organ-pipe order, diagonals {@code aS}, {@code bD} secondary where two or more squares lie on them),
 * so that its nodes are that solver's. Each step names the item chosen, the one with the fewest
 * options left (MRV, ties leftmost), and how many it had; then the options tried, each a queen.
 * It never rejects a square: covering an item removes every option that clashes with it, so a node
 * whose chosen item has no option left fails without trying anything, and the tree marks it pruned.
 */
public final class DancingLinksTrace implements TracedSearch, Described<Named> {

    private static final Named NAME = Named.of("dlx",
            "Dancing links (Algorithm X): branch on the rank or file with the fewest options left, cover what each queen takes");

    @Override
    public Named descriptor() {
        return NAME;
    }

    @Override
    public String workName() {
        return "nodes";
    }

    /** Knuth's nodes: every level the search enters, the root too. */
    @Override
    public long work(SearchTree tree) {
        return tree.nodes().size();
    }

    @Override
    public boolean run(Problem problem, SearchObserver observer) {
        QueensMatrix matrix = QueensMatrix.of(problem.freePart());
        Relay relay = new Relay(matrix, observer);
        DancingLinks search = DancingLinks.of(matrix.cover()).listener(relay);
        while (!relay.stopped && search.next() == DancingLinks.Outcome.SOLUTION) {
            // Each solution has been reported through the listener; go on to the next.
        }
        return !relay.stopped;
    }

    /** Turns the engine's steps into trace events; a try is held back until the engine says whether it completed a solution. */
    private static final class Relay implements DancingLinks.Listener {

        private final QueensMatrix matrix;
        private final SearchObserver observer;
        private int pending = -1;
        boolean stopped;

        Relay(QueensMatrix matrix, SearchObserver observer) {
            this.matrix = matrix;
            this.observer = observer;
        }

        private void emit(TraceEvent event) {
            if (!stopped && !observer.onEvent(event)) {
                stopped = true;
            }
        }

        private void flushPending(boolean solution) {
            if (pending >= 0) {
                int row = matrix.row(pending);
                int column = matrix.column(pending);
                pending = -1;
                emit(solution ? TraceEvent.solution(row, column) : TraceEvent.place(row, column));
            }
        }

        @Override
        public void chose(int item, int options) {
            flushPending(false);
            emit(TraceEvent.choose(matrix.cover().itemName(item), options));
        }

        @Override
        public void tried(int option) {
            flushPending(false);
            pending = option;
        }

        @Override
        public void retracted(int option) {
            flushPending(false);
            emit(TraceEvent.backtrack(matrix.row(option), matrix.column(option)));
        }

        @Override
        public void solved() {
            flushPending(true);
        }
    }
}
