package org.nqueens.teach;

import java.util.ArrayList;
import java.util.List;
import org.nqueens.formulations.choco.ChocoDecisions;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;

/**
 * Choco-solver's search, traced: the formulation's own model and first-fail strategy, watched
 * through Choco's search monitors ({@link ChocoDecisions}). Choco branches in two: a decision
 * {@code q[r] = c} (the row with the fewest columns left, its smallest column; the dual model also
 * a column's row, and its square that strikes the fewest others), and once that branch is done, its
 * refutation {@code q[r] != c}. Each decision is
 * a {@code choose} of the variable (with how many values it had) and a {@code place}; each refutation a {@code refute}; after
 * either, a {@code pruned} event for every column propagation removed from another row, naming
 * the queen that attacks the square where one does (a placed queen, or one that propagation itself
 * fixed) and otherwise rule {@code propagation} (allDifferent's bounds reasoning over several
 * rows); a propagation that empties a row ends in {@code fail}. Queens that propagation fixes are
 * not placements: the table shows only the decided ones, and a solution's other queens are the
 * rows whose columns were pruned down to one.
 *
 * <p>Choco counts a node for every decision and every solution; the tree's work reads the same
 * off the trace: its {@code choose} events plus its solutions, equal to {@code count}'s nodes.
 */
public final class ChocoTrace implements TracedSearch {

    private final String id;

    ChocoTrace(String id) {
        if (!ChocoDecisions.ids().contains(id)) {
            throw new IllegalArgumentException("The solver " + Quote.of(id) + " is not a Choco model that can be traced.");
        }
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String title() {
        return "Choco-solver (" + id + "): decide a queen's square on the " + (id.equals("choco-dual") ? "row or column" : "row")
                + " with the fewest squares left, refute it once done; after each, the columns propagation removed";
    }

    @Override
    public String workName() {
        return "nodes";
    }

    /** Choco's nodes: one a decision (each {@code choose}) and one a solution. */
    @Override
    public long work(SearchTree tree) {
        return tree.choices() + tree.solutions();
    }

    @Override
    public boolean run(Problem problem, SearchObserver observer) {
        Relay relay = new Relay(observer);
        boolean done = ChocoDecisions.run(id, problem, relay);
        if (done) {
            relay.close();
        }
        return done && !relay.stopped;
    }

    /** Turns the monitor's reports into events: the path diffed against the last one, the domains against the last ones. */
    private static final class Relay implements ChocoDecisions.Listener {

        private final SearchObserver observer;
        private int[] rows = new int[0];
        /** The decision path as last reported. */
        private List<ChocoDecisions.Step> path = new ArrayList<>();
        /** A decision whose placement is held back until the search says whether it completed a solution. */
        private ChocoDecisions.Step pending;
        private final List<TraceEvent> pendingPrunes = new ArrayList<>();
        /** The queen a solution reached without a decision stands on (propagation fixed it), open until the search moves on. */
        private int[] propagatedSolution;
        boolean stopped;

        Relay(SearchObserver observer) {
            this.observer = observer;
        }

        private void emit(TraceEvent event) {
            if (!stopped && !observer.onEvent(event)) {
                stopped = true;
            }
        }

        private void flushPending(boolean solution) {
            if (pending != null) {
                emit(solution ? TraceEvent.solution(pending.row(), pending.column()) : TraceEvent.place(pending.row(), pending.column()));
                pendingPrunes.forEach(this::emit);
                pendingPrunes.clear();
                pending = null;
            }
        }

        private void closePropagatedSolution() {
            if (propagatedSolution != null) {
                emit(TraceEvent.backtrack(propagatedSolution[0], propagatedSolution[1]));
                propagatedSolution = null;
            }
        }

        @Override
        public boolean root(int[] freeRows, long[] initial, long[] propagated, boolean failed) {
            rows = freeRows.clone();
            for (TraceEvent prune : prunes(initial, propagated, -1, 0, 0)) {
                emit(prune);
            }
            return !stopped;
        }

        @Override
        public boolean branched(List<ChocoDecisions.Step> now, long[] before, long[] after, boolean failed) {
            flushPending(false);
            closePropagatedSolution();
            int common = 0;
            while (common < path.size() && common < now.size() && same(path.get(common), now.get(common))) {
                common++;
            }
            for (int i = path.size() - 1; i >= common; i--) {
                ChocoDecisions.Step step = path.get(i);
                if (!step.refuted()) {
                    emit(TraceEvent.backtrack(step.row(), step.column()));
                }
            }
            for (int i = common; i < now.size(); i++) {
                ChocoDecisions.Step step = now.get(i);
                boolean last = i == now.size() - 1;
                int index = indexOf(step.row());
                if (step.refuted()) {
                    emit(TraceEvent.refute(step.row(), step.column()));
                    if (last) {
                        prunes(before, after, -1, step.row(), step.column()).forEach(this::emit);
                    }
                } else {
                    emit(TraceEvent.choose(step.variable(), step.options()));
                    if (last && !failed) {
                        pending = step;
                        pendingPrunes.addAll(prunes(before, after, index, step.row(), step.column()));
                    } else {
                        emit(TraceEvent.place(step.row(), step.column()));
                        if (last) {
                            prunes(before, after, index, step.row(), step.column()).forEach(this::emit);
                        }
                    }
                }
                if (last && failed) {
                    emit(TraceEvent.fail(step.row(), step.column()));
                }
            }
            path = new ArrayList<>(now);
            return !stopped;
        }

        @Override
        public boolean solved(int[] columns) {
            if (pending != null) {
                flushPending(true);
                return !stopped;
            }
            // No decision completed it: the root propagation, or a refutation, left every row one column.
            int index = rows.length - 1;
            if (!path.isEmpty() && path.get(path.size() - 1).refuted()) {
                index = indexOf(path.get(path.size() - 1).row());
            }
            propagatedSolution = new int[] {rows[index], columns[index]};
            emit(TraceEvent.solution(rows[index], columns[index]));
            return !stopped;
        }

        /** The end of the search: every queen still on the board comes off. */
        void close() {
            flushPending(false);
            closePropagatedSolution();
            for (int i = path.size() - 1; i >= 0; i--) {
                if (!path.get(i).refuted()) {
                    emit(TraceEvent.backtrack(path.get(i).row(), path.get(i).column()));
                }
            }
            path = new ArrayList<>();
        }

        /** Whether two reports name the same decision in the same branch (the options counted differ once it is not the newest). */
        private static boolean same(ChocoDecisions.Step one, ChocoDecisions.Step other) {
            return one.row() == other.row() && one.column() == other.column() && one.refuted() == other.refuted()
                    && one.variable().equals(other.variable());
        }

                private int indexOf(int row) {
            for (int i = 0; i < rows.length; i++) {
                if (rows[i] == row) {
                    return i;
                }
            }
            throw new IllegalStateException("Row " + row + " is not a free row of the board.");
        }

        /**
         * A pruned event for every column that {@code after} lacks and {@code before} has, but for
         * the decided row {@code decided} (its other columns go with the placement) and the refuted
         * column (the refute event says so). Each names the queen that attacks the square, the
         * decided one or one whose row the removals before it have left a single column, so that
         * the events read in order explain themselves; a square no such queen attacks has rule
         * propagation, set off at (row, column), and comes after every square a queen explains.
         */
        private List<TraceEvent> prunes(long[] before, long[] after, int decided, int row, int column) {
            long[] current = before.clone();
            long[] left = new long[rows.length];
            for (int i = 0; i < rows.length; i++) {
                if (i == decided) {
                    current[i] = 1L << (column - 1);
                } else {
                    if (row == rows[i]) {
                        current[i] &= ~(1L << (column - 1));
                    }
                    left[i] = current[i] & ~after[i];
                }
            }
            List<TraceEvent> prunes = new ArrayList<>();
            boolean any = true;
            while (any) {
                any = false;
                boolean progress = true;
                while (progress) {
                    progress = false;
                    for (int i = 0; i < rows.length; i++) {
                        for (long bits = left[i]; bits != 0; bits &= bits - 1) {
                            int prunedColumn = Long.numberOfTrailingZeros(bits) + 1;
                            Conflict conflict = attacker(rows[i], prunedColumn, current, decided);
                            if (conflict != null) {
                                prunes.add(TraceEvent.pruned(rows[i], prunedColumn, conflict));
                                left[i] &= ~(1L << (prunedColumn - 1));
                                current[i] &= ~(1L << (prunedColumn - 1));
                                progress = true;
                            }
                        }
                    }
                }
                for (int i = 0; i < rows.length && !any; i++) {
                    if (left[i] != 0) {
                        int prunedColumn = Long.numberOfTrailingZeros(left[i]) + 1;
                        Conflict trigger = row > 0 ? new Conflict(row, column, Conflict.Rule.PROPAGATION)
                                : new Conflict(rows[i], prunedColumn, Conflict.Rule.PROPAGATION);
                        prunes.add(TraceEvent.pruned(rows[i], prunedColumn, trigger));
                        left[i] &= ~(1L << (prunedColumn - 1));
                        current[i] &= ~(1L << (prunedColumn - 1));
                        any = true;
                    }
                }
            }
            return prunes;
        }

        /** The queen of a row down to one column in {@code domains} that attacks (r, c), the decided one first; or null. */
        private Conflict attacker(int r, int c, long[] domains, int decided) {
            if (decided >= 0) {
                Conflict conflict = Conflict.between(r, c, rows[decided], Long.numberOfTrailingZeros(domains[decided]) + 1);
                if (conflict != null) {
                    return conflict;
                }
            }
            for (int i = 0; i < rows.length; i++) {
                if (rows[i] != r && Long.bitCount(domains[i]) == 1) {
                    Conflict conflict = Conflict.between(r, c, rows[i], Long.numberOfTrailingZeros(domains[i]) + 1);
                    if (conflict != null) {
                        return conflict;
                    }
                }
            }
            return null;
        }
    }

    /** Propagation fixes queens that the search did not decide. */
    @Override
    public boolean fixesByPropagation() {
        return true;
    }
}
