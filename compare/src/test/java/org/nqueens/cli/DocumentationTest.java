package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueens.formulations.Formulations;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** The manual pages and the completion script that the release artifact ships, written from the command definitions. */
class DocumentationTest {

    @TempDir
    static Path folder;

    static List<Path> written;
    static CommandSpec top;

    @BeforeAll
    static void writeThem() {
        written = Documentation.write(folder);
        top = NqueensCommand.tree(new NqueensCommand(Formulations.standard())).getCommandSpec();
    }

    @Test
    void everyCommandHasAPageNamingEachOfItsOptions() throws Exception {
        for (CommandSpec command : Documentation.commands(top)) {
            Path page = folder.resolve("man/man1").resolve(ManPage.fileName(command));
            String troff = Files.readString(page);
            assertThat(troff).as(page.toString()).startsWith(".\\\"").contains(".TH ").contains(".SH NAME").contains(".SH SYNOPSIS");
            for (OptionSpec option : command.options()) {
                if (!option.hidden()) {
                    assertThat(troff).as(page + " names " + option.longestName()).contains(ManPage.escape(option.longestName()));
                }
            }
        }
        assertThat(folder.resolve("man/man1/nqueens-solve.1")).exists();
        assertThat(Files.readString(folder.resolve("man/man1/nqueens.1"))).contains(".SH COMMANDS").contains(".SH EXIT STATUS");
    }

    @Test
    void manReadsThePagesWithoutWarnings() throws Exception {
        Path man = Path.of("/usr/bin/man");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isExecutable(man), "no man on this machine");
        Path page = folder.resolve("man/man1/nqueens-solve.1");
        Process process = new ProcessBuilder(man.toString(), "--warnings", "-l", page.toString())
                .redirectErrorStream(true).start();
        process.getOutputStream().close();
        String rendered = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(process.exitValue()).as(rendered).isZero();
        assertThat(rendered).contains("NAME").contains("nqueens-solve").contains("--solver").doesNotContain("warning");
    }

    @Test
    void theCompletionScriptCompletesEveryCommand() throws Exception {
        String script = Files.readString(folder.resolve("completion/nqueens"));

        assertThat(script).contains("complete -F");
        for (String command : top.subcommands().keySet()) {
            assertThat(script).contains(command);
        }
        assertThat(written).contains(folder.resolve("completion/nqueens"));
    }

    @Test
    void troffControlCharactersAreEscaped() {
        assertThat(ManPage.escape(".starts with a dot")).isEqualTo("\\&.starts with a dot");
        assertThat(ManPage.escape("a\\b --solver")).isEqualTo("a\\eb \\-\\-solver");
    }
}
