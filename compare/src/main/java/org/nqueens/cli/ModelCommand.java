package org.nqueens.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.nqueens.io.JsonLine;
import org.nqueens.formulations.external.MiniZincModel;
import org.nqueens.formulations.sat.DimacsModel;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Scope;
import org.nqueens.solver.Admitted;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.Task;
import org.nqueens.solver.UnsupportedTaskException;
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
    SharedOptions.Solver solver = SharedOptions.Solver.required();

    @Mixin
    SharedOptions.Format<OutputFormat> format = SharedOptions.Format.of(OutputFormat.TEXT, OutputFormat.JSON, OutputFormat.DIMACS, OutputFormat.MINIZINC);

    @Override
    public Integer call() {
        OutputFormat chosen = format.chosen();
        String id = solver.required("model");
        Problem puzzle = question.problem();
        Admitted request = SolverChoice.choose(parent.formulations(), id, Task.MODEL, puzzle);
        Formulation formulation = request.formulation();
        PrintWriter out = parent.spec.commandLine().getOut();
        if (chosen == OutputFormat.DIMACS) {
            if (!(formulation instanceof DimacsModel clauses)) {
                throw new UnsupportedTaskException("The solver " + Quote.of(formulation.id()) + " has no DIMACS model; solvers with one: "
                        + parent.formulations().all().stream().filter(DimacsModel.class::isInstance).map(Formulation::id)
                                .collect(Collectors.joining(", ")) + ".");
            }
            if (!Scope.CLASSIC.admits(puzzle)) {
                throw new InvalidInputException("DIMACS models are written for n queens on the n x n board; " + puzzle.describe() + " has none.");
            }
            out.print(clauses.dimacs(puzzle));
            out.flush();
            return ExitCodes.OK;
        }
        if (chosen == OutputFormat.MINIZINC) {
            if (!Scope.CLASSIC.admits(puzzle)) {
                throw new InvalidInputException("MiniZinc models are written for n queens on the n x n board; " + puzzle.describe() + " has none.");
            }
            out.print(MiniZincModel.forSolver(formulation.id()).orElseThrow(() -> new InvalidInputException(
                    "The solver " + Quote.of(formulation.id()) + " has no MiniZinc model; minizinc, minizinc-dual, minizinc-boolean and the"
                    + " formulations they restate (choco, cpsat, choco-dual, cpsat-boolean, sat) have.")).withData(puzzle));
            out.flush();
            return ExitCodes.OK;
        }
        String model = request.model();
        if (chosen == OutputFormat.JSON) {
            out.println(JsonLine.object().field("n", puzzle.rows()).field("solver", formulation.id()).field("model", model).end());
        } else {
            out.print(model);
        }
        out.flush();
        return ExitCodes.OK;
    }
}
