package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.nqueens.formulations.Formulations;

/** {@code nqueens --version}: the version and commit the build wrote. */
class BuildVersionTest {

    @Test
    void versionPrintsTheVersionAndTheCommitOfTheBuild() {
        CommandRun run = CommandRun.of("--version");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("nqueens " + new BuildVersion().version() + System.lineSeparator())
                .contains("commit " + new BuildVersion().commit());
        assertThat(new BuildVersion().version()).as("the build filters the version in").doesNotContain("${").isNotEqualTo("unknown");
    }

    @Test
    void versionAloneBuildsNoSubcommandAndAnythingElseStillFindsItsCommand() {
        NqueensCommand top = new NqueensCommand(Formulations.standard());
        assertThat(NqueensCommand.tree(top, "--version").getSubcommands()).isEmpty();
        assertThat(NqueensCommand.tree(new NqueensCommand(Formulations.standard()), "-V").getSubcommands()).isEmpty();
        assertThat(NqueensCommand.tree(new NqueensCommand(Formulations.standard()), "count", "--version")
                .getSubcommands()).containsOnlyKeys("count");
        assertThat(CommandRun.of("-V").out()).startsWith("nqueens ");
    }

    @Test
    void theCommitIsGitDescribesAndAnUnknownOneIsSaidToBe() {
        Properties properties = new Properties();
        properties.setProperty("version", "2.0.0");

        assertThat(new BuildVersion(properties, "8f3a2b1c9d-dirty\n").getVersion())
                .startsWith("nqueens 2.0.0", "commit 8f3a2b1c9d-dirty");
        assertThat(new BuildVersion(properties, "").commit()).startsWith("unknown");
    }

    @Test
    void anUnfilteredVersionIsUnknown() {
        Properties properties = new Properties();
        properties.setProperty("version", "${project.version}");

        assertThat(new BuildVersion(properties, "abc").version()).isEqualTo("unknown");
    }
}
