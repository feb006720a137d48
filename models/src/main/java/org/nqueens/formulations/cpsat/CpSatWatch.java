package org.nqueens.formulations.cpsat;

import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverResponse;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.IntegerVariableProto;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nqueens.problem.FreePart;
import org.nqueens.formulations.shared.OnePerRow;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Solution;

/**
 * What CP-SAT shows of its search, for the teaching views. CP-SAT exposes no search tree: no hook
 * sees a decision or a propagation. What it does show: the domains of the row variables after its
 * presolve and root-level propagation (asked for with {@code fill_tightened_domains_in_response} on a
 * solve stopped after presolve), and, through the solution callback of an enumeration, each
 * solution with the branches and conflicts of the search so far. The model and search are the
 * formulation {@code cpsat}'s, on one worker, as its {@code count} runs them.
 */
public final class CpSatWatch {

    private CpSatWatch() {
    }

    /**
     * What a watch saw.
     *
     * @param rows the free rows, ascending
     * @param initial each free row's columns as the model states them (column c as bit c - 1)
     * @param root each free row's columns after presolve and root propagation; empty if CP-SAT
     *     proved the board infeasible before any search
     * @param solutions the solutions found, in order, each with the search statistics at that moment
     * @param complete whether the enumeration ran to its end (every solution found)
     */
    public record Watch(int[] rows, long[] initial, Optional<long[]> root, List<Found> solutions, boolean complete) {
    }

    /**
     * A solution, as the callback reported it.
     *
     * @param solution the whole board's solution
     * @param branches the branches CP-SAT had made so far
     * @param conflicts the conflicts it had met so far
     */
    public record Found(Solution solution, long branches, long conflicts) {
    }

    /**
     * Watches formulation {@code cpsat} on the classic problem {@code problem}: its root domains, then up to {@code limit}
     * solutions.
     *
     * @throws org.nqueens.solver.SolverUnavailableException if the OR-Tools library does not load
     */
    public static Watch watch(Problem problem, long seed, int limit) {
        NativeLibrary.OR_TOOLS.require();
        FreePart free = problem.freePart();
        int[] rows = free.rows();
        long[] initial = new long[rows.length];
        for (int i = 0; i < rows.length; i++) {
            for (int column : free.allowedColumns(rows[i])) {
                initial[i] |= 1L << (column - 1);
            }
        }
        if (free.decidedWithoutSearch().isPresent()) {
            List<Found> solutions = free.size() == 0 ? List.of(new Found(free.complete(new int[0]), 0, 0)) : List.of();
            return new Watch(rows, initial, Optional.empty(), solutions, true);
        }
        Optional<long[]> root = rootDomains(problem, seed);
        QueenModel queens = CpSatModel.build(OnePerRow.of(problem));
        CpSolver solver = CpSatRun.newSolver();
        // As CpSatRun enumerates: the formulation's search, every solution, one worker.
        CpSatModel.chooseSearch(queens, seed, solver.getParameters());
        solver.getParameters().setEnumerateAllSolutions(true).setNumWorkers(1);
        List<Found> solutions = new ArrayList<>();
        CpSolverSolutionCallback callback = new CpSolverSolutionCallback() {
            @Override
            public void onSolutionCallback() {
                solutions.add(new Found(queens.placement(this::value).solution().orElseThrow(), numBranches(), numConflicts()));
                if (solutions.size() >= limit) {
                    stopSearch();
                }
            }
        };
        CpSolverStatus status = solver.solve(queens.model(), callback);
        boolean complete = solutions.size() < limit && (status == CpSolverStatus.OPTIMAL || status == CpSolverStatus.INFEASIBLE);
        return new Watch(rows, initial, root, List.copyOf(solutions), complete);
    }

    /** The row variables' domains after presolve and the root propagation, from a solve stopped there. */
    private static Optional<long[]> rootDomains(Problem problem, long seed) {
        QueenModel queens = CpSatModel.build(OnePerRow.of(problem));
        CpSolver solver = CpSatRun.newSolver();
        CpSatModel.chooseSearch(queens, seed, solver.getParameters());
        // Presolve on, even where the formulation's search turns it off: the root reduction is what is shown.
        solver.getParameters().setCpModelPresolve(true).setStopAfterPresolve(true).setFillTightenedDomainsInResponse(true);
        CpSolverStatus status = solver.solve(queens.model());
        if (status == CpSolverStatus.INFEASIBLE) {
            return Optional.empty();
        }
        CpSolverResponse response = solver.response();
        long[] domains = new long[queens.q().length];
        for (int i = 0; i < domains.length; i++) {
            int index = queens.q()[i].getIndex();
            if (response.getTightenedVariablesCount() <= index) {
                throw new IllegalStateException("CP-SAT returned no tightened domain for " + queens.q()[i].getName() + ".");
            }
            IntegerVariableProto variable = response.getTightenedVariables(index);
            for (int k = 0; k + 1 < variable.getDomainCount(); k += 2) {
                for (long column = variable.getDomain(k); column <= variable.getDomain(k + 1); column++) {
                    domains[i] |= 1L << (column - 1);
                }
            }
        }
        return Optional.of(domains);
    }
}
