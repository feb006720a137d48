package org.nqueens.formulations.external;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Status;
import org.nqueens.solver.Task;
import org.nqueens.solver.UnsupportedTaskException;
import org.nqueens.testing.Instances;
import org.nqueens.testing.Instances.Instance;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;

/**
 * The CaDiCaL lane: the DIMACS file solved by the real solver where it is on the PATH (skipped where it is
 * not), and stand-in programs that crash, print garbage or hang, which must come back as that system's failure.
 */
class CadicalLaneTest {

    @TempDir
    Path folder;

    static Stream<Instance> quickInstances() {
        return Instances.upTo(28).stream();
    }

    private static CadicalLane onPath() {
        CadicalLane lane = new CadicalLane();
        assumeTrue(lane.available(), "cadical is not on the PATH (Debian: apt-get install cadical); the lane is skipped");
        return lane;
    }

    @Test
    void theDimacsFileSolvedByCadicalGivesVerifiedBoardsAndProvesTwoAndThreeUnsat() {
        CadicalLane lane = onPath();
        for (int n = 1; n <= 12; n++) {
            SolveResult result = lane.solve(Problem.queens(n), SearchSettings.defaults().withTimeLimit(Duration.ofSeconds(30)));
            if (n == 2 || n == 3) {
                assertThat(result.status()).as("n = %d", n).isEqualTo(Status.UNSAT);
            } else {
                assertThat(result.status()).as("n = %d: %s", n, result.explanation()).isEqualTo(Status.SAT);
                assertThat(ProblemVerifier.solves(Problem.queens(n), result.solution().orElseThrow())).as("n = %d", n).isTrue();
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("quickInstances")
    void answersTheCsplibInstancesAsPublished(Instance instance) {
        SolveResult result = onPath().solve(instance.problem(), SearchSettings.defaults().withTimeLimit(Duration.ofMinutes(1)));
        assertThat(result.status()).as(result.explanation()).isEqualTo(instance.answer());
        result.solution().ifPresent(solution -> assertThat(ProblemVerifier.whyNot(instance.problem(), solution)).isEmpty());
        assertThat(result.stats().values()).containsKey("conflicts");
    }

    @Test
    void anAbsentSolverIsRefusedUpFrontWithANote() {
        CadicalLane absent = new CadicalLane(Optional.empty());
        assertThat(absent.available()).isFalse();
        assertThat(absent.title()).contains("not found on the PATH");
        assertThat(absent.refusal(Task.SOLVE, Problem.queens(8))).hasValueSatisfying(note -> assertThat(note).contains("not found on the PATH"));
        assertThat(absent.refusal(Task.MODEL, Problem.queens(8))).isEmpty();
        assertThatThrownBy(() -> absent.solve(Problem.queens(8), SearchSettings.defaults()))
                .isInstanceOf(UnsupportedTaskException.class).hasMessageContaining("not found on the PATH");
    }

    @Test
    void aCrashIsAFailureOfThatSystemInItsResult() throws IOException {
        SolveResult result = new CadicalLane(Optional.of(script("crash", "echo 'c starting'; kill -SEGV $$"))).solve(Problem.queens(6), SearchSettings.defaults());
        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(result.explanation()).startsWith("cadical failed:").contains("exited with status");
    }

    @Test
    void garbageOutputIsAFailureOfThatSystemInItsResult() throws IOException {
        SolveResult noModel = new CadicalLane(Optional.of(script("nonsense", "echo 's SATISFIABLE'; echo 'v 1 2 3 0'; exit 10")))
                .solve(Problem.queens(6), SearchSettings.defaults());
        assertThat(noModel.status()).isEqualTo(Status.UNKNOWN);
        assertThat(noModel.explanation()).contains("exactly one queen in every row");
        SolveResult words = new CadicalLane(Optional.of(script("words", "echo 's SATISFIABLE'; echo 'v one two 0'; exit 10")))
                .solve(Problem.queens(6), SearchSettings.defaults());
        assertThat(words.explanation()).contains("not DIMACS");
        SolveResult silent = new CadicalLane(Optional.of(script("silent", "exit 0"))).solve(Problem.queens(6), SearchSettings.defaults());
        assertThat(silent.status()).isEqualTo(Status.UNKNOWN);
        assertThat(silent.explanation()).contains("without an 's' answer line");
    }

    @Test
    void aSolverThatOverrunsIsStoppedAtTheTimeLimit() throws IOException {
        CadicalLane hanging = new CadicalLane(Optional.of(script("hang", "exec sleep 60")));
        long start = System.nanoTime();
        SolveResult result = hanging.solve(Problem.queens(6), SearchSettings.defaults().withTimeLimit(Duration.ofMillis(300)));
        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(result.explanation()).isEqualTo("time limit reached");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
    }

    private Path script(String name, String body) throws IOException {
        Path script = folder.resolve(name);
        Files.writeString(script, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }
}
