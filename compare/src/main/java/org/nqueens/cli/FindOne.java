package org.nqueens.cli;

import java.io.PrintWriter;
import org.nqueens.formulations.Formulations;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Task;

/** What {@code solve} and {@code complete} share: check the board, pick the solver, run it, print, map the status. */
final class FindOne {

    private FindOne() {
    }

    static int run(Formulations formulations, Problem problem, SearchOptions options, PrintWriter out) {
        Formulation formulation = formulations.forTask(options.solver, Task.findingOne(problem), problem);
        problem.requireConsistent();
        SolveResult result = formulation.solve(problem, options.settings());
        new ResultWriter(out).solve(result, problem, options.format);
        return ExitCodes.of(result.status());
    }
}
