package org.nqueens.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens solve N}: one solution of the empty board of size N, or of a given partial board. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Find one solution of the n x n board, or of a partial board.",
            "The partial board is given with --board or --file. Exit 0 with a solution, 1 when none exists, 4 when the"
            + " time limit came first."})
final class SolveCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @Mixin
    BoardArguments question;

    @Mixin
    FindOne.Options search;

    @Override
    public Integer call() {
        return FindOne.run(parent.formulations(), question.problem(), search, parent.spec.commandLine().getOut());
    }
}
