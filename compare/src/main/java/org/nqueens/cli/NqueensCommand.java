package org.nqueens.cli;

import org.nqueens.formulations.Formulations;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The top of the command tree; holds the registry the subcommands draw their solvers from. */
@Command(name = "nqueens",
        mixinStandardHelpOptions = true,
        versionProvider = BuildVersion.class,
        description = "n-queens and its completion, put to several solvers and cross-checked.",
        subcommands = {
            SolveCommand.class,
            CompleteCommand.class,
            CountCommand.class,
            EnumerateCommand.class,
            VerifyCommand.class,
            ModelCommand.class,
            CompareCommand.class,
            GenerateCommand.class,
            SolversCommand.class
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:done (solution found, count finished, board valid, formulations agree)",
            "1:no solution exists, or verify found attacks",
            "2:bad input or usage",
            "3:compare found a disagreement",
            "4:time limit reached with no answer"
        })
final class NqueensCommand implements Runnable {

    private final Formulations formulations;

    @Spec
    CommandSpec spec;

    NqueensCommand(Formulations formulations) {
        this.formulations = formulations;
    }

    Formulations formulations() {
        return formulations;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
