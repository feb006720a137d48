package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.problem.FreePart;
import org.nqueens.formulations.Formulations;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Task;

/**
 * The error contract: bad input is exit 2 and one line; running out of memory exit 5 and one line;
 * anything else a bug, exit 70, one line asking for a report, the stack trace only under --verbose.
 */
class ErrorContractTest {

    /** A formulation whose search fails inside, after the command has accepted the question. */
    private record Failing(Supplier<Throwable> failure) implements Formulation {

        @Override
        public String id() {
            return "failing";
        }

        @Override
        public String title() {
            return "Fails inside its search, for the error-contract tests";
        }

        @Override
        public Set<Task> tasks() {
            return EnumSet.of(Task.SOLVE, Task.COUNT);
        }

        @Override
        public ResumableSearch search(Problem problem, Run run) {
            return new ResumableSearch() {
                @Override
                public Step advance() {
                    throw sneaky(failure.get());
                }

                @Override
                public Placement placement() {
                    throw new IllegalStateException("No solution was reached.");
                }

                @Override
                public Stats stats() {
                    return Stats.empty();
                }
            };
        }

        private static RuntimeException sneaky(Throwable failure) {
            if (failure instanceof Error error) {
                throw error;
            }
            return (RuntimeException) failure;
        }
    }

    private static CommandRun withFailing(Supplier<Throwable> failure, String... args) {
        return CommandRun.with(Formulations.of(List.of(new Failing(failure), ReferenceBacktracker.plain())), args);
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "count"})
    void aFormulationThatThrowsInsideItsSearchIsAnInternalError(String command) {
        CommandRun run = withFailing(() -> new IllegalArgumentException("a broken invariant: row 9 of 8"), command, "8", "--solver", "failing");
        assertThat(run.exitCode()).isEqualTo(70);
        assertThat(run.err()).isEqualTo("nqueens " + command + ": internal error (IllegalArgumentException: a broken invariant: row 9 of 8);"
                + " this is a bug in nqueens, please report it with the command that caused it"
                + " (--verbose or NQUEENS_DEBUG=1 adds the stack trace).\n");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void verboseAddsTheStackTraceToAnInternalError() {
        CommandRun run = withFailing(() -> new IllegalStateException("broken"), "solve", "8", "--solver", "failing", "--verbose");
        assertThat(run.exitCode()).isEqualTo(70);
        assertThat(run.err().lines().findFirst()).hasValue("nqueens solve: internal error (IllegalStateException: broken);"
                + " this is a bug in nqueens, please report it with the command that caused it.");
        assertThat(run.err()).contains("java.lang.IllegalStateException: broken", "\tat org.nqueens.cli.ErrorContractTest");
    }

    @Test
    void theDebugVariableAsksForStackTracesUnlessEmptyOrZero() {
        assertThat(Nqueens.debugRequested("1")).isTrue();
        assertThat(Nqueens.debugRequested("yes")).isTrue();
        assertThat(Nqueens.debugRequested(null)).isFalse();
        assertThat(Nqueens.debugRequested("")).isFalse();
        assertThat(Nqueens.debugRequested("0")).isFalse();
    }

    @Test
    void badInputFromInsideASearchIsExitTwoAndOneLine() {
        CommandRun run = withFailing(() -> new InvalidInputException("The board is not what it should be."), "solve", "8", "--solver", "failing");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("nqueens solve: The board is not what it should be.\n");
    }

    @Test
    void runningOutOfMemoryIsExitFiveAndSaysHowToGiveTheJvmMore() {
        CommandRun run = withFailing(() -> new OutOfMemoryError("Java heap space"), "solve", "8", "--solver", "failing");
        assertThat(run.exitCode()).isEqualTo(5);
        assertThat(run.err().lines()).singleElement().satisfies(line -> assertThat(line)
                .startsWith("nqueens solve: out of memory (Java heap space; the JVM may use at most ")
                .contains("NQUEENS_JAVA_OPTS=-Xmx"));
    }

    @Test
    void anOutOfMemoryErrorWrappedByAWorkerThreadIsStillExitFive() {
        CommandRun run = withFailing(() -> new IllegalStateException("worker failed", new OutOfMemoryError("Java heap space")),
                "count", "8", "--solver", "failing");
        assertThat(run.exitCode()).isEqualTo(5);
        assertThat(run.err()).startsWith("nqueens count: out of memory (Java heap space;");
    }

    @Test
    void noArgumentsIsUsageOnStandardErrorAndExitTwo() {
        CommandRun run = CommandRun.of();
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("nqueens: give a command.\nUsage: nqueens");
    }

    @Test
    void helpCommandDescribesACommand() {
        CommandRun run = CommandRun.of("help", "solve");
        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(run.out().replaceAll("\\s+", " ")).contains("Usage: nqueens solve", "--time-limit", "a bare number is seconds (10 is 10s)");
    }

    @Test
    void theTopLevelListGivesEveryCommandAOneLineSummary() {
        String help = CommandRun.of("--help").out();
        String commands = help.substring(help.indexOf("Commands:"), help.indexOf("Exit codes:"));
        assertThat(commands).containsPattern("  generate +Write partial boards \\(CSPLib prob079/prob080 families\\),");
        // A summary is one sentence: every command's ends with a full stop before the next command begins.
        assertThat(commands.lines().skip(1).filter(line -> !line.isBlank()).reduce("", (a, b) -> a + " " + b.strip()))
                .doesNotContain("at random,");
        assertThat(help).contains("Bad input is one line on standard error and exit 2");
    }

    @Test
    void tooManyThreadsAreRefusedNamingTheRange() {
        CommandRun run = CommandRun.of("count", "8", "--threads", "100000");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("nqueens count: The thread count --threads (100000) must lie between 1 and "
                + SharedOptions.Threads.most() + ".\n");
        assertThat(CommandRun.of("count", "8", "--threads", "0").exitCode()).isEqualTo(2);
        assertThat(CommandRun.of("count", "8", "--threads", "2", "--quiet").exitCode()).isEqualTo(0);
    }

    @ParameterizedTest
    @ValueSource(strings = {"2147483647", "1073741824", "1073741819"})
    void sizesWhoseArraysCannotExistAreRefusedUpFrontNamingTheLargestEachSolverTakes(String n) {
        CommandRun run = CommandRun.of("solve", n);
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().satisfies(line -> assertThat(line)
                .startsWith("nqueens solve: The board size N (" + n + ") is too large for any solver: the largest board is n = " + FreePart.MAX_N)
                .contains("bitboard 64", "construct " + FreePart.MAX_N));
    }

    @Test
    void compareRefusesAnImpossibleSizeAsBadInputNotADisagreement() {
        CommandRun run = CommandRun.of("compare", "--solve=2147483647", "--questions", "solve", "--quiet");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("nqueens compare: The board size N (2147483647) is too large for any solver");
    }

    @ParameterizedTest
    @ValueSource(strings = {"2147483647", "20000"})
    void theDancingLinksGuardNamesAPositiveSize(String n) {
        CommandRun run = CommandRun.of("model", "--solver=dlx", n);
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).doesNotContainPattern("-\\d").doesNotContain("Exception").contains("dlx");
        assertThat(run.err().lines()).hasSize(1);
    }

    @Test
    void theGeneratorRefusesSizesWhoseArraysCannotExist() {
        CommandRun run = CommandRun.of("generate", "completion", "1073741824", "1");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("nqueens generate: The board size n (1073741824) must be at most " + FreePart.MAX_N
                + ": the generator keeps a flag a diagonal, 2n of them in one array.\n");
    }

    @Test
    void aBareTimeLimitIsSeconds() {
        assertThat(Quantities.duration("10", "the time limit")).hasSeconds(10);
        assertThat(Quantities.duration("1.5m", "the time limit")).hasSeconds(90);
        assertThat(Quantities.duration("250ms", "the time limit")).hasMillis(250);
    }

    @Test
    void oneParserReadsSizesAndRanges() {
        assertThat(Quantities.size("1_000_000", "N")).isEqualTo(1_000_000);
        assertThat(Quantities.range("3..7", "the sizes --n", 1)).isEqualTo(new Quantities.SizeRange(3, 7));
        assertThat(Quantities.range("8", "the sizes --n", 1)).isEqualTo(new Quantities.SizeRange(8, 8));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Quantities.range("7..3", "the sizes --n", 1))
                .isInstanceOf(InvalidInputException.class).hasMessage("The sizes --n '7..3' runs backwards; write FROM..TO with FROM at most TO.");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Quantities.size("99999999999", "the board size N"))
                .isInstanceOf(InvalidInputException.class).hasMessage("The board size N (99999999999) must lie between 1 and 2147483647.");
    }
}
