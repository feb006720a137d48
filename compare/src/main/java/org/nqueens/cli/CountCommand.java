package org.nqueens.cli;

import java.util.concurrent.Callable;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Task;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens count N}: how many solutions the n x n board has. Ctrl-C prints the partial count. */
@Command(name = "count", mixinStandardHelpOptions = true,
        description = {"Count all solutions of the n x n board.",
            "With --unique, also those distinct up to symmetry. Ctrl-C or the time limit prints the count so far,"
                + " marked partial (exit 130 or 4)."})
final class CountCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @Mixin
    BoardArguments question;

    @Option(names = "--unique", description = "Also count the solutions distinct up to the board's symmetries (8 of the square, 4 of a rectangle, and the translations of a torus).")
    boolean unique;

    @Mixin
    SharedOptions.Solver solver;

    @Mixin
    SharedOptions.Threads threads;

    @Mixin
    SharedOptions.TimeLimit timeLimit;

    @Mixin
    SharedOptions.Format format;

    @Mixin
    SharedOptions.Quiet quiet;

    @Override
    public Integer call() {
        OutputFormat chosenFormat = format.oneOf("count", OutputFormat.TEXT, OutputFormat.JSON);
        int threadCount = threads.count();
        Problem problem = question.problem();
        Formulation formulation = SolverChoice.choose(parent.formulations(), solver.orElse(null), unique ? Task.COUNT_UNIQUE : Task.COUNT, problem);
        problem.requireConsistent();
        Cancellation cancellation = Cancellation.create();
        String what = problem.isClassic() ? String.valueOf(problem.rows()) : problem.describe();
        try (Interruption interruption = Interruption.cancelling(cancellation);
             ProgressDisplay progress = ProgressDisplay.forTerminal("count " + what, quiet.quiet)) {
            SearchSettings settings = timeLimit.applyTo(SearchSettings.defaults().withThreads(threadCount)
                    .withCancellation(cancellation).withProgress(progress));
            CountResult result = formulation.count(problem, unique, settings);
            progress.close();
            String reason = cancellation.isCancelled() ? "interrupted" : "time limit reached";
            new ResultWriter(parent.spec.commandLine().getOut()).count(result, chosenFormat, reason, progress.coverage());
            return result.complete() ? ExitCodes.OK : ExitCodes.NO_ANSWER;
        }
    }
}
