package org.nqueens.cli;

import java.io.PrintWriter;
import org.nqueens.optimise.Optimisation;
import org.nqueens.optimise.Optimiser;
import org.nqueens.formulations.Optimisers;
import org.nqueens.optimise.Optimum;
import org.nqueens.optimise.Question;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.SearchSettings;

/** What {@code independence} and {@code domination} share: choose the optimiser, run it, print, and the exit code of the status. */
final class OptimiseQuestion {

    private OptimiseQuestion() {
    }

    static int answer(Question question, boolean count, String solverId, SearchSettings base, OutputFormat format, PrintWriter out) {
        Optimiser optimiser = Optimisers.standard().choose(solverId, question);
        Cancellation cancellation = Cancellation.create();
        try (Interruption interruption = Interruption.cancelling(cancellation)) {
            Optimum optimum = Optimisation.run(optimiser, question, count, base.withCancellation(cancellation));
            new OptimumWriter(out).write(optimum, format);
            return switch (optimum.status()) {
                case OPTIMAL, FEASIBLE -> ExitCodes.OK;
                case INFEASIBLE -> ExitCodes.NO_SOLUTION;
                case UNKNOWN -> cancellation.isCancelled() ? ExitCodes.INTERRUPTED : ExitCodes.NO_ANSWER;
            };
        }
    }
}
