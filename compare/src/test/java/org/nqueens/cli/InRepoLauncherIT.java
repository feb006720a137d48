package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The clone's real launcher {@code ./nqueens} after {@code package}: through a symbolic link, from another
 * folder, it runs the installation that the build just made, without building again.
 */
class InRepoLauncherIT {

    private static final Path ROOT = Path.of(System.getProperty("nqueens.root", "..")).toAbsolutePath().normalize();

    @TempDir
    Path temp;

    @Test
    void throughASymbolicLinkFromAnotherFolderItRunsTheFreshInstallation() throws Exception {
        Path link = Files.createSymbolicLink(temp.resolve("nqueens"), ROOT.resolve("nqueens"));
        Path built = ROOT.resolve("compare/target/nqueens/.built");
        FileTime before = Files.getLastModifiedTime(built);
        Path java = Path.of(System.getProperty("java.home"), "bin");

        ReleaseArchiveIT.Result run = ReleaseArchiveIT.exec(temp, Map.of("PATH", java + ":/usr/bin:/bin", "HOME", temp.toString()),
                link.toString(), "solve", "8", "--format", "compact");

        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out().strip().split(" ")).hasSize(8);
        assertThat(Files.getLastModifiedTime(built)).as("no second build").isEqualTo(before);
    }
}
