package org.nqueens.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.nqueens.formulations.Formulations;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Writes what the release artifact ships beside the program, from the command definitions themselves: a manual
 * page a command ({@code man/man1/nqueens-solve.1}) and the bash completion script ({@code completion/nqueens},
 * which zsh also reads through {@code bashcompinit}). The build runs it at package time:
 * {@code java org.nqueens.cli.Documentation OUTDIR}.
 */
public final class Documentation {

    private Documentation() {
    }

    /** Writes the pages and the script under the folder {@code args[0]}. */
    public static void main(String[] args) {
        if (args.length != 1) {
            throw new IllegalArgumentException("Documentation takes one argument, the output folder; it got " + args.length + ".");
        }
        write(Path.of(args[0]));
    }

    /** Writes the pages and the script under {@code folder}, and returns the files written. */
    static List<Path> write(Path folder) {
        CommandLine commandLine = NqueensCommand.tree(new NqueensCommand(Formulations.standard()));
        CommandSpec top = commandLine.getCommandSpec();
        String version = new BuildVersion().version();
        List<Path> written = new ArrayList<>();
        try {
            Path man = Files.createDirectories(folder.resolve("man").resolve("man1"));
            for (CommandSpec command : commands(top)) {
                written.add(Files.writeString(man.resolve(ManPage.fileName(command)),
                        new ManPage(command, top, version).troff(), StandardCharsets.UTF_8));
            }
            Path completion = Files.createDirectories(folder.resolve("completion"));
            written.add(Files.writeString(completion.resolve("nqueens"), AutoComplete.bash("nqueens", commandLine), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("The documentation could not be written under " + folder + ".", e);
        }
        return written;
    }

    /** The command and every visible command under it, each once (aliases left out). */
    static List<CommandSpec> commands(CommandSpec top) {
        List<CommandSpec> commands = new ArrayList<>();
        commands.add(top);
        top.subcommands().forEach((name, sub) -> {
            if (!sub.getCommandSpec().usageMessage().hidden() && name.equals(sub.getCommandName())) {
                commands.addAll(commands(sub.getCommandSpec()));
            }
        });
        return commands;
    }
}
