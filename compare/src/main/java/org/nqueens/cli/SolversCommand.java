package org.nqueens.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.nqueens.formulations.external.ExternalLane;
import org.nqueens.io.JsonLine;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.Task;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens solvers}: the formulations and the tasks each supports. */
@Command(name = "solvers", mixinStandardHelpOptions = true,
        description = {"List the solver ids, what each is, and the tasks it supports.",
            "With --format json: {\"solvers\": [{\"id\": ..., \"title\": ..., \"tasks\": [...]}]}."})
final class SolversCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @Mixin
    SharedOptions.Format<OutputFormat> format = SharedOptions.Format.of(OutputFormat.TEXT, OutputFormat.JSON);

    @Override
    public Integer call() {
        OutputFormat chosen = format.chosen();
        PrintWriter out = parent.spec.commandLine().getOut();
        if (chosen == OutputFormat.JSON) {
            List<Object> solvers = new ArrayList<>();
            for (Formulation formulation : parent.formulations().all()) {
                JsonLine entry = JsonLine.object().field("id", formulation.id()).field("title", formulation.title())
                        .field("tasks", formulation.tasks().stream().map(task -> (Object) task.name().toLowerCase()).toList());
                if (formulation instanceof ExternalLane lane) {
                    entry = entry.field("available", lane.unavailable().isEmpty());
                }
                solvers.add(entry);
            }
            out.println(JsonLine.object().field("solvers", solvers).end());
        } else {
            for (Formulation formulation : parent.formulations().all()) {
                out.printf("%-16s %s%n%-16s   tasks: %s%n", formulation.id(), formulation.title(), "",
                        formulation.tasks().stream().map(Task::phrase).collect(Collectors.joining(", ")));
                if (formulation instanceof ExternalLane lane) {
                    out.printf("%-16s   %s%n", "", lane.availability());
                }
            }
        }
        out.flush();
        return ExitCodes.OK;
    }
}
