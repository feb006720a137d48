package org.nqueens.formulations.cpsat;

import java.util.Optional;
import org.nqueens.problem.Problem;
import org.nqueens.solver.DescribedFormulation;
import org.nqueens.solver.FirstRowSplit;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.Tally;

/**
 * A CP-SAT formulation: its descriptor and the {@link CpSatRun} that poses its model and runs its
 * search. Finding one, enumerating and printing the model go through the run alike.
 */
interface CpSatFormulation extends DescribedFormulation {

    /** The model and the search, on the OR-Tools library. */
    CpSatRun<?> cpsat();

    @Override
    default ResumableSearch searchOne(Problem problem, Run run) {
        return cpsat().searchOne(problem, run);
    }

    @Override
    default ResumableSearch search(Problem problem, Run run) {
        return cpsat().search(problem, run);
    }

    /** On several threads a count is split by the first free row's queen ({@link FirstRowSplit}), a model a part. */
    @Override
    default Optional<Tally> tally(Problem problem, boolean unique, Run run) {
        return FirstRowSplit.count(this, problem, unique, run);
    }

    @Override
    default String modelText(Problem problem) {
        return cpsat().modelText(problem, title());
    }
}
