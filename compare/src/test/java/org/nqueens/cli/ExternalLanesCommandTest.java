package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueens.formulations.Formulations;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.formulations.external.GnuPrologLane;
import org.nqueens.formulations.external.MiniZincLane;
import org.nqueens.formulations.external.MiniZincModel;

/** The external lanes on the command line: listed with their availability, their models printed, their failures reported as theirs. */
class ExternalLanesCommandTest {

    @TempDir
    Path bin;

    private Formulations withLanesOn(String searchPath) {
        return Formulations.of(List.of(ReferenceBacktracker.plain(), MiniZincLane.of(MiniZincModel.INTEGER, searchPath),
                MiniZincLane.of(MiniZincModel.DUAL, searchPath), GnuPrologLane.onPath(searchPath)));
    }

    private void fake(String program, String script) throws IOException {
        Path file = bin.resolve(program);
        Files.writeString(file, "#!/bin/sh\n" + script + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    @Test
    void solversSaysWhetherEachLaneIsAvailable() throws IOException {
        fake("gprolog", "exit 0");
        CommandRun run = CommandRun.with(withLanesOn(bin.toString()), "solvers");
        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(run.out()).contains("not available: 'minizinc' was not found on the PATH", "available: gprolog found on the PATH");
    }

    @Test
    void anAbsentLaneIsRefusedWithItsReasonAndSkippedByCompare() {
        Formulations lanes = withLanesOn(bin.toString());
        CommandRun solve = CommandRun.with(lanes, "solve", "8", "--solver", "minizinc");
        assertThat(solve.exitCode()).isEqualTo(2);
        assertThat(solve.err().strip()).contains("'minizinc' was not found on the PATH").doesNotContain("\n");
        CommandRun compare = CommandRun.with(lanes, "compare", "--n", "4..5", "--questions", "counts", "--repeat", "1", "--detail");
        assertThat(compare.exitCode()).as(compare.err()).isEqualTo(0);
        assertThat(compare.out()).contains("not asked: minizinc: 'minizinc' was not found on the PATH");
    }

    @Test
    void aCrashingSystemIsReportedAsItsFailureInItsCellAndOnOneLine() throws IOException {
        fake("minizinc", "echo 'Segmentation fault' >&2; exit 139");
        fake("gprolog", "echo 'queens(garbage)'");
        Formulations lanes = withLanesOn(bin.toString());
        CommandRun solve = CommandRun.with(lanes, "solve", "8", "--solver", "minizinc");
        assertThat(solve.exitCode()).isEqualTo(2);
        assertThat(solve.err().strip()).isEqualTo("nqueens solve: The external system 'minizinc' failed: it exited with status 139: Segmentation fault");
        CommandRun compare = CommandRun.with(lanes, "compare", "--n", "4..5", "--questions", "counts", "--repeat", "1", "--detail");
        assertThat(compare.exitCode()).as(compare.err()).isEqualTo(0);
        assertThat(compare.out()).contains("n/a", "The external system 'minizinc' failed", "The external system 'gprolog' failed")
                .doesNotContain("CRASH");
    }

    @Test
    void modelPrintsTheMiniZincFormOfAModelWithTheBoardAsData() {
        CommandRun run = CommandRun.of("model", "6", "--solver", "choco", "--format", "minizinc", "--board", ". 3 . . . .");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(0);
        assertThat(run.out()).contains("constraint alldifferent([q[r] + r | r in 1..n]);", "n = 6;", "given = [0, 3, 0, 0, 0, 0];",
                "blocked = array2d(1..0, 1..2, []);");
        CommandRun dual = CommandRun.of("model", "6", "--solver", "minizinc-dual", "--format", "minizinc");
        assertThat(dual.out()).contains("include \"inverse.mzn\";", "constraint inverse(q, p);");
        CommandRun lane = CommandRun.of("model", "5", "--solver", "minizinc-boolean");
        assertThat(lane.out()).contains("array[1..n, 1..n] of var 0..1: x;", "n = 5;");
        CommandRun prolog = CommandRun.of("model", "5", "--solver", "gprolog");
        assertThat(prolog.out()).contains("size(5).", "fd_all_different(Qs)");
    }

    @Test
    void aModelFormatThatDoesNotApplyIsBadInput() {
        CommandRun noMiniZinc = CommandRun.of("model", "6", "--solver", "dlx", "--format", "minizinc");
        assertThat(noMiniZinc.exitCode()).isEqualTo(2);
        assertThat(noMiniZinc.err()).contains("The solver 'dlx' has no MiniZinc model");
        CommandRun unknown = CommandRun.of("model", "6", "--solver", "choco", "--format", "xml");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("The format --format 'xml' is not a format of model");
    }
}
