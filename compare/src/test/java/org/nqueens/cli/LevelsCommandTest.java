package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code levels N [--threads T] [--checkpoint F] [--engine local|spark] [--time-limit T]} in process: the row of the
 * bitboard counter's parts, the same on any number of threads and after a resume, partial when stopped (exit 4), and
 * the refusals (exit 2, one line). The spark engine's own row is checked in the spark module.
 */
class LevelsCommandTest {

    private static final String ROW_11 = "{\"n\":11,\"levels\":[11,90,536,2468,8492,21362,37248,44148,34774,15116,2680],"
            + "\"placements\":166925}\n";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} threads")
    @ValueSource(strings = {"1", "2"})
    void theRowIsTheSameOnAnyNumberOfThreads(String threads) {
        CommandRun run = CommandRun.of("levels", "11", "--threads", threads, "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).isEqualTo(ROW_11);
    }

    @Test
    void aCheckpointResumedGivesTheSameRow() throws Exception {
        Path file = dir.resolve("levels-11.ckpt");
        CommandRun first = CommandRun.of("levels", "11", "--checkpoint", file.toString(), "--format", "json");
        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(first.out()).isEqualTo(ROW_11);
        assertThat(Files.readString(file)).contains("count levels").contains("level11");
        CommandRun again = CommandRun.of("levels", "11", "--checkpoint", file.toString(), "--format", "json");
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.out()).isEqualTo(ROW_11);
    }

    @Test
    void aJournalOfAnotherQuestionIsRefused() {
        Path file = dir.resolve("count-11.ckpt");
        assertThat(CommandRun.of("count", "11", "--placements", "--checkpoint", file.toString()).exitCode()).isZero();
        CommandRun run = CommandRun.of("levels", "11", "--checkpoint", file.toString());
        TeachCommandsTest.assertRefused(run, file.toString());
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aLevelsCountStoppedByTheTimeLimitIsPartial() {
        CommandRun json = CommandRun.of("levels", "17", "--threads", "1", "--time-limit", "50ms", "--format", "json");
        assertThat(json.exitCode()).as(json.err()).isEqualTo(ExitCodes.NO_ANSWER);
        assertThat(json.out()).startsWith("{\"n\":17,\"levels\":[").endsWith(",\"complete\":false}\n");
        CommandRun text = CommandRun.of("levels", "17", "--threads", "1", "--time-limit", "50ms");
        assertThat(text.exitCode()).isEqualTo(ExitCodes.NO_ANSWER);
        assertThat(text.out()).contains("(stopped: time limit reached").contains("the levels are partial)");
    }

    @Test
    void theTextAndTheChartKeepTheirShape() {
        CommandRun text = CommandRun.of("levels", "8", "--threads", "2");
        assertThat(text.exitCode()).isZero();
        assertThat(text.out()).contains("  8           92").contains("sum 2056:");
        CommandRun svg = CommandRun.of("levels", "8", "--format", "svg");
        assertThat(svg.exitCode()).isZero();
        assertThat(svg.out()).contains("<svg").contains("depth 8: 92");
    }

    @Test
    void engineSparkWithoutTheSparkModuleSaysHowToGetIt() {
        CommandRun run = CommandRun.of("levels", "9", "--engine", "spark");
        TeachCommandsTest.assertRefused(run, "--engine spark needs the spark module");
    }

    @Test
    void anEngineThatDoesNotCountTheLevelsIsRefused() {
        TeachCommandsTest.assertRefused(CommandRun.of("levels", "9", "--engine", "gpu", "--checkpoint", "levels-9.ckpt"),
                "--checkpoint journals the parts of a count on --engine local or spark; --engine gpu counts the levels in one run");
        TeachCommandsTest.assertRefused(CommandRun.of("levels", "33", "--engine", "gpu"), "The gpu levels are counted for n = 1..32");
        TeachCommandsTest.assertRefused(CommandRun.of("levels", "9", "--engine", "tpu"), "The engine 'tpu' of --engine is not one of");
        TeachCommandsTest.assertRefused(CommandRun.of("levels", "9", "--master", "local[2]"), "it goes with --engine spark");
    }

    @Test
    void badSizesAndThreadsAreRefused() {
        TeachCommandsTest.assertRefused(CommandRun.of("levels", "65"), "The levels are counted for n = 1..64");
        TeachCommandsTest.assertRefused(CommandRun.of("levels", "0"), "board size");
        TeachCommandsTest.assertRefused(CommandRun.of("levels", "8", "--threads", "0"), "--threads");
        TeachCommandsTest.assertRefused(CommandRun.of("levels", "8", "--checkpoint", dir.resolve("no/such/folder.ckpt").toString()),
                "does not exist");
    }
}
