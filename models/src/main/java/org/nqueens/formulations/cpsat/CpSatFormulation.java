package org.nqueens.formulations.cpsat;

import org.nqueens.problem.Problem;
import org.nqueens.solver.DescribedFormulation;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;

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

    @Override
    default String modelText(Problem problem) {
        return cpsat().modelText(problem, title());
    }
}
