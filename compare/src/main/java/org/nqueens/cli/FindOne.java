package org.nqueens.cli;

import java.io.PrintWriter;
import org.nqueens.formulations.Formulations;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Admitted;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Task;
import picocli.CommandLine.Mixin;

/** What {@code solve} and {@code complete} share: admit the request (board and solver checked once), run it, print, map the status. */
final class FindOne {

    private FindOne() {
    }

    /** The options of a command that finds one solution: the shared solver, time limit, seed and format. */
    static final class Options {

        @Mixin
        SharedOptions.Solver solver = SharedOptions.Solver.defaulting("auto, which picks one for the board");

        @Mixin
        SharedOptions.TimeLimit timeLimit;

        @Mixin
        SharedOptions.Seed seed;

        @Mixin
        SharedOptions.Format<OutputFormat> format = SharedOptions.Format.of(OutputFormat.TEXT, OutputFormat.COMPACT, OutputFormat.JSON);

        @Mixin
        SharedOptions.Threads threads;

        SearchSettings settings() {
            return timeLimit.applyTo(SearchSettings.defaults().withSeed(seed.value).withThreads(threads.count()));
        }
    }

    static int run(Formulations formulations, Problem problem, Options options, PrintWriter out) {
        OutputFormat format = options.format.chosen();
        Admitted request = SolverChoice.choose(formulations, options.solver.orElse(Formulations.AUTO), Task.findingOne(problem), problem);
        SolveResult result = request.solve(options.settings());
        new ResultWriter(out).solve(result, problem, format);
        return ExitCodes.of(result.status());
    }
}
