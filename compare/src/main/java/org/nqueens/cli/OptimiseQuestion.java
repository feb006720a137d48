package org.nqueens.cli;

import java.io.PrintWriter;
import org.nqueens.optimise.Optimisation;
import org.nqueens.optimise.Optimiser;
import org.nqueens.formulations.Optimisers;
import org.nqueens.optimise.Optimum;
import org.nqueens.optimise.Question;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.SearchSettings;
import picocli.CommandLine.Mixin;

/** What {@code independence} and {@code domination} share: choose the optimiser, run it, print, and the exit code of the status. */
final class OptimiseQuestion {

    private OptimiseQuestion() {
    }

    /** The options of both commands: which optimiser, how many threads, how long, whether to count, and the format. */
    static final class Options {

        @Mixin
        SharedOptions.CountOptima counting;

        @Mixin
        SharedOptions.Solver solver = SharedOptions.Solver.defaulting("the first optimiser that takes the question, 'nqueens solvers' order");

        @Mixin
        SharedOptions.Threads threads;

        @Mixin
        SharedOptions.TimeLimit timeLimit = new SharedOptions.TimeLimit("Stopped so, it prints the best witness found and the bound proved"
                + " (FEASIBLE, exit 0), or no witness (UNKNOWN, exit 4).");

        @Mixin
        SharedOptions.Format<OutputFormat> format = SharedOptions.Format.of(OutputFormat.TEXT, OutputFormat.JSON);

        /** Answers {@code question} as these options say, printing in {@code chosen} (the format, read once by the command). */
        int answer(Question question, OutputFormat chosen, PrintWriter out) {
            SearchSettings settings = timeLimit.applyTo(SearchSettings.defaults().withThreads(threads.count()));
            return OptimiseQuestion.answer(question, counting.count, solver.id, settings, chosen, out);
        }
    }

    private static int answer(Question question, boolean count, String solverId, SearchSettings base, OutputFormat format, PrintWriter out) {
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
