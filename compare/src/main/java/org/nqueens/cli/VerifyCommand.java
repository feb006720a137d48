package org.nqueens.cli;

import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.nqueens.board.Board;
import org.nqueens.board.Verifier;
import org.nqueens.board.Violation;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens verify}: checks that no two queens of a board attack each other. */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Check a board: no two queens attack each other and none stands on a blocked square (exit 1 if one does).")
final class VerifyCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @ArgGroup(exclusive = true, multiplicity = "1")
    BoardOptions board;

    @Option(names = "--n", paramLabel = "N", description = "The size the board must have.")
    Integer n;

    @Override
    public Integer call() {
        Board checked = BoardOptions.boardOrEmpty(board.read(), n);
        PrintWriter out = parent.spec.commandLine().getOut();
        Optional<Violation> violation = Verifier.check(checked);
        if (violation.isPresent()) {
            out.println("attack: " + violation.get().describe());
            return ExitCodes.NO_SOLUTION;
        }
        int queens = checked.queenCount();
        if (queens == checked.n()) {
            out.println("valid: a solution of n = " + checked.n() + ", no two of its " + queens + " queens attack each other.");
        } else {
            out.println("valid partial board of n = " + checked.n() + ": " + queens + (queens == 1 ? " queen" : " queens")
                    + ", no attacks, " + checked.blocked().size() + " blocked squares, " + (checked.n() - queens) + " rows to fill.");
        }
        return ExitCodes.OK;
    }
}
