package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The external lanes leave nothing in the temporary folder: not their working directories, not the
 * files the programs themselves make there (GNU Prolog's gplcXXXXXX), after a normal end, a failure,
 * Ctrl-C or SIGTERM. Each run is its own process with a private temporary folder (TMPDIR and
 * java.io.tmpdir); OR-Tools' own extraction folders are another matter and are not looked at.
 */
class ExternalTemporaryFilesTest {

    @TempDir
    Path tmp;

    @TempDir
    Path bin;

    private static boolean onPath(String program) {
        for (String folder : System.getenv("PATH").split(File.pathSeparator)) {
            if (!folder.isEmpty() && Files.isExecutable(Path.of(folder, program))) {
                return true;
            }
        }
        return false;
    }

    private Process start(String path, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"), Nqueens.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(tmp.resolveSibling(tmp.getFileName() + ".out").toFile());
        builder.environment().put("TMPDIR", tmp.toString());
        builder.environment().put("PATH", path);
        return builder.start();
    }

    private List<String> leftOver() throws IOException {
        try (Stream<Path> files = Files.list(tmp)) {
            return files.map(file -> file.getFileName().toString()).filter(name -> !name.startsWith("ortools-java")).toList();
        }
    }

    private String output() throws IOException {
        return Files.readString(tmp.resolveSibling(tmp.getFileName() + ".out"), StandardCharsets.UTF_8);
    }

    private int finish(Process process) throws IOException, InterruptedException {
        try {
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("the run ended").isTrue();
            return process.exitValue();
        } finally {
            process.destroyForcibly();
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"gprolog", "minizinc", "cadical"})
    void aNormalEndLeavesNothing(String lane) throws IOException, InterruptedException {
        assumeThat(onPath(lane)).as(lane + " is not installed").isTrue();
        assertThat(finish(start(System.getenv("PATH"), "solve", "8", "--solver", lane))).as(output()).isZero();
        assertThat(leftOver()).isEmpty();
    }

    @Test
    void aFailedRunLeavesNothing() throws IOException, InterruptedException {
        Path fake = bin.resolve("gprolog");
        Files.writeString(fake, "#!/bin/sh\ntouch \"${TMPDIR:-/tmp}/gplcFAKE\"\necho 'Segmentation fault' >&2\nexit 139\n");
        Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwxr-xr-x"));
        int exit = finish(start(bin + File.pathSeparator + System.getenv("PATH"), "solve", "8", "--solver", "gprolog"));
        assertThat(output()).contains("The external system 'gprolog' failed");
        assertThat(exit).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(leftOver()).isEmpty();
    }

    @ParameterizedTest(name = "SIG{0}")
    @CsvSource({"INT, 130", "TERM, 143"})
    void aSignalDuringCadicalLeavesNothing(String signal, int expectedExit) throws IOException, InterruptedException {
        assumeThat(onPath("cadical")).as("cadical is not installed; the lane's clean-up after a signal is not tried").isTrue();
        // The real cadical ends n = 8 in milliseconds, so a stand-in of that name holds the run open: it leaves a
        // file of its own in its TMPDIR, as a solver's scratch file would, then waits to be killed.
        Path fake = bin.resolve("cadical");
        Files.writeString(fake, "#!/bin/sh\ntouch \"${TMPDIR:-/tmp}/cadicalFAKE\"\nexec sleep 60\n");
        Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwxr-xr-x"));
        Process solve = start(bin + File.pathSeparator + System.getenv("PATH"), "solve", "8", "--solver", "cadical");
        signalWhenUnderWay(solve, () -> ProcessHandle.of(solve.pid()).map(handle -> handle.descendants()
                .anyMatch(child -> child.info().commandLine().orElse("").contains("sleep"))).orElse(false), signal, expectedExit);
    }

    @ParameterizedTest(name = "SIG{0}")
    @CsvSource({"INT, 130", "TERM, 143"})
    void aSignalLeavesNothing(String signal, int expectedExit) throws IOException, InterruptedException {
        assumeThat(onPath("minizinc")).as("minizinc is not installed").isTrue();
        // MiniZinc's compiler takes minutes over the 40,000 Booleans of n = 200: the run is under way when signalled.
        Process solve = start(System.getenv("PATH"), "solve", "200", "--solver", "minizinc-boolean");
        signalWhenUnderWay(solve, () -> leftOver().stream().anyMatch(name -> name.startsWith("nqueens-minizinc")), signal, expectedExit);
    }

    /** What says a run's external program is under way. */
    private interface UnderWay {
        boolean now() throws IOException;
    }

    /** Waits (at most a minute) until the run is under way, sends it SIG{@code signal}, and checks its exit and that nothing is left. */
    private void signalWhenUnderWay(Process solve, UnderWay underWay, String signal, int expectedExit) throws IOException, InterruptedException {
        if (signal.equals("INT")) {
            boolean ignored = SignalDisposition.ignoresSigint().orElse(false);
            if (ignored) {
                solve.destroyForcibly();
            }
            assumeThat(ignored).as(SignalDisposition.ignoredSigint()).isFalse();
        }
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!underWay.now() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            Thread.sleep(500);
            assertThat(solve.isAlive()).as(output()).isTrue();
            Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(solve.pid())).start();
            assertThat(kill.waitFor(10, TimeUnit.SECONDS)).isTrue();
            assertThat(finish(solve)).as(output()).isEqualTo(expectedExit);
        } finally {
            solve.destroyForcibly();
        }
        assertThat(leftOver()).isEmpty();
    }
}
