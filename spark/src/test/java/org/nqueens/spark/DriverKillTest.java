package org.nqueens.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueens.formulations.bitboard.parts.CountParts;
import org.nqueens.formulations.bitboard.parts.EmptyBoardCount;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;

/**
 * A Spark driver killed with {@code kill -9} in the middle of a count, and started again with the
 * same checkpoint: it submits only the parts the journal does not hold and prints the exact totals.
 * The first driver is {@code SparkCount} (the spark-submit main) in a child JVM, Spark inside it on
 * two slots; it is killed once its checkpoint holds some parts; the second runs in the test's JVM.
 */
@Tag("slow")
class DriverKillTest {

    private static final int HEADER_LINES = 7;
    private static final Duration TIMEOUT = Duration.ofMinutes(3);

    @TempDir
    Path dir;

    @Test
    void aDriverKilledMidCountIsResumedByTheNextToTheExactTotals() throws IOException, InterruptedException {
        int n = 16;
        KnownCount known = KnownCounts.of(n).orElseThrow();
        int parts = CountParts.plan(new EmptyBoardCount.Question(n, true, false)).size();
        Path checkpoint = dir.resolve("count-16.ckpt");
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx512m");
        command.addAll(Arrays.stream(System.getProperty("spark.java.options", "").split(" +")).filter(word -> !word.isBlank()).toList());
        command.add("-Dspark.master=local[2]");
        command.add("-cp");
        command.add(System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")));
        command.addAll(List.of(SparkCount.class.getName(), Integer.toString(n), "--unique", "--checkpoint", checkpoint.toString()));
        Path log = dir.resolve("driver.log");
        Process driver = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        long recorded = 0;
        try {
            long end = System.nanoTime() + TIMEOUT.toNanos();
            while (System.nanoTime() < end && driver.isAlive()) {
                recorded = Files.exists(checkpoint) ? Files.readAllLines(checkpoint).size() - HEADER_LINES : 0;
                if (recorded >= 50) {
                    break;
                }
                TimeUnit.MILLISECONDS.sleep(100);
            }
            assertThat(driver.isAlive()).as("the first driver is still counting; its log: %s", Files.readString(log)).isTrue();
        } finally {
            driver.destroyForcibly();
            driver.waitFor(30, TimeUnit.SECONDS);
        }
        // Whole lines only: a line the kill cut short (no newline yet) is dropped when the file is opened again.
        byte[] bytes = Files.readAllBytes(checkpoint);
        long newlines = 0;
        for (byte b : bytes) {
            newlines += b == '\n' ? 1 : 0;
        }
        long journalled = newlines - HEADER_LINES;
        assertThat(journalled).isGreaterThanOrEqualTo(recorded - 1).isPositive().isLessThan(parts);

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SparkCount.run(new String[] {Integer.toString(n), "--unique", "--checkpoint", checkpoint.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(printed).startsWith("n = " + n + ": " + known.solutions() + " solutions, " + known.unique() + " unique up to symmetry\n");
        Matcher resumed = Pattern.compile("subproblems_resumed (\\d+)").matcher(printed);
        assertThat(resumed.find()).as(printed).isTrue();
        assertThat(Long.parseLong(resumed.group(1))).isEqualTo(journalled);
        assertThat(Files.readAllLines(checkpoint)).hasSize(HEADER_LINES + parts);
    }
}
