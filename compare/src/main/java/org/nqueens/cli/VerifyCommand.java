package org.nqueens.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.nqueens.io.JsonLine;
import org.nqueens.problem.Square;
import org.nqueens.io.AttackingQueensException;
import org.nqueens.io.GridPosition;
import org.nqueens.problem.Coordinates;
import org.nqueens.problem.Fault;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
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
                + " \"blocked\", \"complete\", \"attack\"}.",
            "With the family options (--size, --torus, --piece, --pawns, --pieces), or a grid file with pawns (P), the board's"
                + " pieces (any of Q R B N K A) are checked as a placement of that problem; --format json then gives"
                + " {\"valid\", \"problem\", \"pieces\", \"pawns\", \"attack\"}."})
final class VerifyCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @ArgGroup(exclusive = true, multiplicity = "1")
    BoardOptions board;

    @Option(names = "--n", paramLabel = "N", converter = SharedOptions.SizeConverter.class, description = "The size the board must have.")
    Integer n;

    @Mixin
    SharedOptions.Format<OutputFormat> format = SharedOptions.Format.of(OutputFormat.TEXT, OutputFormat.JSON);

    @Mixin
    ProblemOptions family;

    @Override
    public Integer call() {
        OutputFormat chosen = format.chosen();
        PrintWriter out = parent.spec.commandLine().getOut();
        if (family.any()) {
            return verifyPosition(out, chosen, board.position().orElseThrow());
        }
        Optional<GridPosition> withPawns = board.pawnsDrawn();
        if (withPawns.isPresent()) {
            return verifyPosition(out, chosen, withPawns.get());
        }
        Problem checked;
        try {
            checked = BoardOptions.boardOrEmpty(board.read(), n);
        } catch (AttackingQueensException attack) {
            // Two queens in one row (or one on a blocked square) cannot even form a board; still an attack, not a typo.
            print(out, chosen, null, attack.attack());
            return ExitCodes.NO_SOLUTION;
        }
        Optional<String> attack = ProblemVerifier.whyInconsistent(checked);
        print(out, chosen, checked, attack.orElse(null));
        return attack.isPresent() ? ExitCodes.NO_SOLUTION : ExitCodes.OK;
    }

    /**
     * The verdict on a position of the problem family: its pieces as a placement of the problem that
     * the family options, the position's pawns and blocked squares pose, as many pieces as it holds
     * unless --pieces says otherwise.
     */
    private int verifyPosition(PrintWriter out, OutputFormat chosen, GridPosition position) {
        Geometry geometry = family.geometry(n, position);
        List<Square> pawns = new ArrayList<>(position.pawns());
        if (family.pawns != null) {
            pawns.addAll(Coordinates.parseList(family.pawns, geometry, "--pawns"));
        }
        Problem problem = Problem.on(geometry).piece(family.piece())
                .pawns(pawns).blocked(position.blocked())
                .pieces(family.pieces != null ? family.pieces : Math.max(1, position.pieces().size())).build();
        Placement placement = Placement.of(position.pieces());
        Optional<Fault> fault = ProblemVerifier.check(problem, placement);
        if (chosen == OutputFormat.JSON) {
            out.println(JsonLine.object().field("valid", fault.isEmpty()).field("problem", problem.describe())
                    .field("pieces", pairs(placement.squares(), geometry)).field("pawns", pairs(problem.pawns(), geometry))
                    .field("attack", fault.map(f -> f.describe(geometry)).orElse(null)).end());
        } else if (fault.isPresent()) {
            out.println(label(fault.get().kind()) + ": " + fault.get().describe(geometry));
        } else {
            out.println("valid: " + problem.describe() + ", no two pieces attack each other.");
        }
        out.flush();
        return fault.isPresent() ? ExitCodes.NO_SOLUTION : ExitCodes.OK;
    }

    /** The word before a fault's sentence: what was found, an attack or another broken rule. */
    private static String label(Fault.Kind kind) {
        return switch (kind) {
            case ATTACK -> "attack";
            case ON_BLOCKED_SQUARE -> "blocked square";
            case ON_PAWN -> "on a pawn";
            case OFF_BOARD -> "off the board";
            case GIVEN_MISSING -> "given piece missing";
            case WRONG_COUNT -> "piece count";
        };
    }

    private static List<List<Integer>> pairs(java.util.Collection<Square> squares, Geometry geometry) {
        return squares.stream().map(square -> Coordinates.numbers(square, geometry)).toList();
    }

    /** The verdict on {@code checked} (null when the input could not form a board); {@code attack} null when valid. */
    private static void print(PrintWriter out, OutputFormat format, Problem checked, String attack) {
        if (format == OutputFormat.JSON) {
            JsonLine line = JsonLine.object().field("valid", attack == null);
            if (checked != null) {
                line.field("n", checked.rows()).field("queens", checked.givenCount()).field("blocked", checked.blocked().size())
                        .field("complete", checked.givenCount() == checked.rows());
            }
            out.println(line.field("attack", attack).end());
        } else if (attack != null) {
            out.println("attack: " + attack);
        } else {
            int queens = checked.givenCount();
            if (queens == checked.rows()) {
                out.println("valid: a solution of n = " + checked.rows() + ", no two of its " + queens + " queens attack each other.");
            } else {
                out.println("valid partial board of n = " + checked.rows() + ": " + queens + (queens == 1 ? " queen" : " queens")
                        + ", no attacks, " + checked.blocked().size() + " blocked squares, " + (checked.rows() - queens) + " rows to fill.");
            }
        }
        out.flush();
    }
}
