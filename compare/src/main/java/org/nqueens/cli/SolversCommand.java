package org.nqueens.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.nqueens.formulations.external.ExternalLane;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.Task;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens solvers}: the formulations and the tasks each supports. */
@Command(name = "solvers", mixinStandardHelpOptions = true, description = "List the solver ids, what each is, and the tasks it supports.")
final class SolversCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @Override
    public Integer call() {
        PrintWriter out = parent.spec.commandLine().getOut();
        for (Formulation formulation : parent.formulations().all()) {
            out.printf("%-16s %s%n%-16s   tasks: %s%n", formulation.id(), formulation.title(), "",
                    formulation.tasks().stream().map(Task::phrase).collect(Collectors.joining(", ")));
            if (formulation instanceof ExternalLane lane) {
                out.printf("%-16s   %s%n", "", lane.availability());
            }
        }
        out.flush();
        return ExitCodes.OK;
    }
}
