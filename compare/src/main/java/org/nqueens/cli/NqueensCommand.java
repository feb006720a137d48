package org.nqueens.cli;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.function.Supplier;
import org.nqueens.cli.snapshot.CommandModels;
import org.nqueens.formulations.Formulations;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/** The top of the command tree; holds the registry the subcommands draw their solvers from. */
@Command(name = "nqueens",
        mixinStandardHelpOptions = true,
        versionProvider = BuildVersion.class,
        description = "n-queens and its completion, put to several solvers and cross-checked.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:done (solution found, count finished, board valid, formulations agree)",
            "1:no solution exists, or verify found attacks",
            "2:bad input or usage (one line naming the fault)",
            "3:compare found a disagreement",
            "4:time limit reached with no answer",
            "5:out of memory (give the JVM more with NQUEENS_JAVA_OPTS=-Xmx8g)",
            "70:internal error, a bug: please report it (--verbose or NQUEENS_DEBUG=1 adds the stack trace)",
            "130:interrupted by Ctrl-C (a count prints what it counted so far); 143 on SIGTERM"
        },
        footerHeading = "%n",
        footer = {"Bad input is one line on standard error and exit 2; a stack trace means a bug (exit 70), shown only with"
                + " --verbose. 'nqueens help COMMAND' describes a command."})
final class NqueensCommand implements Callable<Integer> {

    /**
     * The subcommands, in the order help lists them. They are added to the tree in code rather than in the
     * annotation so that a run builds only the command it runs (see {@link #tree}): picocli reads every command's
     * annotations when it is added, which took most of a short command's start-up.
     */
    static final List<Class<?>> SUBCOMMANDS = List.of(
            SolveCommand.class,
            CompleteCommand.class,
            CountCommand.class,
            EnumerateCommand.class,
            VerifyCommand.class,
            ModelCommand.class,
            CompareCommand.class,
            GenerateCommand.class,
            ExactCoverCommand.class,
            SolversCommand.class,
            TraceCommand.class,
            TreeCommand.class,
            LevelsCommand.class,
            AnimateCommand.class,
            IndependenceCommand.class,
            DominationCommand.class,
            DisjointCommand.class, MagicCommand.class,
            CommandLine.HelpCommand.class);

    /** The option that adds the stack trace to an internal error; every command takes it ({@link SharedOptions.Everywhere}). */
    static final String VERBOSE = "--verbose";

    private final Supplier<Formulations> formulations;

    @Spec
    CommandSpec spec;

    @Mixin
    SharedOptions.Everywhere everywhere;

    NqueensCommand(Formulations formulations) {
        this(() -> formulations);
    }

    /** The top command of a registry that may still be in the making: {@code formulations} waits for it. */
    NqueensCommand(Supplier<Formulations> formulations) {
        this.formulations = formulations;
    }

    Formulations formulations() {
        return formulations.get();
    }

    /** Whether -q/--quiet was given, to this command or to the subcommand that runs. */
    boolean quiet() {
        return everywhere.quiet;
    }

    /** {@code nqueens} alone is a usage error: the usage goes to standard error and the exit code is 2. */
    @Override
    public Integer call() {
        spec.commandLine().getErr().println("nqueens: give a command.");
        spec.commandLine().usage(spec.commandLine().getErr());
        return ExitCodes.BAD_INPUT;
    }

    /**
     * The command tree for {@code args}: when the first argument names a subcommand, the top command with that
     * subcommand alone; {@code --version} alone, the top command alone (it prints the version and needs no
     * subcommand); otherwise (help, a misspelt command that wants suggestions, no command) the whole tree.
     */
    static CommandLine tree(NqueensCommand top, String... args) {
        // Each command's model is replayed from the build's snapshot of the annotations (CommandModels): reading the
        // annotations at start took about 70 ms of CPU, a third of a short command's run.
        return tree(CommandModels::of, top, args);
    }

    /** The command tree for {@code args}, each command's model made by {@code model} (tests compare the two ways). */
    static CommandLine tree(Function<Object, CommandSpec> model, NqueensCommand top, String... args) {
        CommandLine commandLine = new CommandLine(model.apply(top));
        String first = args.length == 0 ? "" : args[0];
        OptionSpec option = args.length == 1 ? commandLine.getCommandSpec().findOption(first) : null;
        if (option != null && option.versionHelp()) {
            return commandLine;
        }
        for (Class<?> subcommand : SUBCOMMANDS) {
            if (subcommand != CommandLine.HelpCommand.class && CommandModels.name(subcommand).equals(first)) {
                commandLine.addSubcommand(model.apply(CommandModels.newCommand(subcommand)));
                return parsing(commandLine);
            }
        }
        SUBCOMMANDS.forEach(subcommand -> commandLine.addSubcommand(model.apply(CommandModels.newCommand(subcommand))));
        return parsing(commandLine);
    }

    /**
     * The tree's options tailored to each command, and its parsing rules, set once the subcommands are in (picocli
     * applies them to the subcommands present): enum values in any case ({@code --engine CELLS} or {@code cells}),
     * no abbreviated options, and no argument files: picocli would read the file named by any argument that starts
     * with {@code @} ({@code @/} failed with a stack trace and exit 1, {@code @/dev/zero} would read for ever), a
     * feature the contract does not have.
     */
    private static CommandLine parsing(CommandLine commandLine) {
        SharedOptions.tailor(commandLine);
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        commandLine.setAbbreviatedOptionsAllowed(false);
        commandLine.setExpandAtFiles(false);
        return commandLine;
    }
}
