package org.nqueens.cli;

import java.util.Optional;
import org.nqueens.io.GridPosition;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Scope;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** The question of commands that take a board size N or a board given with --board or --file. */
final class BoardArguments {

    @Parameters(index = "0", arity = "0..1", paramLabel = "N", converter = SharedOptions.SizeConverter.class,
            description = "The board size (optional when a board is given).")
    Integer n;

    @ArgGroup(exclusive = true)
    BoardOptions board;

    @Mixin
    ProblemOptions family;

    /**
     * The board given, or the empty board of size N; the two must agree when both are given. For the
     * commands that follow classic n-queens only (tree, animate): the family options may restate
     * the classic problem (--piece queen, --size 8), but a variant is refused, never silently dropped.
     */
    Problem classic() {
        if (family.any() || board != null && board.pawnsDrawn().isPresent()) {
            Problem posed = problem();
            if (!Scope.CLASSIC.admits(posed)) {
                throw new InvalidInputException("This command follows the search of classic n-queens (n queens on the n x n board, with"
                        + " given queens and blocked squares); " + posed.describe() + " is a variant of the family, which solve, count,"
                        + " enumerate and model take (and trace, where one piece stands in each row).");
            }
            return posed;
        }
        return BoardOptions.boardOrEmpty(BoardOptions.read(board), n);
    }

    /** The problem posed: classic n-queens on the board, or the variant the family options ask for. */
    Problem problem() {
        Optional<GridPosition> drawn = board == null ? Optional.empty() : board.pawnsDrawn();
        return drawn.isPresent() ? family.problem(n, drawn.get()) : family.problem(n, BoardOptions.read(board));
    }
}
