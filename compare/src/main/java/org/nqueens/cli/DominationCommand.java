package org.nqueens.cli;

import java.util.concurrent.Callable;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.Question;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.solver.SearchSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens domination SIZE}: the fewest pieces that occupy or attack every square, proved. */
@Command(name = "domination", mixinStandardHelpOptions = true,
        description = {"The fewest pieces that occupy or attack every square that is not a pawn (blocked squares too: no piece may"
                + " stand there, but they must be attacked), with a witness and the proof that one fewer cannot.",
            "--independent: the dominating pieces must not attack each other.",
            "Status OPTIMAL (value proved), FEASIBLE (a time limit stopped the proof: the bound is printed), INFEASIBLE (exit 1:"
                + " a square nothing can attack) or UNKNOWN (exit 4)."})
final class DominationCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @Mixin
    BoardArguments board;

    @Option(names = "--independent", description = "Independent domination: no dominating piece attacks another.")
    boolean independent;

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

    @Override
    public Integer call() {
        OutputFormat chosen = format.chosen();
        if (board.family.pieces != null) {
            throw new InvalidInputException("--pieces " + board.family.pieces + " has no meaning for domination, which finds the number"
                    + " of pieces itself.");
        }
        Question question = Question.of(independent ? Objective.INDEPENDENT_DOMINATION : Objective.DOMINATION, board.problem());
        SearchSettings settings = timeLimit.applyTo(SearchSettings.defaults().withThreads(threads.count()));
        return OptimiseQuestion.answer(question, counting.count, solver.id, settings, chosen, parent.spec.commandLine().getOut());
    }
}
