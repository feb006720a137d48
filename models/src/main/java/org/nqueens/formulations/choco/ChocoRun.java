package org.nqueens.formulations.choco;

import java.util.Optional;
import java.util.function.Function;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.SearchState;
import org.chocosolver.solver.search.strategy.strategy.AbstractStrategy;
import org.chocosolver.solver.variables.IntVar;
import org.nqueens.formulations.shared.OnePerRow;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.solver.OneAnswer;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.Stats;

/**
 * What every Choco formulation shares: a model built over the rows that need a piece ({@link OnePerRow}), its search
 * installed, the run's clock as a stop criterion, and Choco's resumable {@code solve()} as the
 * toolkit's search. A formulation supplies the two steps that make it what it is, the model and
 * the search strategy. The strategies make no random choice, so the seed has no effect.
 */
final class ChocoRun {

    private ChocoRun() {
    }

    /** The search of a Choco formulation whose model {@code build} states and whose strategy {@code strategy} chooses. */
    static ResumableSearch search(Problem problem, Run run, Function<OnePerRow, QueenVariables> build,
                                  Function<QueenVariables, AbstractStrategy<IntVar>> strategy) {
        OnePerRow rows = OnePerRow.of(problem);
        Optional<String> noModel = rows.decidedWithoutSearch();
        if (noModel.isPresent()) {
            return OneAnswer.decided(rows.decidedPlacement(), "No Choco model is needed: " + noModel.get());
        }
        QueenVariables queens = build.apply(rows);
        return search(queens, Optional.of(strategy.apply(queens)), run);
    }

    /** The search of {@code posted}, its solver set to {@code strategy} (where it has variables to branch on) and stopped by the run's clock. */
    static ResumableSearch search(Posted posted, Optional<AbstractStrategy<?>> strategy, Run run) {
        Solver solver = posted.model().getSolver();
        strategy.ifPresent(solver::setSearch);
        solver.addStopCriterion(run.deadline()::reached);
        return new ChocoSearch(posted);
    }

    /** A Choco model as posted, and how to read a solution of it back. */
    interface Posted {
        /** The model, with its variables and constraints. */
        Model model();

        /** The pieces of the current (complete) instantiation. */
        Placement placement();
    }

    /** The model as Choco prints it, under {@code title}. */
    static String modelText(Problem problem, String title, Function<OnePerRow, QueenVariables> build) {
        OnePerRow rows = OnePerRow.of(problem);
        Optional<String> noModel = rows.decidedWithoutSearch();
        if (noModel.isPresent()) {
            return title + "\nNo Choco model is needed: " + noModel.get() + "\n";
        }
        return build.apply(rows).describe(title);
    }

    private static boolean stopped(Solver solver) {
        return solver.getSearchState() == SearchState.STOPPED || solver.isStopCriterionMet();
    }

    private static Stats stats(Solver solver) {
        return Stats.builder()
                .put(Stats.NODES, solver.getNodeCount())
                .put(Stats.FAILS, solver.getFailCount())
                .put(Stats.BACKTRACKS, solver.getBackTrackCount())
                .build();
    }

    /** Choco's resumable {@code solve()}: each call goes on to the next solution. */
    private record ChocoSearch(Posted posted) implements ResumableSearch {
        @Override
        public Step advance() {
            Solver solver = posted.model().getSolver();
            if (solver.solve()) {
                return Step.SOLUTION;
            }
            return stopped(solver) ? Step.STOPPED : Step.EXHAUSTED;
        }

        @Override
        public Placement placement() {
            return posted.placement();
        }

        @Override
        public Stats stats() {
            return ChocoRun.stats(posted.model().getSolver());
        }

        @Override
        public String ending() {
            return "Choco's search exhausted the model.";
        }
    }
}
