package org.nqueens.formulations.choco;

import java.util.Optional;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.strategy.AbstractStrategy;
import org.chocosolver.solver.variables.IntVar;
import org.nqueens.formulations.shared.OnePerRow;
import org.nqueens.problem.Problem;
import org.nqueens.solver.DescribedFormulation;
import org.nqueens.solver.FirstRowSplit;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.Tally;

/**
 * A Choco formulation with a variable a row, written as a Choco sample is: its descriptor, a
 * {@link #buildModel} and a {@link #configureSearch}. Running the search and printing the model
 * are the same for all of them ({@link ChocoRun}).
 */
interface ChocoFormulation extends DescribedFormulation {

    /** Posts the model's constraints on {@code queens}, the variables of {@code rows}. */
    void buildModel(QueenVariables queens, OnePerRow rows);

    /** The model of {@code rows}: a variable a row, and the constraints {@link #buildModel} posts. */
    default QueenVariables model(OnePerRow rows) {
        QueenVariables queens = QueenVariables.over(rows, id());
        buildModel(queens, rows);
        return queens;
    }

    /**
     * The search: first-fail, the variable with the fewest values left first (ties to the upper
     * row), its smallest value first. It makes no random choice, so the seed has no effect. Why:
     * Choco's default search (weighted-degree variable choice) does not finish n = 200 within a time
     * limit of seconds, whereas first-fail places the queen that is most at risk before its last
     * square disappears, and on this problem almost never backtracks: n = 1000 needs about n nodes.
     * (Breaking ties in a random order instead made n = 1000 run past 20 s.) The same search for
     * every Choco model of rows, so that they differ only in what they propagate.
     */
    default AbstractStrategy<IntVar> configureSearch(QueenVariables queens) {
        return Search.minDomLBSearch(queens.branching());
    }

    @Override
    default ResumableSearch search(Problem problem, Run run) {
        return ChocoRun.search(problem, run, this::model, this::configureSearch);
    }

    /** On several threads a count is split by the first free row's queen ({@link FirstRowSplit}), a model a part. */
    @Override
    default Optional<Tally> tally(Problem problem, boolean unique, Run run) {
        return FirstRowSplit.count(this, problem, unique, run);
    }

    @Override
    default String modelText(Problem problem) {
        return ChocoRun.modelText(problem, title(), this::model);
    }
}
