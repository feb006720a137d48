package org.nqueens.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.Task;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens model N --solver ID}: prints the formulation itself. */
@Command(name = "model", mixinStandardHelpOptions = true,
        description = {"Print a formulation's model: its variables and constraints, or its matrix.",
            "The model of the n x n board, or of a partial board, as a student would read it."
                + " With --format json: {\"n\": N, \"solver\": ID, \"model\": TEXT}."})
final class ModelCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @Mixin
    BoardArguments question;

    @Mixin
    SharedOptions.Solver solver;

    @Mixin
    SharedOptions.Format format;

    @Override
    public Integer call() {
        OutputFormat chosen = format.oneOf("model", OutputFormat.TEXT, OutputFormat.JSON);
        String id = solver.required("model");
        Problem puzzle = question.problem();
        Formulation formulation = SolverChoice.choose(parent.formulations(), id, Task.MODEL, puzzle);
        puzzle.requireConsistent();
        PrintWriter out = parent.spec.commandLine().getOut();
        String model = formulation.model(puzzle);
        if (chosen == OutputFormat.JSON) {
            out.println(JsonLine.object().field("n", puzzle.rows()).field("solver", formulation.id()).field("model", model).end());
        } else {
            out.print(model);
        }
        out.flush();
        return ExitCodes.OK;
    }
}
