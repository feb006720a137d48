package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueens.formulations.Formulations;
import org.nqueens.io.CompactBoard;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;

/** The findings of the bad-input probe (issue 17, section 4), each with the behaviour it now has. */
class BadInputProbeTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "a grid with two queens in one row   | Q.Q.\\n....\\n....\\n.... | The queens at row 4, column 1 and row 4, column 3 share row 4.",
        "a grid with two queens in a column  | Q...\\n....\\nQ...\\n.... | The queens at row 2, column 1 and row 4, column 1 share column 1.",
        "a grid with queens on a diagonal    | Q...\\n.Q..\\n....\\n.... | The queens at row 3, column 2 and row 4, column 1 share an anti-diagonal.",
        "CSPLib, two queens in one row       | letting n = 4\\nletting init = [[0, 0], [0, 2]] | The queens at row 1, column 1 and row 1, column 3 share row 1.",
        "CSPLib, a queen on a blocked square | letting n = 4\\nletting init = [[0, 0]]\\nletting blocks = [[1, 1]] | The queen at row 1, column 1 stands on a blocked square.",
    })
    void verifyExitsOneForEveryAttack(String what, String text, String attack) throws IOException {
        Path file = Files.writeString(dir.resolve("board.txt"), text.replace("\\n", "\n"));
        CommandRun run = CommandRun.of("verify", "--file", file.toString());
        assertThat(run.exitCode()).as(what).isEqualTo(1);
        assertThat(run.out()).isEqualTo("attack: " + attack + "\n");
        CommandRun json = CommandRun.of("verify", "--file", file.toString(), "--format", "json");
        assertThat(json.exitCode()).isEqualTo(1);
        assertThat(json.out()).startsWith("{\"valid\":false,").endsWith("\"attack\":\"" + attack + "\"}\n");
    }

    @Test
    void twoQueensInOneRowAreStillBadInputForASolver() throws IOException {
        Path file = Files.writeString(dir.resolve("board.txt"), "Q.Q.\n....\n....\n....\n");
        CommandRun run = CommandRun.of("complete", "--file", file.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("nqueens complete: " + file + ": The queens at row 4, column 1 and row 4, column 3 share row 4.\n");
    }

    @Test
    void verifyPrintsJsonForAValidBoard() {
        CommandRun run = CommandRun.of("verify", "--board", "2 4 1 3", "--format", "json");
        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(run.out()).isEqualTo("{\"valid\":true,\"n\":4,\"queens\":4,\"blocked\":0,\"complete\":true,\"attack\":null}\n");
    }

    @Test
    void aFileOfDotsIsReadAsTheCompactBoardThatBoardTakes() throws IOException {
        Path file = Files.writeString(dir.resolve("empty.txt"), ". . . . . .\n");
        CommandRun fromFile = CommandRun.of("solve", "--file", file.toString(), "--format", "compact", "--solver", "backtrack");
        CommandRun fromOption = CommandRun.of("solve", "--board", ". . . . . .", "--format", "compact", "--solver", "backtrack");
        assertThat(fromFile.exitCode()).as(fromFile.err()).isEqualTo(0);
        assertThat(fromFile.out()).isEqualTo(fromOption.out()).isEqualTo("2 4 6 1 3 5\n");
        // A grid of dots, one line a row, is still a grid.
        Path grid = Files.writeString(dir.resolve("grid.txt"), "....\n....\n....\n....\n");
        assertThat(CommandRun.of("verify", "--file", grid.toString()).out()).startsWith("valid partial board of n = 4:");
    }

    @Test
    void aByteOrderMarkIsSkipped() throws IOException {
        Path file = dir.resolve("bom.param");
        Files.write(file, ("\uFEFFletting n = 8\nletting init = [[3, 3], [4, 1]]\n").getBytes(StandardCharsets.UTF_8));
        CommandRun run = CommandRun.of("complete", "--file", file.toString(), "--format", "compact");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(0);
        Problem completion = CompactBoard.parse(run.out(), "out");
        assertThat(completion.givenColumn(4)).hasValue(4);
        assertThat(ProblemVerifier.whyInconsistent(completion)).isEmpty();
        Path compact = dir.resolve("bom.txt");
        Files.write(compact, "\uFEFF2 4 1 3\n".getBytes(StandardCharsets.UTF_8));
        assertThat(CommandRun.of("verify", "--file", compact.toString()).exitCode()).isEqualTo(0);
    }

    @Test
    void fileDashReadsStandardInput() {
        InputStream saved = System.in;
        try {
            System.setIn(new ByteArrayInputStream("2 4 1 3\n".getBytes(StandardCharsets.US_ASCII)));
            CommandRun run = CommandRun.of("verify", "--file", "-");
            assertThat(run.exitCode()).isEqualTo(0);
            assertThat(run.out()).startsWith("valid: a solution of n = 4");
        } finally {
            System.setIn(saved);
        }
    }

    /** Standard output whose reader goes away after a few bytes, as {@code | head -1} does. */
    private static final class ClosingPipe extends OutputStream {
        private final int open;
        private int written;

        ClosingPipe(int open) {
            this.open = open;
        }

        @Override
        public void write(int b) throws IOException {
            if (++written > open) {
                throw new IOException("Broken pipe");
            }
        }
    }

    @Test
    void enumerateStopsAtTheFirstFailedWriteAndExitsZero() {
        for (String n : List.of("14", "16")) {
            PrintWriter out = new PrintWriter(new OutputStreamWriter(new ClosingPipe(40), StandardCharsets.UTF_8), false);
            StringWriter err = new StringWriter();
            long start = System.nanoTime();
            int code = Nqueens.run(Formulations.standard(), out, new PrintWriter(err), "enumerate", n);
            double seconds = (System.nanoTime() - start) / 1e9;
            assertThat(code).as(err.toString()).isEqualTo(0);
            // All of n = 16 (14,772,512 solutions) takes minutes; stopping at the first failed write takes a moment.
            assertThat(seconds).as("enumerate %s stopped after %.1f s", n, seconds).isLessThan(10);
        }
    }

    @Test
    void enumeratePrintsJsonLines() {
        CommandRun run = CommandRun.of("enumerate", "6", "--format", "json", "--solver", "backtrack");
        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(run.out().lines().toList()).containsExactly(
                "{\"solution\":[2,4,6,1,3,5],\"pieces\":[[1,2],[2,4],[3,6],[4,1],[5,3],[6,5]]}",
                "{\"solution\":[3,6,2,5,1,4],\"pieces\":[[1,3],[2,6],[3,2],[4,5],[5,1],[6,4]]}",
                "{\"solution\":[4,1,5,2,6,3],\"pieces\":[[1,4],[2,1],[3,5],[4,2],[5,6],[6,3]]}",
                "{\"solution\":[5,3,1,6,4,2],\"pieces\":[[1,5],[2,3],[3,1],[4,6],[5,4],[6,2]]}");
    }

    @Test
    void jsonOnEveryCommandThatPrintsResults() {
        assertThat(CommandRun.of("solvers", "--format", "json").out()).startsWith("{\"solvers\":[{\"id\":\"backtrack\",\"title\":");
        assertThat(CommandRun.of("model", "4", "--solver", "construct", "--format", "json").out())
                .startsWith("{\"n\":4,\"solver\":\"construct\",\"model\":\"");
        CommandRun generate = CommandRun.of("generate", "blocked", "8", "3", "--seed", "2", "--format", "json");
        assertThat(generate.out()).isEqualTo("{\"instances\":[{\"kind\":\"blocked\",\"n\":8,\"amount\":3,\"min_free\":1,\"seed\":2,"
                + "\"queens\":0,\"blocked\":3,\"file\":null}]}\n");
    }

    @Test
    void generateNeverOverwritesSilentlyAndLeavesNoPartialFile() throws IOException {
        Path out = dir.resolve("out");
        CommandRun first = CommandRun.of("generate", "completion", "12", "3", "--out", out.toString());
        assertThat(first.exitCode()).isEqualTo(0);
        Path file = out.resolve("completion-n12-a3-s1.param");
        String text = Files.readString(file);

        Files.writeString(file, "mine");
        CommandRun again = CommandRun.of("generate", "completion", "12", "3", "--out", out.toString());
        assertThat(again.exitCode()).isEqualTo(2);
        assertThat(again.err()).isEqualTo("nqueens generate: The file " + file
                + " already exists; give --force to replace it, or another --out or --seed.\n");
        assertThat(Files.readString(file)).isEqualTo("mine");

        CommandRun forced = CommandRun.of("generate", "completion", "12", "3", "--out", out.toString(), "--force");
        assertThat(forced.exitCode()).isEqualTo(0);
        assertThat(Files.readString(file)).isEqualTo(text);

        // The final move fails (a non-empty folder stands where the file goes): a reason, and no partial file left.
        Path blocker = out.resolve("completion-n12-a3-s2.param");
        Files.createDirectories(blocker.resolve("inside"));
        CommandRun failed = CommandRun.of("generate", "completion", "12", "3", "--seed", "2", "--out", out.toString(), "--force");
        assertThat(failed.exitCode()).isEqualTo(2);
        assertThat(failed.err()).startsWith("nqueens generate: Cannot write " + blocker + ": ").doesNotContain("Exception");
        try (Stream<Path> files = Files.list(out)) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(name -> name.endsWith(".part"));
        }
    }

    @Test
    void generateFilesHaveTheUsualModeNotOwnerOnly() throws IOException {
        assumeThat(dir.getFileSystem().supportedFileAttributeViews()).contains("posix");
        Path out = dir.resolve("modes");
        assertThat(CommandRun.of("generate", "blocked", "8", "3", "--out", out.toString()).exitCode()).isEqualTo(0);
        Path usual = Files.createFile(out.resolve("usual"));
        Set<PosixFilePermission> expected = Files.getPosixFilePermissions(usual);
        assertThat(Files.getPosixFilePermissions(out.resolve("blocked-n8-a3-s1.param"))).isEqualTo(expected)
                .contains(PosixFilePermission.OTHERS_READ);
    }

    @Test
    void generateRefusesAnEmptyFolderNameAndSaysWhyAWriteFails() throws IOException {
        CommandRun empty = CommandRun.of("generate", "blocked", "8", "3", "--out=");
        assertThat(empty.exitCode()).isEqualTo(2);
        assertThat(empty.err()).isEqualTo("nqueens generate: The folder --out is empty; name a folder (--out . for the current one).\n");

        Path notAFolder = Files.writeString(dir.resolve("plain"), "x");
        CommandRun intoAFile = CommandRun.of("generate", "blocked", "8", "3", "--out", notAFolder.resolve("sub").toString());
        assertThat(intoAFile.exitCode()).isEqualTo(2);
        assertThat(intoAFile.err()).startsWith("nqueens generate: Cannot make the folder --out " + notAFolder.resolve("sub") + ": ")
                .doesNotEndWith(": null.\n");
    }

    @Test
    void compareChecksTheReportCanBeWrittenBeforeRunning() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("report.html"));
        long start = System.nanoTime();
        CommandRun run = CommandRun.of("compare", "--report", folder.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("nqueens compare: Cannot write the report " + folder + ": it is a folder; name a file, such as report.html.\n");
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(5);
    }

    @Test
    void compareRefusesAReportInAFolderItCannotWrite() throws IOException {
        assumeThat(System.getProperty("user.name")).as("root may write anywhere").isNotEqualTo("root");
        Path locked = Files.createDirectories(dir.resolve("locked"));
        Files.setPosixFilePermissions(locked, Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_EXECUTE));
        try {
            CommandRun run = CommandRun.of("compare", "--report", locked.resolve("r.html").toString());
            assertThat(run.exitCode()).isEqualTo(2);
            assertThat(run.err()).contains("permission denied in the folder " + locked);
        } finally {
            Files.setPosixFilePermissions(locked, Set.of(PosixFilePermission.values()));
        }
    }
}
