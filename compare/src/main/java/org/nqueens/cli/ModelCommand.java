package org.nqueens.cli;

import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.nqueens.board.Board;
import org.nqueens.board.FreePart;
import org.nqueens.formulations.sat.DimacsModel;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.Task;
import org.nqueens.solver.UnsupportedTaskException;
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

    /** How the model is written. */
    enum ModelFormat {
        /** As a student reads it. */
        TEXT,
        /** The clauses in DIMACS CNF, for any SAT solver (solvers whose model is a set of clauses). */
        DIMACS
    }

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text (default), or dimacs: the clauses in DIMACS CNF, variable (r-1)*n + c a queen on row r, column c (solvers sat, cadical).")
    ModelFormat format;

    @Override
    public Integer call() {
        Board puzzle = question.board();
        var formulation = parent.formulations().forTask(solver, Task.MODEL, puzzle);
        FreePart.of(puzzle);
        String model;
        if (format == ModelFormat.DIMACS) {
            if (!(formulation instanceof DimacsModel clauses)) {
                throw new UnsupportedTaskException("The solver '" + formulation.id() + "' has no DIMACS model; solvers with one: "
                        + parent.formulations().all().stream().filter(DimacsModel.class::isInstance).map(Formulation::id)
                                .collect(Collectors.joining(", ")) + ".");
            }
            model = clauses.dimacs(puzzle);
        } else {
            model = formulation.model(puzzle);
        }
        var out = parent.spec.commandLine().getOut();
        out.print(model);
        out.flush();
        return ExitCodes.OK;
    }
}
