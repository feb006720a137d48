package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bytes an exact-cover problem arrives in: a byte-order mark, bytes that are not UTF-8, a closed standard input. */
class ExactCoverInputTest {

    private static final byte[] PROBLEM = "a b c\na b\nc\na\nb c\n".getBytes(StandardCharsets.UTF_8);
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    @TempDir
    Path dir;

    private Path file(byte[]... parts) throws IOException {
        Path file = dir.resolve("problem.dlx");
        try (var out = Files.newOutputStream(file)) {
            for (byte[] part : parts) {
                out.write(part);
            }
        }
        return file;
    }

    /** The command as its own process with {@code stdin} as standard input (null: closed); its exit code, output and errors. */
    private CommandRun process(File stdin, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Nqueens.class.getName()));
        command.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        ProcessBuilder builder;
        if (stdin == null) {
            assumeThat(Files.isExecutable(Path.of("/bin/bash"))).as("needs bash").isTrue();
            String line = String.join(" ", command.stream().map(word -> "'" + word + "'").toList()) + " <&-";
            builder = new ProcessBuilder("/bin/bash", "-c", line);
        } else {
            builder = new ProcessBuilder(command).redirectInput(stdin);
        }
        Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        try {
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
            return new CommandRun(process.exitValue(), Files.readString(out), Files.readString(err));
        } finally {
            process.destroyForcibly();
        }
    }

    @Test
    void aByteOrderMarkIsSkippedInAFileAndOnStandardInput() throws IOException, InterruptedException {
        Path file = file(BOM, PROBLEM);
        CommandRun run = CommandRun.of("exact-cover", file.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("2 solutions");
        CommandRun piped = process(file.toFile(), "exact-cover", "-");
        assertThat(piped.exitCode()).as(piped.err()).isZero();
        assertThat(piped.out()).startsWith("2 solutions");
    }

    @Test
    void bytesThatAreNotUtf8AreOneLineNamingTheByteAndLine() throws IOException, InterruptedException {
        Path file = file("a b c\na b\n".getBytes(StandardCharsets.UTF_8), new byte[] {'c', (byte) 0xFF, '\n'}, "a\n".getBytes(StandardCharsets.UTF_8));
        CommandRun run = CommandRun.of("exact-cover", file.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).isEqualTo("nqueens exact-cover: " + file + ": is not UTF-8 text: byte 12 (on line 3) is not part of a UTF-8 character.\n");
        CommandRun piped = process(file.toFile(), "exact-cover", "-");
        assertThat(piped.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(piped.err()).isEqualTo("nqueens exact-cover: standard input: is not UTF-8 text: byte 12 (on line 3) is not part of a UTF-8 character.\n");
    }

    @Test
    void aClosedStandardInputIsSaidNotReadFromAnotherFile() throws IOException, InterruptedException {
        CommandRun run = process(null, "exact-cover", "-");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).isEqualTo("nqueens exact-cover: standard input: is closed; give a file, or pipe the problem in.\n");
    }
}
