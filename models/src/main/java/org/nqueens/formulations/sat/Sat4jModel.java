package org.nqueens.formulations.sat;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.DescribedFormulation;
import org.nqueens.solver.Descriptor;
import org.nqueens.solver.FirstRowSplit;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Tally;
import org.nqueens.solver.Task;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.IConstr;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.ISolverService;
import org.sat4j.specs.SearchListenerAdapter;
import org.sat4j.specs.TimeoutException;

/**
 * n-queens as CNF ({@link QueensCnf}: one Boolean a free square, exactly one a free row and a free
 * column, at most one a diagonal, at-most-one by Sinz's sequential counter), solved in this process by
 * Sat4j's default CDCL solver (Le Berre and Parrain, "The Sat4j library, release 2.2", JSAT 2010).
 *
 * <p>Counting and enumeration add, after each solution, the blocking clause "not all of these queens
 * again" over the square variables only (the auxiliaries of a counter are not determined by the
 * squares, so blocking them too would count one placement several times). Each solution thus adds a
 * clause of n literals that the solver keeps: n = {@value #COUNT_UP_TO} (14,200 solutions) is the largest
 * board counted; larger ones are refused, and the registry names the formulations that count them.
 */
public final class Sat4jModel implements DescribedFormulation, DimacsModel {

    private static final String ID = "sat";
    /** The largest board counted or enumerated by blocking clauses. */
    static final int COUNT_UP_TO = 12;
    private static final Descriptor DESCRIPTOR = Descriptor.of(ID,
            "SAT (Sat4j, in process): a Boolean a square, exactly one a row and column, at most one a diagonal, sequential counters",
            EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.COUNT, Task.ENUMERATE, Task.MODEL));

    @Override
    public Descriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Optional<String> refusal(Task task, Problem problem) {
        if ((task == Task.COUNT || task == Task.ENUMERATE) && problem.rows() > COUNT_UP_TO) {
            return Optional.of("The solver " + Quote.of(ID) + " counts by adding a blocking clause a solution, so it counts boards of at most n = "
                    + COUNT_UP_TO + " (14,200 solutions), not n = " + problem.rows() + ".");
        }
        return Optional.empty();
    }

    @Override
    public ResumableSearch search(Problem problem, Run run) {
        return new CnfSearch(problem.freePart(), run.deadline());
    }

    /** On several threads a count is split by the first free row's queen ({@link FirstRowSplit}), a solver a part. */
    @Override
    public Optional<Tally> tally(Problem problem, boolean unique, Run run) {
        return FirstRowSplit.count(this, problem, unique, run);
    }

    @Override
    public String modelText(Problem problem) {
        FreePart free = problem.freePart();
        int k = free.size();
        QueensCnf cnf = QueensCnf.of(free, (row, column) -> 0, k * k); // numbering irrelevant: only the counts are printed
        StringBuilder text = new StringBuilder(title()).append('\n');
        text.append("CNF over the ").append(k).append(" free rows and columns: x(r, c) for every square a queen may take; ")
                .append(cnf.variables() - k * k).append(" auxiliaries\n\n");
        text.append("  exactly one x(r, c) in every free row, and in every free column (one clause \"at least one\", then at most one)\n");
        text.append("  at most one x(r, c) on every diagonal r - c and anti-diagonal r + c\n");
        text.append("  at most one of k: Sinz's sequential counter, 3k - 4 clauses and k - 1 auxiliaries; pairwise for k <= ")
                .append(QueensCnf.PAIRWISE_UP_TO).append("\n\nClauses:\n");
        for (Map.Entry<String, Integer> entry : cnf.clausesByConstraint().entrySet()) {
            text.append("  ").append(entry.getValue()).append("  ").append(entry.getKey()).append('\n');
        }
        text.append("  ").append(cnf.clauses().size()).append("  in all\n\n");
        text.append("The clauses themselves: nqueens model N --solver sat --format dimacs\n");
        return text.toString();
    }

    /**
     * Sat4j on the clauses of a free part, resumable: each {@link #advance} blocks the previous solution and
     * solves again. Free square (row i, column j), indices of the free rows and columns, is variable i * k + j + 1.
     */
    private static final class CnfSearch implements ResumableSearch {
        private static final int CLAUSES_BETWEEN_POLLS = 1 << 16;
        private final FreePart free;
        private final Deadline deadline;
        private final int[] columns;
        private final int k;
        private final ISolver solver = SolverFactory.newDefault();
        private boolean refuted;
        /** The time limit came before every clause was given to Sat4j (a board of hundreds of rows): nothing to search. */
        private boolean unposed;
        private Solution current;
        private int[] queens;

        CnfSearch(FreePart free, Deadline deadline) {
            this.free = free;
            this.deadline = deadline;
            this.columns = free.columns();
            this.k = free.size();
            int[] rows = free.rows();
            QueensCnf cnf = QueensCnf.of(free, (row, column) -> Arrays.binarySearch(rows, row) * k + Arrays.binarySearch(columns, column) + 1,
                    Math.max(1, k * k));
            solver.newVar(cnf.variables());
            solver.setExpectedNumberOfClauses(cnf.clauses().size());
            // Sat4j's own clock is the run's time limit (or none), and the run's cancellation is checked at every
            // decision and conflict. The budget is global (isSatisfiable(true)), so a count starts one timer thread
            // for all its calls; it must be a time budget: on a conflict budget, a stop requested from the listener
            // makes Sat4j 2.3.6 fail with a NullPointerException at the next conflict.
            deadline.remaining().ifPresentOrElse(left -> solver.setTimeoutMs(Math.max(1, left.toMillis())),
                    () -> solver.setTimeout(Integer.MAX_VALUE));
            solver.setSearchListener(new SearchListenerAdapter<ISolverService>() {
                @Override
                public void assuming(int literal) {
                    stopIfDue();
                }

                @Override
                public void conflictFound(IConstr conflict, int level, int trail) {
                    stopIfDue();
                }
            });
            refuted = !addAll(cnf);
        }

        /**
         * Gives Sat4j the clauses; false when it refutes them on adding. Polls the deadline every
         * {@value #CLAUSES_BETWEEN_POLLS} clauses: the million squares of n = 1000 take some 16 million.
         */
        private boolean addAll(QueensCnf cnf) {
            int sincePoll = 0;
            for (int[] clause : cnf.clauses()) {
                if (++sincePoll == CLAUSES_BETWEEN_POLLS) {
                    sincePoll = 0;
                    if (deadline.reached()) {
                        unposed = true;
                        return true;
                    }
                }
                if (!add(clause)) {
                    return false;
                }
            }
            return true;
        }

        /** Adds a clause; false when Sat4j refutes the clauses on adding it (an empty clause, or units in conflict). */
        private boolean add(int[] clause) {
            try {
                solver.addClause(new VecInt(clause));
                return true;
            } catch (ContradictionException refutedByPropagation) {
                return false;
            }
        }

        private void stopIfDue() {
            if (deadline.reached()) {
                solver.expireTimeout();
            }
        }

        @Override
        public Step advance() {
            if (refuted) {
                return Step.EXHAUSTED;
            }
            if (unposed) {
                return Step.STOPPED;
            }
            if (queens != null && !add(Arrays.stream(queens).map(x -> -x).toArray())) {
                refuted = true;
                return Step.EXHAUSTED;
            }
            if (deadline.reached()) {
                return Step.STOPPED;
            }
            try {
                if (!solver.isSatisfiable(true)) {
                    refuted = true;
                    return Step.EXHAUSTED;
                }
            } catch (TimeoutException stopped) {
                return Step.STOPPED;
            }
            queens = new int[k];
            int[] placed = new int[k];
            for (int i = 0; i < k; i++) {
                int row = free.row(i);
                for (int j = 0; j < k; j++) {
                    int x = i * k + j + 1;
                    if (free.allows(row, columns[j]) && solver.model(x)) {
                        queens[i] = x;
                        placed[i] = columns[j];
                    }
                }
            }
            current = free.complete(placed);
            return Step.SOLUTION;
        }

        @Override
        public Placement placement() {
            return Placement.of(current);
        }

        @Override
        public String ending() {
            return "Sat4j proved the clauses unsatisfiable.";
        }

        @Override
        public Stats stats() {
            Map<String, Number> measured = solver.getStat();
            Stats.Builder stats = Stats.builder();
            for (String name : new String[] {Stats.CONFLICTS, "decisions", "propagations"}) {
                Number value = measured.get(name);
                if (value != null) {
                    stats.put(name, value.longValue());
                }
            }
            return stats.build();
        }
    }
}
