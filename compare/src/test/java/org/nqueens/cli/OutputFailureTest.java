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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Standard output that cannot be written, as the process sees it: a full device ({@code /dev/full}),
 * a closed descriptor. Each is one line on standard error and exit 74, whatever the command; a
 * reader that has read enough and closed its pipe stays quiet.
 */
class OutputFailureTest {

    private static final Path FULL = Path.of("/dev/full");
    private static final Path BASH = Path.of("/bin/bash");

    @TempDir
    Path dir;

    private static List<String> java(String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Nqueens.class.getName()));
        command.addAll(List.of(args));
        return command;
    }

    private String run(ProcessBuilder builder, int expectedExit) throws IOException, InterruptedException {
        Path err = dir.resolve("err.txt");
        Process process = builder.redirectError(err.toFile()).start();
        try {
            List<String> args = builder.command().subList(Math.max(0, builder.command().indexOf(Nqueens.class.getName())), builder.command().size());
            assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("%s ended", args).isTrue();
            String error = Files.readString(err, StandardCharsets.UTF_8);
            assertThat(process.exitValue()).as("%s: %s", args, error).isEqualTo(expectedExit);
            return error;
        } finally {
            process.destroyForcibly();
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"solve 8", "solve 100000 --solver construct --format compact", "enumerate 8", "count 8", "model 6 --solver dlx",
        "compare --n 4..5 --questions counts --solvers dlx,bitboard -q", "exact-cover FILE", "tree 5", "generate exact-cover langford 4", "verify --board 1"})
    void aFullDeviceOnStandardOutputIsOneLineAndExit74(String arguments) throws IOException, InterruptedException {
        assumeThat(Files.isWritable(FULL)).as("needs /dev/full").isTrue();
        Path problem = Files.writeString(dir.resolve("problem.dlx"), "a b c\na b\nc\na\nb c\n", StandardCharsets.UTF_8);
        String[] args = arguments.replace("FILE", problem.toString()).split(" ");
        String name = "nqueens " + (args[0].equals("generate") ? "generate exact-cover" : args[0]);
        String error = run(new ProcessBuilder(java(args)).redirectOutput(FULL.toFile()), ExitCodes.IO_ERROR);
        assertThat(error).isEqualTo(name + ": standard output cannot be written: No space left on device.\n");
    }

    @Test
    void aClosedStandardOutputIsOneLineAndExit74() throws IOException, InterruptedException {
        assumeThat(Files.isExecutable(BASH)).as("needs bash").isTrue();
        List<String> command = java("solve", "8");
        String line = String.join(" ", command.stream().map(word -> "'" + word + "'").toList()) + " >&-";
        String error = run(new ProcessBuilder(BASH.toString(), "-c", line).redirectOutput(new File("/dev/null")), ExitCodes.IO_ERROR);
        assertThat(error).isEqualTo("nqueens solve: standard output cannot be written: Bad file descriptor.\n");
    }

    @Test
    void aReaderThatHasReadEnoughLeavesTheCommandQuiet() throws IOException, InterruptedException {
        assumeThat(Files.isExecutable(BASH)).as("needs bash").isTrue();
        List<String> command = java("enumerate", "10");
        String line = String.join(" ", command.stream().map(word -> "'" + word + "'").toList()) + " | head -1 >/dev/null; exit ${PIPESTATUS[0]}";
        String error = run(new ProcessBuilder(BASH.toString(), "-c", line).redirectOutput(new File("/dev/null")), ExitCodes.OK);
        assertThat(error).isEmpty();
    }
}
