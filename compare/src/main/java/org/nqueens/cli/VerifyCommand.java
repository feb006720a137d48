package org.nqueens.cli;

import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.nqueens.board.Board;
import org.nqueens.board.Verifier;
import org.nqueens.board.Violation;
import org.nqueens.io.AttackingQueensException;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens verify}: checks that no two queens of a board attack each other. */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = {"Check a board: no two queens attack each other (exit 1 if two do).",
            "No two queens may share a row, a column or a diagonal, and none may stand on a blocked square."
                + " Exit 0 when that holds, 1 when it does not. With --format json: {\"valid\", \"n\", \"queens\","
                + " \"blocked\", \"complete\", \"attack\"}."})
final class VerifyCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @ArgGroup(exclusive = true, multiplicity = "1")
    BoardOptions board;

    @Option(names = "--n", paramLabel = "N", converter = SharedOptions.SizeConverter.class, description = "The size the board must have.")
    Integer n;

    @Mixin
    SharedOptions.Format format;

    @Override
    public Integer call() {
        OutputFormat chosen = format.oneOf("verify", OutputFormat.TEXT, OutputFormat.JSON);
        PrintWriter out = parent.spec.commandLine().getOut();
        Board checked;
        try {
            checked = BoardOptions.boardOrEmpty(board.read(), n);
        } catch (AttackingQueensException attack) {
            // Two queens in one row (or one on a blocked square) cannot even form a board; still an attack, not a typo.
            print(out, chosen, null, attack.attack());
            return ExitCodes.NO_SOLUTION;
        }
        Optional<Violation> violation = Verifier.check(checked);
        print(out, chosen, checked, violation.map(Violation::describe).orElse(null));
        return violation.isPresent() ? ExitCodes.NO_SOLUTION : ExitCodes.OK;
    }

    /** The verdict on {@code checked} (null when the input could not form a board); {@code attack} null when valid. */
    private static void print(PrintWriter out, OutputFormat format, Board checked, String attack) {
        if (format == OutputFormat.JSON) {
            JsonLine line = JsonLine.object().field("valid", attack == null);
            if (checked != null) {
                line.field("n", checked.n()).field("queens", checked.queenCount()).field("blocked", checked.blocked().size())
                        .field("complete", checked.queenCount() == checked.n());
            }
            out.println(line.field("attack", attack).end());
        } else if (attack != null) {
            out.println("attack: " + attack);
        } else {
            int queens = checked.queenCount();
            if (queens == checked.n()) {
                out.println("valid: a solution of n = " + checked.n() + ", no two of its " + queens + " queens attack each other.");
            } else {
                out.println("valid partial board of n = " + checked.n() + ": " + queens + (queens == 1 ? " queen" : " queens")
                        + ", no attacks, " + checked.blocked().size() + " blocked squares, " + (checked.n() - queens) + " rows to fill.");
            }
        }
        out.flush();
    }
}
