package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.Formulations;
import org.nqueens.io.CompactBoard;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;

/** The commands a user placing a hundred thousand queens runs: solve in every format, then verify the file. */
class HugeBoardCommandsTest {

    private static final int N = 100_000;

    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Nqueens.run(Formulations.standard(), new PrintWriter(out), new PrintWriter(err), args);
        return new Run(code, out.toString(), err.toString());
    }

    private static void assertSolves(String compact) {
        Problem board = CompactBoard.parse(compact, "output");
        assertThat(board.rows()).isEqualTo(N);
        assertThat(board.givenCount()).isEqualTo(N);
        assertThat(ProblemVerifier.whyInconsistent(board)).isEmpty();
    }

    @Test
    void compactOutputIsOneLineThatVerifies() {
        Run run = run("solve", Integer.toString(N), "--solver", "construct", "--format", "compact");

        assertThat(run.code()).isEqualTo(ExitCodes.OK);
        assertThat(run.out().lines()).hasSize(1);
        assertSolves(run.out());
    }

    @Test
    void jsonOutputCarriesTheWholeSolution() {
        Run run = run("solve", Integer.toString(N), "--solver", "minconflicts", "--seed", "3", "--format", "json");

        assertThat(run.code()).isEqualTo(ExitCodes.OK);
        String json = run.out();
        assertThat(json).startsWith("{\"n\":" + N + ",\"solver\":\"minconflicts\",\"status\":\"SAT\",\"solution\":[").contains("\"steps\":");
        String array = json.substring(json.indexOf('[') + 1, json.indexOf(']'));
        assertSolves(array.replace(',', ' '));
    }

    @Test
    void textOutputSaysTheBoardIsTooLargeToDrawThenGivesTheCompactForm() {
        Run run = run("solve", Integer.toString(N), "--solver", "construct");

        assertThat(run.code()).isEqualTo(ExitCodes.OK);
        var lines = run.out().lines().toList();
        assertThat(lines.get(0)).startsWith("SAT: a solution of n = " + N + " (solver construct, ");
        assertThat(lines.get(1)).isEqualTo("(n = " + N + " is too large to draw: boards are drawn up to n = 64."
                + " The compact form follows: the columns of the queens of rows 1 to " + N + ".)");
        assertSolves(lines.get(2));
    }

    @Test
    void verifyChecksTheFileThatSolveWrote() throws IOException {
        Path file = dir.resolve("queens.txt");
        Files.writeString(file, run("solve", Integer.toString(N), "--solver", "construct", "--format", "compact").out());

        Run valid = run("verify", "--file", file.toString());

        assertThat(valid.code()).isEqualTo(ExitCodes.OK);
        assertThat(valid.out()).isEqualTo("valid: a solution of n = " + N + ", no two of its " + N + " queens attack each other.\n");

        String text = Files.readString(file).strip();
        Files.writeString(file, text.substring(0, text.lastIndexOf(' ')) + " " + text.substring(0, text.indexOf(' ')));
        Run attacked = run("verify", "--file", file.toString());

        assertThat(attacked.code()).isEqualTo(ExitCodes.NO_SOLUTION);
        assertThat(attacked.out()).startsWith("attack: The queens at row 1, column 2 and row " + N + ", column 2 share column 2.");
    }

    @Test
    void constructStatesWhyTwoAndThreeHaveNoSolution() {
        Run run = run("solve", "3", "--solver", "construct");

        assertThat(run.code()).isEqualTo(ExitCodes.NO_SOLUTION);
        assertThat(run.out()).startsWith("UNSAT: no solution of n = 3 exists").contains("No solution exists for n = 3:");
    }

    @Test
    void constructRefusesAPartialBoardNamingTheSolversThatCan() {
        Run run = run("complete", "--board", ". 4 . .", "--solver", "construct");

        assertThat(run.code()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains("The solver 'construct' cannot complete a partial board").contains("minconflicts");
    }

    @Test
    void minconflictsGivingUpIsExitCodeFour() {
        Run run = run("solve", "3", "--solver", "minconflicts", "--time-limit", "200ms");

        assertThat(run.code()).isEqualTo(ExitCodes.NO_ANSWER);
        assertThat(run.out()).startsWith("UNKNOWN: no answer for n = 3");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"domination 100000", "domination --size 46341x46341", "independence 46341 --piece rook",
        "solve --size 3x1000000000", "count --size 3x1000000000", "enumerate --size 3x1000000000",
        "model --size 3x1000000000 --solver dlx", "compare --size 3x1000000000 -q", "solve --torus --size 50000x50000",
        "solve 50000 --pawns a1", "count 50000 --pawns a1"})
    void aBoardOfMoreSquaresThanAnIntIsRefusedNamingTheLimit(String arguments) {
        Run run = run(arguments.split(" "));

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains("2147483647 squares").doesNotContain("internal error").hasLineCount(1);
    }
}
