package org.nqueens.cli;

import java.util.concurrent.Callable;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.Question;
import org.nqueens.problem.InvalidInputException;
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
    OptimiseQuestion.Options optimise;

    @Override
    public Integer call() {
        OutputFormat chosen = optimise.format.chosen();
        if (board.family.pieces != null) {
            throw new InvalidInputException("--pieces " + board.family.pieces + " has no meaning for domination, which finds the number"
                    + " of pieces itself.");
        }
        Question question = Question.of(independent ? Objective.INDEPENDENT_DOMINATION : Objective.DOMINATION, board.problem());
        return optimise.answer(question, chosen, parent.spec.commandLine().getOut());
    }
}
