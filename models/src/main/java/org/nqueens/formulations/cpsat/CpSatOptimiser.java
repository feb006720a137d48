package org.nqueens.formulations.cpsat;

import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.SatParameters;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.nqueens.optimise.Finding;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.DescribedOptimiser;
import org.nqueens.optimise.OptimiserDescriptor;
import org.nqueens.optimise.Question;
import org.nqueens.optimise.Witness;
import org.nqueens.problem.Lines;
import org.nqueens.solver.Run;
import org.nqueens.solver.Stats;

/**
 * The optimisation questions put to CP-SAT: the Boolean grid model of {@link OptimisationGrid}
 * with its objective. CP-SAT proves an optimum by closing the gap between its best solution and
 * its best objective bound (status {@code OPTIMAL}); stopped by the time limit, it reports its best
 * solution ({@code FEASIBLE}) and the bound it had proved. Counting re-solves the model with the
 * objective fixed at the optimum and enumerates every solution on one worker (with several, CP-SAT
 * reports some solutions twice, see {@link CpSatRun}).
 */
public final class CpSatOptimiser implements DescribedOptimiser {

    /** How long a stopped search may take to notice a cancellation. */

    private final NativeLibrary library;

    /** The optimiser, on the OR-Tools library of this process. */
    public CpSatOptimiser() {
        this(NativeLibrary.OR_TOOLS);
    }

    CpSatOptimiser(NativeLibrary library) {
        this.library = library;
    }

    /**
     * The most terms of a domination model this formulation builds: the model is built and loaded before
     * CP-SAT's clock starts, and n = 1000 queens (four billion terms) ran 100 s past a 5 s limit.
     */
    static final long MAX_DOMINATION_TERMS = 10_000_000L;

    private static final OptimiserDescriptor DESCRIPTOR = OptimiserDescriptor.of("cpsat",
                    "CP-SAT, Boolean grid: a 0/1 variable a free square, AtMostOne a line, a clause a square to dominate; CP-SAT's bound")
            .limitedBy((id, question) -> question.objective() != Objective.FEWEST_PAWNS || !question.problem().geometry().torus()
                    ? Optional.empty()
                    : Optional.of(id + " does not answer fewest pawns on a torus (between two pieces on a cycle lie two arcs)."))
            .limitedBy((id, question) -> question.objective() != Objective.MIXED_ARMY || question.problem().givenCount() == 0
                    ? Optional.empty() : Optional.of(id + " does not answer a mixed army with given pieces."))
            .limitedBy((id, question) -> {
                if (question.objective() != Objective.DOMINATION && question.objective() != Objective.INDEPENDENT_DOMINATION) {
                    return Optional.empty();
                }
                long pairs = Lines.of(question.problem()).attackingPairs();
                return pairs <= MAX_DOMINATION_TERMS ? Optional.empty()
                        : Optional.of(id + " states " + question.objective().label() + " with a term for each square that dominates"
                                + " another: " + pairs + " on " + question.problem().geometry() + ", more than the " + MAX_DOMINATION_TERMS
                                + " it builds.");
            });

    @Override
    public OptimiserDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Finding optimise(Question question, boolean count, Run run) {
        library.require();
        OptimisationGrid grid = OptimisationGrid.of(question);
        CpSolver solver = CpSatRun.newSolver();
        SatParameters.Builder parameters = solver.getParameters();
        parameters.setNumWorkers(Math.max(1, run.threads())).setRandomSeed((int) run.seed());
        CpSatRun.limitTime(parameters, run.deadline());
        CpSolverStatus status = CpSatRun.whileWatched(solver::stopSearch, run.deadline(), () -> solver.solve(grid.model()));
        Map<String, Long> stats = new LinkedHashMap<>();
        stats.put(Stats.CONFLICTS, solver.numConflicts());
        stats.put(Stats.BRANCHES, solver.numBranches());
        boolean maximise = question.objective().maximise();
        int squares = question.problem().geometry().squares();
        switch (status) {
            case INFEASIBLE:
                return Finding.noneExists(stats, "CP-SAT proved that no witness exists.");
            case OPTIMAL: {
                Witness best = grid.witness(solver::booleanValue);
                int value = (int) Math.round(solver.objectiveValue());
                Finding finding = Finding.of(best, value, stats, "CP-SAT closed the gap: its search proved no "
                        + (maximise ? "larger" : "smaller") + " value exists.");
                if (!count) {
                    return finding;
                }
                OptionalLong optimal = countOptimal(grid, value, run, stats);
                return optimal.isPresent() ? new Finding(finding.best(), value, optimal, stats, finding.boundReason())
                        : new Finding(finding.best(), value, OptionalLong.empty(), stats, finding.boundReason()
                                + " The count of optimal witnesses was stopped: " + run.deadline().reasonStopped() + ".");
            }
            case FEASIBLE: {
                Witness best = grid.witness(solver::booleanValue);
                return Finding.of(best, bound(solver.bestObjectiveBound(), maximise, squares), stats,
                        "CP-SAT's best objective bound when it stopped (" + run.deadline().reasonStopped() + ").");
            }
            default:
                // UNKNOWN (stopped before a first solution) or MODEL_INVALID (a bug, which the bound would not hide).
                if (status != CpSolverStatus.UNKNOWN) {
                    throw new IllegalStateException("CP-SAT rejected the optimisation model: " + status + ".");
                }
                return new Finding(Optional.empty(), bound(solver.bestObjectiveBound(), maximise, squares), OptionalLong.empty(), stats,
                        "CP-SAT's best objective bound when it stopped (" + run.deadline().reasonStopped() + "), before a first witness.");
        }
    }

    /**
     * The bound as a whole number on the safe side: CP-SAT's bound is a double, the objective an
     * integer, so a maximum is at most its floor and a minimum at least its ceiling; clamped to the
     * values there can be.
     */
    static int bound(double bound, boolean maximise, int squares) {
        double whole = maximise ? Math.floor(bound + 1e-9) : Math.ceil(bound - 1e-9);
        return (int) Math.max(0, Math.min(squares, whole));
    }

    /** The number of solutions of the model with the objective fixed at {@code value}; empty when the run stopped first. */
    private static OptionalLong countOptimal(OptimisationGrid grid, int value, Run run, Map<String, Long> stats) {
        grid.model().clearObjective();
        grid.model().addEquality(grid.objective(), value);
        CpSolver solver = CpSatRun.newSolver();
        solver.getParameters().setEnumerateAllSolutions(true).setNumWorkers(1).setRandomSeed((int) run.seed());
        CpSatRun.limitTime(solver.getParameters(), run.deadline());
        long[] found = {0};
        CpSolverSolutionCallback callback = new CpSolverSolutionCallback() {
            @Override
            public void onSolutionCallback() {
                found[0]++;
            }
        };
        CpSolverStatus status = CpSatRun.whileWatched(solver::stopSearch, run.deadline(), () -> solver.solve(grid.model(), callback));
        stats.merge(Stats.CONFLICTS, solver.numConflicts(), Long::sum);
        stats.merge(Stats.BRANCHES, solver.numBranches(), Long::sum);
        return status == CpSolverStatus.OPTIMAL && !run.deadline().reached() ? OptionalLong.of(found[0]) : OptionalLong.empty();
    }
}
