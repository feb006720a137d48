package org.nqueens.cli;

import java.util.concurrent.Callable;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.Question;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Problem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens independence SIZE}: the most pieces that stand with none attacking another, proved. */
@Command(name = "independence", mixinStandardHelpOptions = true,
        description = {"The most pieces of a kind that stand on the board with none attacking another, with a witness and the proof.",
            "--fewest-pawns (with --pieces K): the fewest pawns that let K pieces stand. --partner P: a mixed army, the largest m such"
                + " that m pieces and m partner pieces stand with no piece attacking another.",
            "Status OPTIMAL (value proved), FEASIBLE (a time limit stopped the proof: the bound is printed) or UNKNOWN (exit 4)."})
final class IndependenceCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @Mixin
    BoardArguments board;

    @Option(names = "--fewest-pawns", description = "Minimise the pawns that let --pieces K pieces stand (the nine queens problem:"
            + " --pieces 9 on 8 x 8 needs one pawn); pawns stop line attacks, not jumps.")
    boolean fewestPawns;

    @Option(names = "--partner", paramLabel = "P", description = "A mixed army: as many partner pieces P as pieces, none attacking"
            + " another of either kind; the value is the size of each army.")
    String partner;

    @Mixin
    OptimiseQuestion.Options optimise;

    @Override
    public Integer call() {
        OutputFormat chosen = optimise.format.chosen();
        if (fewestPawns && partner != null) {
            throw new InvalidInputException("--fewest-pawns and --partner ask two questions; give one of them.");
        }
        if (fewestPawns && board.family.pieces == null) {
            throw new InvalidInputException("--fewest-pawns needs the number of pieces to make room for: add --pieces K.");
        }
        if (!fewestPawns && board.family.pieces != null) {
            throw new InvalidInputException("--pieces " + board.family.pieces + " belongs to --fewest-pawns; independence finds the number"
                    + " of pieces itself.");
        }
        Problem problem = board.problem();
        Question question = fewestPawns ? Question.of(Objective.FEWEST_PAWNS, problem)
                : partner != null ? Question.mixedArmy(problem, Piece.parse(partner))
                : Question.of(Objective.INDEPENDENCE, problem);
        return optimise.answer(question, chosen, parent.spec.commandLine().getOut());
    }
}
