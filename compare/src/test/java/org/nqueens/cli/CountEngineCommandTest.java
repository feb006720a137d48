package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code count --engine local|spark|gpu [--master URL] [--devices D]} from the command line without the
 * spark module on its class path (this module's tests never have it): local is the ordinary count, spark
 * says how to get the module, gpu's refusals, and nothing else is accepted. The spark module's own tests
 * count with it, and the gpu engine's tests in models count with the gpu program where nvcc is installed.
 */
class CountEngineCommandTest {

    @Test
    void engineLocalIsTheOrdinaryCount() {
        CommandRun local = CommandRun.of("count", "10", "--unique", "--engine", "local", "--format", "json");
        CommandRun plain = CommandRun.of("count", "10", "--unique", "--format", "json");
        assertThat(local.exitCode()).as(local.err()).isZero();
        String counts = plain.out().substring(0, plain.out().indexOf(",\"complete\""));
        assertThat(local.out()).startsWith(counts).contains("\"count\":724,").contains("\"unique\":92");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"--engine=spark", "--engine spark --master local[2]", "--engine spark --checkpoint count.ckpt"})
    void engineSparkWithoutTheSparkModuleSaysHowToGetIt(String options) {
        String[] words = options.split(" ");
        String[] args = new String[words.length + 2];
        args[0] = "count";
        args[1] = "9";
        System.arraycopy(words, 0, args, 2, words.length);
        CommandRun run = CommandRun.of(args);
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().strip()).doesNotContain("\n").contains("--engine spark needs the spark module")
                .contains("./nqueens builds it").contains("nqueens-spark-VERSION.zip");
    }

    @Test
    void anEngineThisBuildDoesNotHaveIsRefused() {
        CommandRun run = CommandRun.of("count", "9", "--engine", "tpu");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains("The engine 'tpu' of --engine is not one of this build's: local, spark or gpu.");
    }

    @Test
    void devicesWithoutEngineGpuAreRefused() {
        CommandRun run = CommandRun.of("count", "9", "--devices", "2");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains("--devices 2 names a number of GPUs; it goes with --engine gpu.");
    }

    @Test
    void engineGpuTakesTheEmptyClassicBoardAndAtLeastOneDevice() {
        CommandRun torus = CommandRun.of("count", "9", "--torus", "--engine", "gpu");
        assertThat(torus.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(torus.err()).contains("--engine gpu counts the empty n x n board of queens");
        // Refused before the plan is made: planning n = 64 takes about two minutes.
        CommandRun wide = CommandRun.of("count", "64", "--engine", "gpu");
        assertThat(wide.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(wide.err()).contains("--engine gpu counts boards up to n = 32 (its search keeps a row in 32 bits); n = 64 is"
                + " counted with --engine local or spark.");
        CommandRun none = CommandRun.of("count", "9", "--engine", "gpu", "--devices", "0");
        assertThat(none.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(none.err().strip()).doesNotContain("\n").endsWith("The number of GPUs of --devices (0) must be at least 1.");
    }

    @Test
    void aMasterWithoutEngineSparkIsRefused() {
        CommandRun run = CommandRun.of("count", "9", "--master", "spark://host:7077");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains("--master spark://host:7077 names a Spark master; it goes with --engine spark.");
    }

    @Test
    void engineSparkTakesTheEmptyClassicBoardOnly() {
        CommandRun torus = CommandRun.of("count", "9", "--torus", "--engine", "spark");
        assertThat(torus.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(torus.err()).contains("--engine spark counts the empty n x n board of queens");
        CommandRun dlx = CommandRun.of("count", "9", "--solver", "dlx", "--engine", "spark");
        assertThat(dlx.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(dlx.err()).contains("--solver dlx counts without it");
    }
}
