package org.nqueens.formulations.choco;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.search.loop.monitors.IMonitorContradiction;
import org.chocosolver.solver.search.loop.monitors.IMonitorDownBranch;
import org.chocosolver.solver.search.loop.monitors.IMonitorInitialize;
import org.chocosolver.solver.search.loop.monitors.IMonitorSolution;
import org.chocosolver.solver.search.strategy.decision.Decision;
import org.chocosolver.solver.search.strategy.decision.DecisionPath;
import org.chocosolver.solver.search.strategy.strategy.AbstractStrategy;
import org.chocosolver.solver.variables.IntVar;
import org.nqueens.problem.FreePart;
import org.nqueens.formulations.shared.OnePerRow;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;

/**
 * Choco's search as it happens, for the teaching views: the model and search strategy of a Choco
 * formulation, run to the end of the search with a search monitor that reports, after every
 * branch Choco takes, its decision path (each decision {@code q[r] = c}, or its refutation
 * {@code q[r] != c} once the left branch is done), the domains of the free rows before the branch
 * and after its propagation, and whether propagation failed; and every solution. Rows and columns
 * are the board's; domains are column sets, column c as bit c - 1. Nothing of Choco's API leaks:
 * the teaching package turns these reports into its trace events.
 *
 * <p>The same model and strategy as the formulation's {@code count}, so that Choco's own node count
 * (one a decision and one a solution) can be held against the trace: {@code choco} and
 * {@code choco-pairwise} branch on the rows' variables q, {@code choco-dual} on a row's column or a
 * column's row, each a square all the same.
 */
public final class ChocoDecisions {

    private static final Map<String, Model> MODELS = Map.of(
            "choco", Model.of(new ChocoAllDifferentModel()),
            "choco-pairwise", Model.of(new ChocoPairwiseModel()),
            "choco-dual", Model.of(new ChocoDualModel()));

    private ChocoDecisions() {
    }

    /** The ids of the Choco formulations whose decisions can be watched. */
    public static Set<String> ids() {
        return MODELS.keySet();
    }

    /**
     * One decision of the path: row {@code row} takes column {@code column}, or (refuted) may not take it.
     *
     * @param variable what the decision branched on: {@code q[r]}, or in the dual model {@code row r} or {@code column c}
     * @param options how many values that variable had before the branch
     */
    public record Step(int row, int column, boolean refuted, String variable, int options) {
    }

    /** Receives the search's reports; each returns false to stop the search there. */
    public interface Listener {

        /**
         * The root propagation is done.
         *
         * @param rows the free rows, ascending: index i of every domain array is row rows[i]
         * @param initial the domains as the model states them
         * @param propagated the domains after the root propagation
         * @param failed whether the root propagation failed (the search ends there)
         */
        boolean root(int[] rows, long[] initial, long[] propagated, boolean failed);

        /**
         * A branch taken and propagated.
         *
         * @param path the decisions from the root to this branch, the last one just applied
         * @param before the domains before the branch
         * @param after the domains after its propagation (as far as it got, when it failed)
         * @param failed whether propagation failed: the branch is a dead end
         */
        boolean branched(List<Step> path, long[] before, long[] after, boolean failed);

        /** Every row's domain is one column: a solution, {@code columns} by free row. */
        boolean solved(int[] columns);
    }

    /**
     * Runs formulation {@code id}'s model and search on the classic problem {@code problem} to the end, or until the listener
     * stops it.
     *
     * @return true if the search ran to its end
     * @throws IllegalArgumentException if {@code id} is not one of {@link #ids()}
     */
    public static boolean run(String id, Problem problem, Listener listener) {
        Model formulation = MODELS.get(id);
        if (formulation == null) {
            throw new IllegalArgumentException("The solver " + Quote.of(id) + " is not a Choco model watched here; watched: " + ids() + ".");
        }
        FreePart free = problem.freePart();
        Optional<String> noModel = free.decidedWithoutSearch();
        if (noModel.isPresent()) {
            // As ChocoRun: no model, no search, nothing to watch.
            return true;
        }
        QueenVariables queens = formulation.build().apply(OnePerRow.of(problem));
        Solver solver = queens.model().getSolver();
        solver.setSearch(formulation.strategy().apply(queens));
        Monitor monitor = new Monitor(queens, free, listener);
        solver.plugMonitor(monitor);
        solver.addStopCriterion(() -> monitor.stopped);
        while (!monitor.stopped && solver.solve()) {
            // Each solution was reported through the monitor; go on to the next.
        }
        return !monitor.stopped;
    }

    /** A formulation's model and strategy. */
    private record Model(Function<OnePerRow, QueenVariables> build, Function<QueenVariables, AbstractStrategy<IntVar>> strategy) {
        static Model of(ChocoFormulation formulation) {
            return new Model(formulation::model, formulation::configureSearch);
        }
    }

    /** The search monitor: domains snapshot before each branch, reported after it. */
    private static final class Monitor implements IMonitorInitialize, IMonitorDownBranch, IMonitorContradiction, IMonitorSolution {

        private final QueenVariables queens;
        private final Listener listener;
        private final Map<IntVar, Integer> branchingIndex = new IdentityHashMap<>();
        private final int[] rows;
        private final int[] columns;
        private final boolean dual;
        private long[] before;
        private int[] sizes;
        private boolean failed;
        boolean stopped;

        Monitor(QueenVariables queens, FreePart free, Listener listener) {
            this.queens = queens;
            this.listener = listener;
            this.rows = free.rows();
            this.columns = free.columns();
            this.dual = queens.branching() != queens.q();
            IntVar[] branching = queens.branching();
            for (int b = 0; b < branching.length; b++) {
                branchingIndex.put(branching[b], b);
            }
        }

        private int[] sizes() {
            IntVar[] branching = queens.branching();
            int[] counts = new int[branching.length];
            for (int b = 0; b < branching.length; b++) {
                counts[b] = branching[b].getDomainSize();
            }
            return counts;
        }

        private void report(boolean goOn) {
            stopped |= !goOn;
        }

        @Override
        public void beforeInitialize() {
            before = domains();
            failed = false;
        }

        @Override
        public void afterInitialize(boolean correct) {
            if (!stopped) {
                report(listener.root(rows.clone(), before, domains(), failed || !correct));
            }
        }

        @Override
        public void beforeDownBranch(boolean left) {
            before = domains();
            sizes = sizes();
            failed = false;
        }

        @Override
        public void onContradiction(ContradictionException cex) {
            failed = true;
        }

        @Override
        public void afterDownBranch(boolean left) {
            if (!stopped) {
                report(listener.branched(path(), before, domains(), failed));
            }
        }

        @Override
        public void onSolution() {
            if (!stopped) {
                int[] columns = new int[rows.length];
                for (int i = 0; i < columns.length; i++) {
                    columns[i] = queens.q()[i].getValue();
                }
                report(listener.solved(columns));
            }
        }

        private long[] domains() {
            IntVar[] q = queens.q();
            long[] domains = new long[q.length];
            for (int i = 0; i < q.length; i++) {
                for (int value = q[i].getLB(); value <= q[i].getUB(); value = q[i].nextValue(value)) {
                    domains[i] |= 1L << (value - 1);
                }
            }
            return domains;
        }

        /** The decision path, the root decision left out; a decision whose one try is spent is refuted. */
        private List<Step> path() {
            DecisionPath decisions = queens.model().getSolver().getDecisionPath();
            List<Step> path = new ArrayList<>();
            for (int position = 1; position < decisions.size(); position++) {
                Decision<?> decision = decisions.getDecision(position);
                Integer b = branchingIndex.get(decision.getDecisionVariable());
                if (b == null || !(decision.getDecisionValue() instanceof Integer value)) {
                    throw new IllegalStateException("Choco branched on " + decision + ", not on one of the model's branching variables.");
                }
                // A binary decision is applied first (q = c), then refuted (q != c): two tries in all.
                boolean refuted = decision.getArity() - decision.triesLeft() > 1;
                int options = position == decisions.size() - 1 ? sizes[b] : 1;
                if (!dual) {
                    path.add(new Step(rows[b], value, refuted, "q[" + rows[b] + "]", options));
                } else if (b < rows.length) {
                    // x[i]: the index of row r(i)'s column among the free columns.
                    path.add(new Step(rows[b], columns[value], refuted, "row " + rows[b], options));
                } else {
                    // y[j]: the index of column c(j)'s row among the free rows.
                    int j = b - rows.length;
                    path.add(new Step(rows[value], columns[j], refuted, "column " + columns[j], options));
                }
            }
            return path;
        }
    }
}
