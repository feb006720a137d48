package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl-C, as the process sees it: a signal that starts the JVM's shutdown while a count runs. */
class InterruptionTest {

    @TempDir
    Path dir;

    @Test
    void aSignalledCountPrintsWhatItCountedSoFar() throws IOException, InterruptedException {
        Path stdout = dir.resolve("out.txt");
        Path stderr = dir.resolve("err.txt");
        // Signalled once the search is under way: the JVM has started and the count has begun.
        Process count = startAndWaitForCpu(2_500, stdout, stderr, "count", "20", "--solver", "backtrack");
        try {
            assertThat(count.isAlive()).as("the count of n = 20 is still running").isTrue();
            count.destroy();
            assertThat(count.waitFor(20, TimeUnit.SECONDS)).as("the process ends after the signal").isTrue();
            String out = Files.readString(stdout, StandardCharsets.UTF_8);
            String err = Files.readString(stderr, StandardCharsets.UTF_8);
            assertThat(out).as("stderr: " + err).startsWith("n = 20: at least ").contains("(stopped: interrupted; the count is partial)");
            assertThat(count.exitValue()).as("SIGTERM: 128 + 15").isEqualTo(143);
        } finally {
            count.destroyForcibly();
        }
    }

    @Test
    void ctrlCDuringACpSatCountPrintsWhatItCountedSoFar() throws IOException, InterruptedException {
        assumeFalse(SignalDisposition.ignoresSigint().orElse(false), SignalDisposition.ignoredSigint());
        Path stdout = dir.resolve("out.txt");
        Path stderr = dir.resolve("err.txt");
        // CP-SAT's enumeration is under way once the native library is loaded and the solve has begun.
        Process count = startAndWaitForCpu(4_000, stdout, stderr, "count", "13", "--solver", "cpsat");
        try {
            assertThat(count.isAlive()).as("the CP-SAT count of n = 13 is still running").isTrue();
            Process kill = new ProcessBuilder("kill", "-INT", Long.toString(count.pid())).start();
            assertThat(kill.waitFor(10, TimeUnit.SECONDS)).isTrue();
            assertThat(count.waitFor(20, TimeUnit.SECONDS)).as("the process ends after the signal").isTrue();
            String out = Files.readString(stdout, StandardCharsets.UTF_8);
            String err = Files.readString(stderr, StandardCharsets.UTF_8);
            assertThat(err).doesNotContain("terminate called");
            assertThat(out).as("stderr: " + err).startsWith("n = 13: at least ").contains("(stopped: interrupted");
            assertThat(count.exitValue()).as("SIGINT: 128 + 2").isEqualTo(ExitCodes.INTERRUPTED);
        } finally {
            count.destroyForcibly();
        }
    }

    /**
     * The command line as its own process, returned once it has used {@code millis} of CPU time (or a minute
     * has passed): measured in the child's CPU time, not the clock, so that a loaded machine does not signal
     * it during start-up.
     */
    private static Process startAndWaitForCpu(long millis, Path stdout, Path stderr, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Nqueens.class.getName()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
        long waited = 0;
        while (cpuMillis(process, waited) < millis && waited < 60_000 && process.isAlive()) {
            Thread.sleep(100);
            waited += 100;
        }
        return process;
    }

    /** The CPU time the process has used so far; where the platform does not say, the time waited. */
    private static long cpuMillis(Process process, long waited) {
        return process.info().totalCpuDuration().map(Duration::toMillis).orElse(waited);
    }
}
