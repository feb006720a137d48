package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code animate --output} and {@code compare --report}: a page is written whole beside its file and moved into place. */
class WholeFileOutputTest {

    @TempDir
    Path dir;

    private static List<String> pageCommand(String command, Path file) {
        return command.equals("animate") ? List.of("animate", "4", "--output", file.toString())
                : List.of("compare", "--n", "4..5", "--questions", "counts", "--solvers", "dlx,bitboard", "-q", "--report", file.toString());
    }

    @Test
    void aFullDiskKeepsTheOldPageAndIsExit74() throws IOException, InterruptedException {
        Path mount = Files.createDirectory(dir.resolve("small"));
        Process tmpfs = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=8k", "tmpfs", mount.toString()).redirectErrorStream(true).start();
        assumeThat(tmpfs.waitFor(10, TimeUnit.SECONDS) && tmpfs.exitValue() == 0).as("needs to mount a small tmpfs (root)").isTrue();
        try {
            for (String command : List.of("animate", "compare")) {
                Path page = Files.writeString(mount.resolve(command + ".html"), "the old page", StandardCharsets.UTF_8);
                CommandRun run = CommandRun.of(pageCommand(command, page).toArray(String[]::new));
                assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.IO_ERROR);
                assertThat(run.err()).contains(page.toString()).contains("No space left on device").hasLineCount(1);
                assertThat(Files.readString(page)).isEqualTo("the old page");
                try (Stream<Path> files = Files.list(mount)) {
                    assertThat(files.map(file -> file.getFileName().toString())).noneMatch(name -> name.endsWith(".part"));
                }
            }
        } finally {
            new ProcessBuilder("umount", mount.toString()).start().waitFor(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void aSymbolicLinkIsReplacedNotWrittenThrough() throws IOException {
        for (String command : List.of("animate", "compare")) {
            Path target = Files.writeString(dir.resolve(command + "-target.txt"), "not a page", StandardCharsets.UTF_8);
            Path link = Files.createSymbolicLink(dir.resolve(command + ".html"), target);
            CommandRun run = CommandRun.of(pageCommand(command, link).toArray(String[]::new));
            assertThat(run.exitCode()).as(run.err()).isZero();
            assertThat(Files.readString(target)).isEqualTo("not a page");
            assertThat(Files.isSymbolicLink(link)).isFalse();
            assertThat(Files.readString(link)).startsWith("<!DOCTYPE html>");
        }
    }

    @Test
    void animateToADashWritesThePageToStandardOutput() {
        CommandRun run = CommandRun.of("animate", "4", "--output", "-");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("<!DOCTYPE html>").endsWith("</html>\n");
        assertThat(Path.of("-")).doesNotExist();
    }
}
