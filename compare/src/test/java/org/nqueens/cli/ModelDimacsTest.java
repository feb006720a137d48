package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Solution;
import org.nqueens.formulations.external.CadicalLane;
import org.nqueens.formulations.sat.Dimacs;
import org.nqueens.io.CompactBoard;

/** {@code nqueens model ... --format dimacs}: standard DIMACS that a separate SAT solver reads, and one-line refusals. */
class ModelDimacsTest {

    @TempDir
    Path folder;

    @Test
    void writesDimacsForTheSatSolver() {
        CommandRun run = CommandRun.of("model", "8", "--solver", "sat", "--format", "dimacs");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("c n-queens, n = 8").contains("\np cnf ").contains("variable (r - 1) * 8 + c");
    }

    @Test
    void aSolverWithoutDimacsIsAOneLineUsageError() {
        CommandRun run = CommandRun.of("model", "8", "--solver", "choco", "--format", "dimacs");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().strip()).doesNotContain("\n").contains("'choco' has no DIMACS model").contains("sat");
        CommandRun unknown = CommandRun.of("model", "8", "--solver", "sat", "--format", "xml");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err().strip()).doesNotContain("\n").contains("xml");
    }

    @Test
    void theDimacsFileSolvedByCadicalGivesAVerifiedCompletion() throws IOException, InterruptedException {
        assumeTrue(new CadicalLane().available(), "cadical is not on the PATH; the round trip is skipped");
        String partial = "3 . . . . 9 . . . . . .";
        CommandRun run = CommandRun.of("model", "--board", partial, "--solver", "sat", "--format", "dimacs");
        assertThat(run.exitCode()).as(run.err()).isZero();
        Path cnf = folder.resolve("queens.cnf");
        Files.writeString(cnf, run.out(), StandardCharsets.US_ASCII);
        Process cadical = new ProcessBuilder("cadical", "-q", cnf.toString()).redirectErrorStream(true).start();
        String answer = new String(cadical.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        assertThat(cadical.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(cadical.exitValue()).as(answer).isEqualTo(10);
        assertThat(answer).contains("s SATISFIABLE");
        BitSet positive = new BitSet();
        answer.lines().filter(line -> line.startsWith("v ")).flatMap(line -> java.util.Arrays.stream(line.substring(2).trim().split("\\s+")))
                .mapToInt(Integer::parseInt).filter(literal -> literal > 0).forEach(positive::set);
        Problem board = CompactBoard.parse(partial, "--board");
        Solution solution = Dimacs.solution(board.rows(), positive).orElseThrow();
        assertThat(ProblemVerifier.whyNot(board, solution)).isEmpty();
    }
}
