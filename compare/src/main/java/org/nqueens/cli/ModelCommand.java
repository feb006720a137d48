package org.nqueens.cli;

import java.util.concurrent.Callable;
import org.nqueens.problem.Problem;
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

    @Override
    public Integer call() {
        Problem puzzle = question.problem();
        var formulation = parent.formulations().forTask(solver, Task.MODEL, puzzle);
        puzzle.requireConsistent();
        var out = parent.spec.commandLine().getOut();
        out.print(formulation.model(puzzle));
        out.flush();
        return ExitCodes.OK;
    }
}
