package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The launcher {@code ./nqueens} run by a user who cannot read a dependency jar: it says which, not NoClassDefFoundError. */
class LauncherTest {

    private static final Path LAUNCHER = Path.of("..", "nqueens");
    private static final Path RUNUSER = Path.of("/usr/sbin/runuser");

    @TempDir
    Path dir;

    @Test
    void aJarThisUserCannotReadIsNamed() throws IOException, InterruptedException {
        assumeThat(Files.isRegularFile(LAUNCHER)).as("the launcher beside the compare module").isTrue();
        boolean root = "root".equals(System.getProperty("user.name"));
        assumeThat(!root || Files.isExecutable(RUNUSER)).as("as root, needs runuser to become another user").isTrue();
        // A copy of the launcher in a tree of its own, whose class path holds one jar nobody may read.
        Path top = Files.createDirectories(dir.resolve("install"));
        Path target = Files.createDirectories(top.resolve("compare/target/classes")).getParent();
        Path launcher = Files.copy(LAUNCHER, top.resolve("nqueens"), StandardCopyOption.COPY_ATTRIBUTES);
        Path jar = Files.writeString(target.resolve("hidden.jar"), "not for you");
        Files.setPosixFilePermissions(jar, PosixFilePermissions.fromString("---------"));
        Files.writeString(target.resolve("runtime-classpath.txt"), jar.toString(), StandardCharsets.UTF_8);
        // Only the test's own folders are opened to the other user; never anything above the temporary folder.
        for (Path folder : List.of(dir, top, top.resolve("compare"), target, target.resolve("classes"))) {
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        Files.setPosixFilePermissions(target.resolve("runtime-classpath.txt"), PosixFilePermissions.fromString("rw-r--r--"));
        List<String> command = new ArrayList<>();
        if (root) {
            command.addAll(List.of(RUNUSER.toString(), "-u", "nobody", "--"));
        }
        command.addAll(List.of(launcher.toString(), "solve", "8"));
        Path err = dir.resolve("err.txt");
        Process run = new ProcessBuilder(command).directory(dir.toFile()).redirectError(err.toFile())
                .redirectOutput(dir.resolve("out.txt").toFile()).start();
        assertThat(run.waitFor(30, TimeUnit.SECONDS)).isTrue();
        String message = Files.readString(err, StandardCharsets.UTF_8);
        assertThat(run.exitValue()).as(message).isEqualTo(2);
        assertThat(message).startsWith("nqueens: cannot read " + jar + ", which the command line needs").doesNotContain("NoClassDefFoundError");
    }
}
