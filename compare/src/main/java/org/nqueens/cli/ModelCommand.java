package org.nqueens.cli;

import java.util.concurrent.Callable;
import org.nqueens.board.Board;
import org.nqueens.board.FreePart;
import org.nqueens.formulations.external.MiniZincModel;
import org.nqueens.solver.Task;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens model N --solver ID}: prints the formulation itself. */
@Command(name = "model", mixinStandardHelpOptions = true,
        description = "Print a formulation's model of the n x n board (or of a partial board): its variables and constraints, or its matrix.")
final class ModelCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @Mixin
    BoardArguments question;

    @Option(names = "--solver", paramLabel = "ID", required = true, description = "The formulation to print.")
    String solver;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text (the model as the formulation posts it) or minizinc (the same model in MiniZinc, the board as data after it).")
    String format;

    @Override
    public Integer call() {
        Board puzzle = question.board();
        var formulation = parent.formulations().forTask(solver, Task.MODEL, puzzle);
        FreePart.of(puzzle);
        var out = parent.spec.commandLine().getOut();
        out.print(switch (format) {
            case "text" -> formulation.model(puzzle);
            case "minizinc" -> MiniZincModel.forSolver(formulation.id()).orElseThrow(() -> new IllegalArgumentException(
                    "The solver '" + formulation.id() + "' has no MiniZinc model; minizinc, minizinc-dual, minizinc-boolean and the"
                    + " formulations they restate (choco, cpsat, choco-dual, cpsat-boolean, sat) have.")).withData(puzzle);
            default -> throw new IllegalArgumentException("The model format '" + format + "' is not known; use text or minizinc.");
        });
        out.flush();
        return ExitCodes.OK;
    }
}
