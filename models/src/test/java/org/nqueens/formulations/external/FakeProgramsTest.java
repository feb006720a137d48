package org.nqueens.formulations.external;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.SolverUnavailableException;
import org.nqueens.solver.Status;
import org.nqueens.solver.Task;
import org.nqueens.solver.UnsupportedTaskException;
import org.nqueens.problem.Problem;

/**
 * The lanes against stand-ins for the external programs: shell scripts put on a temporary search
 * path that are missing, crash, print garbage, print a wrong board or never stop. None needs
 * MiniZinc or GNU Prolog installed.
 */
class FakeProgramsTest {

    @TempDir
    Path bin;

    /** Each lane, made to look for its program in a given directory. */
    static Stream<Arguments> lanes() {
        Function<String, ExternalLane> minizinc = path -> MiniZincLane.of(MiniZincModel.INTEGER, path);
        Function<String, ExternalLane> gprolog = GnuPrologLane::onPath;
        return Stream.of(Arguments.of("minizinc", minizinc), Arguments.of("gprolog", gprolog));
    }

    private ExternalLane lane(Function<String, ExternalLane> make, String program, String script) throws IOException {
        Path file = bin.resolve(program);
        Files.writeString(file, "#!/bin/sh\n" + script + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return make.apply(bin.toString());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lanes")
    void aMissingProgramIsSkippedWithANoteNeverAFailure(String program, Function<String, ExternalLane> make) {
        ExternalLane lane = make.apply(bin.toString());
        assertThat(lane.unavailable()).hasValueSatisfying(reason -> assertThat(reason).contains("'" + program + "' was not found on the PATH"));
        assertThat(lane.availability()).startsWith("not available: ");
        assertThat(lane.refusal(Task.SOLVE, Problem.queens(8))).isPresent();
        assertThat(lane.refusal(Task.MODEL, Problem.queens(8))).isEmpty();
        // Asked anyway, it refuses up front with the note, as every formulation refuses what it cannot do.
        assertThatThrownBy(() -> lane.solve(Problem.queens(8), SearchSettings.defaults()))
                .isInstanceOf(UnsupportedTaskException.class).hasMessageContaining("not found on the PATH");
        assertThatThrownBy(() -> lane.count(Problem.queens(6), false, SearchSettings.defaults()))
                .isInstanceOf(UnsupportedTaskException.class).hasMessageContaining("not found on the PATH");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lanes")
    void theProgramIsLookedForOnFirstUseNotWhenTheLaneIsMade(String program, Function<String, ExternalLane> make) throws IOException {
        // The registry makes every lane at each start; the PATH is searched only when a lane is asked about.
        ExternalLane lane = make.apply(bin.toString());
        lane(make, program, "exit 0");
        assertThat(lane.unavailable()).isEmpty();
        Files.delete(bin.resolve(program));
        assertThat(lane.unavailable()).as("found once, kept").isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lanes")
    void aCrashIsAFailureOfThatSystem(String program, Function<String, ExternalLane> make) throws IOException {
        ExternalLane lane = lane(make, program, "echo 'Segmentation fault' >&2; exit 139");
        assertThat(lane.unavailable()).isEmpty();
        assertThatThrownBy(() -> lane.solve(Problem.queens(8), SearchSettings.defaults()))
                .isInstanceOf(SolverUnavailableException.class)
                .hasMessageStartingWith("The external system '" + program + "' failed: it exited with status 139");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lanes")
    void garbageIsAFailureOfThatSystem(String program, Function<String, ExternalLane> make) throws IOException {
        ExternalLane lane = lane(make, program, "echo 'queens = [not, a, board];'; echo '=====UNKNOWN' ; echo end");
        assertThatThrownBy(() -> lane.solve(Problem.queens(8), SearchSettings.defaults()))
                .isInstanceOf(SolverUnavailableException.class)
                .hasMessageStartingWith("The external system '" + program + "' failed: ");
    }

    @Test
    void aMiniZincBoardThatFailsVerificationIsAFailureNotAnAnswer() throws IOException {
        ExternalLane lane = lane(path -> MiniZincLane.of(MiniZincModel.DUAL, path), "minizinc",
                "echo 'queens = [1, 2, 3, 4];'; echo '----------'");
        assertThatThrownBy(() -> lane.solve(Problem.queens(4), SearchSettings.defaults()))
                .isInstanceOf(SolverUnavailableException.class)
                .hasMessageContaining("fails verification");
    }

    @Test
    void aMiniZincCountThatRepeatsASolutionIsAFailure() throws IOException {
        ExternalLane lane = lane(path -> MiniZincLane.of(MiniZincModel.BOOLEAN, path), "minizinc",
                "for i in 1 2; do echo 'queens = [2, 4, 1, 3];'; echo '----------'; done; echo '=========='");
        assertThatThrownBy(() -> lane.count(Problem.queens(4), false, SearchSettings.defaults()))
                .isInstanceOf(SolverUnavailableException.class)
                .hasMessageContaining("twice");
    }

    @Test
    void aGnuPrologCountThatDisagreesWithItsListIsAFailure() throws IOException {
        ExternalLane lane = lane(GnuPrologLane::onPath, "gprolog", "echo 'queens([2,4,1,3])'; echo 'count(2)'; echo end");
        assertThatThrownBy(() -> lane.count(Problem.queens(4), false, SearchSettings.defaults()))
                .isInstanceOf(SolverUnavailableException.class)
                .hasMessageContaining("counted 2 solutions but printed 1");
    }

    @Test
    void aGnuPrologWarningOfLostSolutionsIsAFailure() throws IOException {
        ExternalLane lane = lane(GnuPrologLane::onPath, "gprolog",
                "echo 'Warning: Vector too small - maybe lost solutions (FD Var:_306)'; echo none; echo end");
        assertThatThrownBy(() -> lane.solve(Problem.queens(4), SearchSettings.defaults()))
                .isInstanceOf(SolverUnavailableException.class)
                .hasMessageContaining("may have lost solutions");
    }

    @Test
    void aFakeThatAnswersRightIsReadBack() throws IOException {
        ExternalLane minizinc = lane(path -> MiniZincLane.of(MiniZincModel.INTEGER, path), "minizinc",
                "echo 'queens = [2, 4, 1, 3];'; echo '----------'; echo '%%%mzn-stat: nodes=7'; echo '%%%mzn-stat: failures=2'");
        SolveResult found = minizinc.solve(Problem.queens(4), SearchSettings.defaults());
        assertThat(found.status()).isEqualTo(Status.SAT);
        assertThat(found.solution().orElseThrow().toArray()).containsExactly(2, 4, 1, 3);
        assertThat(found.stats().values()).containsEntry("nodes", 7L).containsEntry("fails", 2L);
        ExternalLane gprolog = lane(GnuPrologLane::onPath, "gprolog", "echo 'GNU Prolog banner'; echo none; echo end");
        assertThat(gprolog.solve(Problem.queens(3), SearchSettings.defaults()).status()).isEqualTo(Status.UNSAT);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lanes")
    void theTimeLimitKillsTheProgramAndEveryProcessItStarted(String program, Function<String, ExternalLane> make) throws IOException {
        Path pids = bin.resolve("child.pid");
        ExternalLane lane = lane(make, program, "sleep 60 &\necho $! > " + pids + "\nwait");
        long start = System.nanoTime();
        SolveResult result = lane.solve(Problem.queens(8), SearchSettings.defaults().withTimeLimit(Duration.ofMillis(500)));
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(took).isLessThan(Duration.ofSeconds(5));
        long child = Long.parseLong(Files.readString(pids).strip());
        assertThat(ProcessHandle.of(child).map(ProcessHandle::isAlive).orElse(false)).as("the program's child, pid " + child).isFalse();
    }

    @Test
    void aProgramThatIsNotExecutableIsNotFound() throws IOException {
        Files.writeString(bin.resolve("minizinc"), "not a program");
        assertThat(MiniZincLane.of(MiniZincModel.INTEGER, bin.toString()).unavailable()).isPresent();
        assertThat(MiniZincLane.of(MiniZincModel.INTEGER, "").unavailable()).isPresent();
        assertThat(List.of(MiniZincLane.of(MiniZincModel.INTEGER, bin + ":" + bin).program())).containsExactly("minizinc");
    }
}
