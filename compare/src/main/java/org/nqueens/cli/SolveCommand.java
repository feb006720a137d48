package org.nqueens.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens solve N}: one solution of the empty board of size N, or of a given partial board. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Find one solution of the n x n board, or of a partial board given with --board or --file.")
final class SolveCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @Parameters(index = "0", arity = "0..1", paramLabel = "N", description = "The board size (optional when a board is given).")
    Integer n;

    @ArgGroup(exclusive = true)
    BoardOptions board;

    @Mixin
    SearchOptions search;

    @Override
    public Integer call() {
        return FindOne.run(parent.formulations(), BoardOptions.boardOrEmpty(BoardOptions.read(board), n), search,
                parent.spec.commandLine().getOut());
    }
}
