package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The clone's launcher {@code ./nqueens}, run as a process on a copy of the clone's layout whose {@code mvnw}
 * is a stand-in that logs each build and lays out a stand-in installation (a {@code bin/nqueens} that prints
 * its arguments and folder, and the jars it names). So each case is fast and touches neither the real
 * build nor the Maven repository: the launcher builds when the installation is missing, incomplete or older
 * than the sources, and only then, saying so on one line of standard error before it builds; it works through a
 * symbolic link and from any folder.
 */
class InRepoLauncherTest {

    /** The real launcher, at the root of the clone (the tests run in compare/). */
    private static final Path LAUNCHER = Path.of("..", "nqueens").toAbsolutePath().normalize();

    @TempDir
    Path temp;

    Path root;
    Path builds;

    @BeforeEach
    void aCloneWithAStandInBuild() throws IOException {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")) || Files.isExecutable(Path.of("/usr/bin/bash")),
                "the launcher is a bash script; this machine has no bash");
        root = Files.createDirectories(temp.resolve("clone"));
        builds = root.resolve("builds.log");
        Files.copy(LAUNCHER, root.resolve("nqueens"));
        executable(root.resolve("nqueens"));
        for (String module : List.of("dlx", "models", "compare")) {
            Files.createDirectories(root.resolve(module).resolve("src/main/java"));
            Files.writeString(root.resolve(module).resolve("pom.xml"), "<project/>");
            Files.writeString(root.resolve(module).resolve("src/main/java/Source.java"), "class Source {}");
        }
        Files.writeString(root.resolve("pom.xml"), "<project/>");
        // The stand-in build: logs its arguments, then lays out the installation as the real one does.
        Files.writeString(root.resolve("mvnw"), String.join("\n",
                "#!/usr/bin/env bash",
                "echo \"build $*\" >> builds.log",
                "[ -f fail-the-build ] && { echo 'BUILD FAILURE: stand-in'; exit 1; }",
                "mkdir -p compare/target/nqueens/bin compare/target/nqueens/lib",
                "touch compare/target/nqueens/lib/a.jar compare/target/nqueens/lib/b.jar",
                "cat > compare/target/nqueens/bin/nqueens <<'SCRIPT'",
                "#!/usr/bin/env bash",
                "lib=unused",
                "classpath=\"$lib/a.jar:$lib/b.jar\"",
                "echo \"ran in $PWD with $*\"",
                "SCRIPT",
                "chmod +x compare/target/nqueens/bin/nqueens",
                ""), StandardCharsets.UTF_8);
        executable(root.resolve("mvnw"));
    }

    @Test
    void theFirstRunBuildsAndTheNextDoesNot() throws Exception {
        Result first = run(root.resolve("nqueens"), root, "solve", "8");
        Result second = run(root.resolve("nqueens"), root, "solve", "8");

        assertThat(first.out()).as(first.err()).contains("ran in " + root.toRealPath() + " with solve 8");
        assertThat(first.err()).isEqualTo("nqueens: building nqueens once, about a minute...\n");
        assertThat(second.out()).contains("with solve 8");
        assertThat(second.err()).isEmpty();
        assertThat(buildCount()).isEqualTo(1);
    }

    @Test
    void itRunsThroughASymbolicLinkFromAnotherFolderWhichStaysTheWorkingFolder() throws Exception {
        Path elsewhere = Files.createDirectories(temp.resolve("elsewhere/deeper"));
        Path links = Files.createDirectories(temp.resolve("links"));
        Path link = Files.createSymbolicLink(links.resolve("nq"), root.resolve("nqueens"));
        Path linkToLink = Files.createSymbolicLink(links.resolve("nq2"), Path.of("nq"));

        Result viaLink = run(link, elsewhere, "count", "6");
        Result viaRelativeLinkToLink = run(linkToLink, elsewhere, "count", "7");

        assertThat(viaLink.code()).as(viaLink.err()).isZero();
        assertThat(viaLink.out()).contains("ran in " + elsewhere.toRealPath() + " with count 6");
        assertThat(viaRelativeLinkToLink.out()).contains("with count 7");
        assertThat(buildCount()).isEqualTo(1);
    }

    @Test
    void aSourceNewerThanTheInstallationRebuildsIt() throws Exception {
        run(root.resolve("nqueens"), root, "solve", "8");
        Path stamp = root.resolve("compare/target/nqueens/.built");
        Files.setLastModifiedTime(stamp, FileTime.from(Instant.now().minusSeconds(60)));
        Files.setLastModifiedTime(root.resolve("models/src/main/java/Source.java"), FileTime.from(Instant.now()));

        Result rebuilt = run(root.resolve("nqueens"), root, "solve", "8");

        assertThat(buildCount()).isEqualTo(2);
        assertThat(rebuilt.err())
                .isEqualTo("nqueens: rebuilding nqueens (its installation is out of date), about a minute...\n");
    }

    @Test
    void aJarGoneFromTheInstallationRebuildsItInsteadOfCrashing() throws Exception {
        run(root.resolve("nqueens"), root, "solve", "8");
        Files.delete(root.resolve("compare/target/nqueens/lib/b.jar"));

        Result afterCleaning = run(root.resolve("nqueens"), root, "solve", "8");

        assertThat(afterCleaning.code()).as(afterCleaning.err()).isZero();
        assertThat(afterCleaning.out()).contains("with solve 8");
        assertThat(buildCount()).isEqualTo(2);
    }

    @Test
    void aFailedBuildShowsItsOutputAndExitsTwo() throws Exception {
        Files.writeString(root.resolve("fail-the-build"), "");

        Result failed = run(root.resolve("nqueens"), root, "solve", "8");

        assertThat(failed.code()).isEqualTo(2);
        assertThat(failed.err()).contains("the build failed").contains("BUILD FAILURE: stand-in");
        assertThat(failed.out()).isEmpty();
    }

    private long buildCount() throws IOException {
        return Files.exists(builds) ? Files.readAllLines(builds).size() : 0;
    }

    private static void executable(Path file) throws IOException {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    record Result(int code, String out, String err) {
    }

    private static Result run(Path launcher, Path folder, String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(launcher.toString());
        command.addAll(List.of(args));
        Path out = Files.createTempFile("launcher", ".out");
        Path err = Files.createTempFile("launcher", ".err");
        try {
            Process process = new ProcessBuilder(command).directory(folder.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("The launcher did not finish within 60 s: " + command);
            }
            return new Result(process.exitValue(), Files.readString(out), Files.readString(err));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
