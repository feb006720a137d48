package org.nqueens.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens complete}: extend a partial board to a full solution, or prove that none exists. */
@Command(name = "complete", mixinStandardHelpOptions = true,
        description = {"Complete a partial board, or prove that no completion exists.",
            "The board (queens placed, squares blocked) is given with --board or --file; N comes from it."})
final class CompleteCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @ArgGroup(exclusive = true, multiplicity = "1")
    BoardOptions board;

    @Mixin
    ProblemOptions family;

    @Mixin
    FindOne.Options search;

    @Override
    public Integer call() {
        // A grid that draws pawns or layers (the cube) is the family's; any other board is read as the classic one.
        java.util.Optional<org.nqueens.io.GridPosition> drawn = board.pawnsDrawn();
        return FindOne.run(parent.formulations(), drawn.isPresent() ? family.problem(null, drawn.get()) : family.problem(null, board.read()),
                search, parent.spec.commandLine().getOut());
    }
}
