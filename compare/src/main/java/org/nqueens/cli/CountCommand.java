package org.nqueens.cli;

import java.time.Duration;
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
        description = "Count all solutions of the n x n board (with --unique, also those distinct up to symmetry).")
final class CountCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @Mixin
    BoardArguments question;

    @Option(names = "--solver", paramLabel = "ID", description = "The formulation to count with (default: the fastest counter).")
    String solver;

    @Option(names = "--unique", description = "Also count the solutions distinct up to the board's symmetries (8 of the square, 4 of a rectangle, and the translations of a torus).")
    boolean unique;

    @Option(names = "--threads", paramLabel = "T", description = "Threads to count on (default: every core).")
    Integer threads;

    @Option(names = "--time-limit", paramLabel = "T", converter = TimeLimitConverter.class,
            description = "Stop after this long and print the partial count (exit code 4).")
    Duration timeLimit;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Override
    public Integer call() {
        if (format == OutputFormat.COMPACT) {
            throw new IllegalArgumentException("count prints text or json; --format compact is for solutions.");
        }
        Problem problem = question.problem();
        Formulation formulation = parent.formulations().forTask(solver, unique ? Task.COUNT_UNIQUE : Task.COUNT, problem);
        problem.requireConsistent();
        int threadCount = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        Cancellation cancellation = Cancellation.create();
        try (Interruption interruption = Interruption.cancelling(cancellation);
             ProgressDisplay progress = ProgressDisplay.forTerminal("count " + (problem.isClassic() ? String.valueOf(problem.rows()) : problem.describe()))) {
            SearchSettings settings = SearchSettings.defaults().withThreads(threadCount).withCancellation(cancellation).withProgress(progress);
            if (timeLimit != null) {
                settings = settings.withTimeLimit(timeLimit);
            }
            CountResult result = formulation.count(problem, unique, settings);
            progress.close();
            String reason = cancellation.isCancelled() ? "interrupted" : "time limit reached";
            new ResultWriter(parent.spec.commandLine().getOut()).count(result, format, reason, progress.coverage());
            return result.complete() ? ExitCodes.OK : ExitCodes.NO_ANSWER;
        }
    }
}
