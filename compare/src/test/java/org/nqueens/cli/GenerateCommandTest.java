package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueens.io.BoardFiles;
import org.nqueens.io.CsplibParams;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;

class GenerateCommandTest {

    @TempDir
    Path dir;

    @Test
    void printsOneInstanceThatReadsBack() {
        CommandRun run = CommandRun.of("generate", "completion", "20", "6", "--seed", "9");
        assertThat(run.exitCode()).isEqualTo(0);
        Problem board = CsplibParams.parse(run.out(), "out");
        assertThat(board.rows()).isEqualTo(20);
        assertThat(board.givenCount()).isEqualTo(6);
        assertThat(ProblemVerifier.whyInconsistent(board)).isEmpty();
        assertThat(CommandRun.of("generate", "completion", "20", "6", "--seed", "9").out()).isEqualTo(run.out());
    }

    @Test
    void writesSeveralInstancesIntoADirectoryThatCompleteReads() throws IOException {
        CommandRun run = CommandRun.of("generate", "diagonals", "10", "6", "--count", "3", "--seed", "4", "--out", dir.toString());
        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(run.out().lines()).containsExactly(
                dir.resolve("diagonals-n10-a6-f1-s4.param").toString(),
                dir.resolve("diagonals-n10-a6-f1-s5.param").toString(),
                dir.resolve("diagonals-n10-a6-f1-s6.param").toString());
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).hasSize(3).allSatisfy(file -> {
                assertThat(BoardFiles.read(file).blocked()).isNotEmpty();
                CommandRun complete = CommandRun.of("complete", "--file", file.toString(), "--format", "compact");
                assertThat(complete.exitCode()).as(file.toString()).isIn(0, 1);
            });
        }
    }

    @Test
    void badParametersAreOneLineAndExitTwo() {
        CommandRun tooMany = CommandRun.of("generate", "blocked", "3", "20");
        assertThat(tooMany.exitCode()).isEqualTo(2);
        assertThat(tooMany.err()).isEqualTo("nqueens generate: The amount (20) of a blocked instance of n = 3 must be at most 9.\n");
        CommandRun noOut = CommandRun.of("generate", "blocked", "8", "3", "--count", "2");
        assertThat(noOut.exitCode()).isEqualTo(2);
        assertThat(noOut.err()).isEqualTo("nqueens generate: Give --out DIR to write 2 instances; without it one instance is printed.\n");
        CommandRun kind = CommandRun.of("generate", "stripes", "8", "3");
        assertThat(kind.exitCode()).isEqualTo(2);
        assertThat(kind.err()).startsWith("nqueens generate: Invalid value for positional parameter at index 0 (KIND)");
    }
}
