package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.Formulations;
import org.nqueens.solver.Task;
import org.nqueens.solver.Admission;
import org.nqueens.io.CompactBoard;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;

class CommandLineTest {

    @TempDir
    Path dir;

    @Test
    void countPrintsTheCountAndThePlacementsAsJson() {
        CommandRun run = CommandRun.of("count", "12", "--solver", "backtrack", "--format", "json");
        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(run.out()).startsWith("{\"n\":12,\"solver\":\"backtrack\",\"count\":14200,")
                .contains("\"stats\":{\"placements\":856188}").endsWith("}\n");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void countWithUniqueInText() {
        CommandRun run = CommandRun.of("count", "8", "--unique", "--solver", "backtrack");
        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(run.out()).startsWith("n = 8: 92 solutions, 12 unique up to symmetry\nsolver backtrack, ");
    }

    @Test
    void countStoppedByTheTimeLimitSaysItIsPartialAndExitsFour() {
        CommandRun run = CommandRun.of("count", "20", "--solver", "backtrack", "--time-limit", "200ms");
        assertThat(run.exitCode()).isEqualTo(4);
        assertThat(run.out()).startsWith("n = 20: at least ").contains("(stopped: time limit reached", "the count is partial)");
    }

    @Test
    void solvePrintsAVerifiedSolutionInEveryFormat() {
        CommandRun text = CommandRun.of("solve", "8", "--solver", "backtrack");
        assertThat(text.exitCode()).isEqualTo(0);
        assertThat(text.out()).startsWith("SAT: a solution of n = 8 (solver backtrack, ").contains("  a b c d e f g h\n");

        CommandRun compact = CommandRun.of("solve", "8", "--solver", "backtrack", "--format", "compact");
        assertThat(compact.out()).isEqualTo("1 5 8 6 3 7 2 4\n");
        Problem solved = CompactBoard.parse(compact.out(), "out");
        assertThat(ProblemVerifier.whyInconsistent(solved)).isEmpty();

        CommandRun json = CommandRun.of("solve", "8", "--solver", "backtrack", "--format", "json");
        assertThat(json.out()).startsWith("{\"n\":8,\"solver\":\"backtrack\",\"status\":\"SAT\",\"solution\":[1,5,8,6,3,7,2,4],\"millis\":");
    }

    @Test
    void solveWithoutSolutionExitsOne() {
        CommandRun run = CommandRun.of("solve", "3", "--format", "json");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("\"status\":\"UNSAT\",\"solution\":null");
    }

    @Test
    void completeKeepsNaucksGivenQueens() throws IOException {
        Path nauck = Files.writeString(dir.resolve("nauck1850-n8.param"), "letting n = 8\nletting init = [[3, 3], [4, 1]]\n");
        CommandRun run = CommandRun.of("complete", "--file", nauck.toString(), "--format", "compact");
        assertThat(run.exitCode()).isEqualTo(0);
        Problem completion = CompactBoard.parse(run.out(), "out");
        assertThat(completion.givenColumn(4)).hasValue(4);
        assertThat(completion.givenColumn(5)).hasValue(2);
        assertThat(ProblemVerifier.whyInconsistent(completion)).isEmpty();
        assertThat(completion.givenCount()).isEqualTo(8);
    }

    @Test
    void solveAndCompleteTakeTheThreadsASearchMaySplitOn() throws IOException {
        Path nauck = dir.resolve("nauck.param");
        Files.writeString(nauck, "letting n = 8\nletting init = [[3, 3], [4, 1]]\n");
        CommandRun complete = CommandRun.of("complete", "--file", nauck.toString(), "--solver", "cpsat-boolean", "--threads", "2",
                "--format", "compact");
        assertThat(complete.exitCode()).as(complete.err()).isZero();
        Problem completion = CompactBoard.parse(complete.out(), "out");
        assertThat(completion.givenColumn(4)).hasValue(4);
        assertThat(completion.givenColumn(5)).hasValue(2);
        assertThat(ProblemVerifier.whyInconsistent(completion)).isEmpty();
        assertThat(completion.givenCount()).isEqualTo(8);
        assertThat(CommandRun.of("solve", "10", "--solver", "cpsat-boolean", "--threads", "1").exitCode()).isZero();
        CommandRun none = CommandRun.of("solve", "8", "--threads", "0");
        assertThat(none.exitCode()).isEqualTo(2);
        assertThat(none.err()).startsWith("nqueens solve: The thread count --threads (0) must lie between 1 and ");
    }

    @Test
    void completeReportsInconsistentGivenQueensAsBadInput() {
        CommandRun run = CommandRun.of("complete", "--board", "1 2 . .");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("nqueens complete: The given queens are inconsistent: "
                + "The queens at row 1, column 1 and row 2, column 2 share a diagonal.\n");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void completeNeedsABoard() {
        CommandRun run = CommandRun.of("complete");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("nqueens complete: Error: Missing required argument");
        assertThat(run.err().lines()).hasSize(1);
    }

    @Test
    void verifyAcceptsASolutionAndRejectsAnAttackWithExitOne() {
        CommandRun good = CommandRun.of("verify", "--board", "2 4 1 3");
        assertThat(good.exitCode()).isEqualTo(0);
        assertThat(good.out()).isEqualTo("valid: a solution of n = 4, no two of its 4 queens attack each other.\n");

        CommandRun attack = CommandRun.of("verify", "--board", "1 3 5 2 4 6");
        assertThat(attack.exitCode()).isEqualTo(1);
        assertThat(attack.out()).startsWith("attack: The queens at ");
    }

    @Test
    void verifyAcceptsAPartialBoard() {
        CommandRun run = CommandRun.of("verify", "--board", "3 . . 5 . . . .");
        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(run.out()).isEqualTo("valid partial board of n = 8: 2 queens, no attacks, 0 blocked squares, 6 rows to fill.\n");
    }

    @Test
    void verifyChecksTheSizeAgainstDashN() {
        CommandRun run = CommandRun.of("verify", "--board", "2 4 1 3", "--n", "5");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("nqueens verify: The board has size 4 but N is 5; give one or make them agree.\n");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "verify --board garbage             | nqueens verify: --board, token 1: 'garbage' must be a column from 1 to 1 or '.' (the board has 1 tokens, so n = 1)",
        "solve 0                            | nqueens solve: Invalid value for positional parameter at index 0 (N): '0' is not a board size; write a whole number from 1 to 2147483647 (see 'nqueens solve --help')",
        "solve -3                           | nqueens solve: Invalid value for positional parameter at index 0 (N): '-3' is not a board size; write a whole number from 1 to 2147483647 (see 'nqueens solve --help')",
        "solve eight                        | nqueens solve: Invalid value for positional parameter at index 0 (N): 'eight' is not a board size; write a whole number from 1 to 2147483647 (see 'nqueens solve --help')",
        "solve 8 --time-limit soon          | nqueens solve: Invalid value for option '--time-limit': 'soon' is not a duration from 1ms to 10000 days; write it as 10s, 500ms, 2m or 1h (a bare number is seconds) (see 'nqueens solve --help')",
        "solve 8 --format xml               | nqueens solve: The format --format 'xml' is not a format of solve; its formats are text, compact, json.",
        "solve 8 --board '1 2'              | nqueens solve: The board has size 2 but N is 8; give one or make them agree.",
        "solve --board '1 .' --file x       | nqueens solve: Error: --board=B, --file=F are mutually exclusive (specify only one) (see 'nqueens solve --help')",
        "count 8 --format compact           | nqueens count: The format --format 'compact' is not a format of count; its formats are text, json.",
        "count 8 --unique --solver backtrack-mirror | nqueens count: The solver 'backtrack-mirror' cannot count solutions up to symmetry; solvers that can: backtrack, bitboard.",
        "count 20 --unique --solver backtrack | nqueens count: The solver 'backtrack' counts unique solutions by keeping every canonical form, up to n = 16; n = 20 needs a counter that classifies by symmetry. For this board, solvers that can: bitboard.",
        "enumerate 4 --limit 0              | nqueens enumerate: The limit --limit (0) must lie between 1 and 9223372036854775807.",
        "frobnicate                         | nqueens: unknown command 'frobnicate' (see 'nqueens --help')",
        "slove 8                            | nqueens: unknown command 'slove'. Did you mean: solve? (see 'nqueens --help')",
        "solve 8 --solvr dlx                | nqueens solve: unknown option '--solvr'. Did you mean: --solver? (see 'nqueens solve --help')",
    })
    void badInputGetsOneLineAndExitTwo(String line, String message) {
        CommandRun run = CommandRun.of(split(line));
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo(message + "\n");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void anUnknownOrUnfitSolverIsBadInputNamingTheSolversThatCan() {
        Formulations registry = Formulations.standard();
        CommandRun unknown = CommandRun.of("solve", "8", "--solver", "nope");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).isEqualTo("nqueens solve: Unknown solver 'nope'; the solvers are: " + String.join(", ", registry.ids()) + ".\n");

        CommandRun unfit = CommandRun.of("solve", "8", "--solver", "backtrack-mirror");
        assertThat(unfit.exitCode()).isEqualTo(2);
        assertThat(unfit.err()).isEqualTo("nqueens solve: The solver 'backtrack-mirror' cannot solve an empty board; "
                + Admission.alternatives(registry.capableOf(Task.SOLVE, Problem.queens(8))) + "\n");
        assertThat(unfit.err()).contains("backtrack", "auto");

        CommandRun model = CommandRun.of("model", "8", "--solver", "backtrack");
        assertThat(model.exitCode()).isEqualTo(2);
        assertThat(model.err()).startsWith("nqueens model: The solver 'backtrack' cannot print its model; solvers that can: ");
        assertThat(model.out()).isEmpty();
    }

    @Test
    void aMissingFileIsBadInput() {
        CommandRun run = CommandRun.of("complete", "--file", dir.resolve("none.param").toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("nqueens complete: " + dir.resolve("none.param") + ": no such file\n");
    }

    @Test
    void enumeratePrintsOneCompactSolutionALine() {
        CommandRun run = CommandRun.of("enumerate", "6", "--solver", "backtrack");
        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(run.out().lines()).hasSize(4).allSatisfy(line -> assertThat(ProblemVerifier.whyInconsistent(CompactBoard.parse(line, "out"))).isEmpty());

        CommandRun limited = CommandRun.of("enumerate", "8", "--limit", "3", "--solver", "backtrack");
        assertThat(limited.out().lines()).hasSize(3);
        assertThat(limited.exitCode()).isEqualTo(0);

        CommandRun none = CommandRun.of("enumerate", "3", "--solver", "backtrack");
        assertThat(none.exitCode()).isEqualTo(1);
        assertThat(none.out()).isEmpty();
    }

    @Test
    void enumerateAPartialBoard() {
        CommandRun run = CommandRun.of("enumerate", "--board", ". . . 4 2 . . .", "--solver", "backtrack");
        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(run.out().lines()).hasSize(2);
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "count", "enumerate", "complete", "verify", "model", "solvers"})
    void everyCommandHasHelp(String command) {
        CommandRun run = CommandRun.of(command, "--help");
        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(run.out()).startsWith("Usage: nqueens " + command);
    }

    @Test
    void theTopLevelHelpListsCommandsAndExitCodes() {
        CommandRun run = CommandRun.of("--help");
        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(run.out()).contains("solve", "count", "complete", "verify", "Exit codes:", "time limit reached with no answer", "out of memory", "internal error", "interrupted by Ctrl-C");
    }

    @Test
    void nothingPrintedCarriesTerminalEscapes() {
        for (String[] args : new String[][] {{"solve", "8"}, {"count", "8"}, {"solvers"}, {"--help"}}) {
            CommandRun run = CommandRun.of(args);
            assertThat(run.out() + run.err()).doesNotContain("\u001b");
        }
    }

    private static String[] split(String line) {
        java.util.List<String> args = new java.util.ArrayList<>();
        java.util.regex.Matcher matcher = java.util.regex.Pattern.compile("'([^']*)'|(\\S+)").matcher(line);
        while (matcher.find()) {
            args.add(matcher.group(1) != null ? matcher.group(1) : matcher.group(2));
        }
        return args.toArray(String[]::new);
    }
}
