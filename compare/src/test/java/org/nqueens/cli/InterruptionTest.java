package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
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
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Path stdout = dir.resolve("out.txt");
        Path stderr = dir.resolve("err.txt");
        Process count = new ProcessBuilder(List.of(java.toString(), "-cp", System.getProperty("java.class.path"),
                Nqueens.class.getName(), "count", "20", "--solver", "backtrack"))
                .redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
        try {
            // Wait for the search to be under way: the JVM has started and the count has begun. Measured in
            // the child's CPU time, not the clock, so that a loaded machine does not signal it during start-up.
            long waited = 0;
            while (cpuMillis(count, waited) < 2_500 && waited < 60_000) {
                Thread.sleep(100);
                waited += 100;
            }
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
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Path stdout = dir.resolve("out.txt");
        Path stderr = dir.resolve("err.txt");
        Process count = new ProcessBuilder(List.of(java.toString(), "-cp", System.getProperty("java.class.path"),
                Nqueens.class.getName(), "count", "13", "--solver", "cpsat"))
                .redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
        try {
            // CP-SAT's enumeration is under way once the native library is loaded and the solve has begun.
            long waited = 0;
            while (cpuMillis(count, waited) < 4_000 && waited < 60_000) {
                Thread.sleep(100);
                waited += 100;
            }
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

    /** The CPU time the process has used so far; where the platform does not say, the time waited. */
    private static long cpuMillis(Process process, long waited) {
        return process.info().totalCpuDuration().map(Duration::toMillis).orElse(waited);
    }
}
