package org.nqueens.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The main class for spark-submit: its arguments, its output and its exit codes (Spark in this JVM: no master set). */
class SparkCountTest {

    @TempDir
    Path dir;

    private record Run(int exitCode, String out, String err) {
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SparkCount.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void countsAndResumesFromItsCheckpoint() {
        String checkpoint = dir.resolve("count-10.ckpt").toString();
        Run first = run("10", "--unique", "--checkpoint", checkpoint);
        Run again = run("10", "--unique", "--checkpoint", checkpoint);
        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(first.out()).startsWith("n = 10: 724 solutions, 92 unique up to symmetry\nsolver bitboard on spark, ");
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.out()).startsWith("n = 10: 724 solutions, 92 unique up to symmetry\n").contains("subproblems_resumed ");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"", "ten", "10 11", "10 --checkpoint", "10 --time-limit 0", "65", "10 --threads 2"})
    void badArgumentsAreExitTwoWithTheUsage(String args) {
        Run run = run(args.isEmpty() ? new String[0] : args.split(" "));
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("nqueens-spark: ").contains("usage: spark-submit");
    }
}
