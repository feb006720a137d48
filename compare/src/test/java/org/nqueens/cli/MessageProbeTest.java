package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The messages the hostile-input probe (issue 31, part 5) found misleading, each with the line it now gives. */
class MessageProbeTest {

    @TempDir
    Path dir;

    @Test
    void aCsplibSizeTooLargeForAnIntSaysItIsTooLargeNamingTheLimit() throws IOException {
        Path file = Files.writeString(dir.resolve("big.param"), "letting n = 99999999999\n");
        CommandRun run = CommandRun.of("solve", "--file", file.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("nqueens solve: " + file + ":1:13: the board size n (99999999999) is too large;"
                + " it must be at most " + (Integer.MAX_VALUE / 2) + "\n");
        Path zero = Files.writeString(dir.resolve("zero.param"), "letting n = 0\n");
        assertThat(CommandRun.of("solve", "--file", zero.toString()).err()).contains("the board size n must be a whole number of at least 1");
    }

    @Test
    void aPentominoRectangleTooLargeSaysItIsTooLarge() {
        CommandRun run = CommandRun.of("generate", "exact-cover", "pentomino", "1000000x1000000");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("nqueens generate exact-cover: The rectangle '1000000x1000000' is too large: the twelve pentominoes"
                + " cover 60 cells, so it must be 6x10, 5x12, 4x15 or 3x20 (or a transpose).\n");
        assertThat(CommandRun.of("generate", "exact-cover", "pentomino", "six-by-ten").err()).contains("must be written RxC");
    }

    @Test
    void levelsSaysItTakesNOnly() {
        CommandRun board = CommandRun.of("levels", "--board", "Q...");
        assertThat(board.exitCode()).isEqualTo(2);
        assertThat(board.err()).isEqualTo("nqueens levels: levels counts the empty board of size N; it takes N only, not --board"
                + " (see 'nqueens levels --help')\n");
        CommandRun word = CommandRun.of("levels", "abc");
        assertThat(word.exitCode()).isEqualTo(2);
        assertThat(word.err()).contains("'abc' is not a board size").doesNotContain("int");
    }

    @Test
    void verifyLabelsAPieceCountMismatchAsSuch() {
        CommandRun run = CommandRun.of("verify", "--board", "1 3 . .", "--piece", "rook", "--pieces", "3");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).isEqualTo("piece count: The placement holds 2 pieces where the problem asks for 3.\n");
        CommandRun attack = CommandRun.of("verify", "--board", "1 1 . .", "--piece", "rook", "--pieces", "2");
        assertThat(attack.out()).startsWith("attack: ");
    }

    @Test
    void echoedInputHasItsControlCharactersEscapedAndIsCutShort() throws IOException {
        Path escape = Files.writeString(dir.resolve("escape.txt"), "a b\na \u001b[31mred\n");
        assertEcho(CommandRun.of("exact-cover", escape.toString()), "\\u001b[31mred");
        Path name = dir.resolve("\u001b[2Jboard.txt");
        assertEcho(CommandRun.of("solve", "--file", name.toString()), "\\u001b[2Jboard.txt");
        assertEcho(CommandRun.of("verify", "--board", "1 \u001b[2J 3 ."), "\\u001b[2J");
        assertEcho(CommandRun.of("solve", "8", "--solver", "\u001b[2Jdlx"), "\\u001b[2Jdlx");
        assertEcho(CommandRun.of("solve", "8", "--time-limit", "\u001b[2J"), "\\u001b[2J");
        Path huge = Files.writeString(dir.resolve("huge.txt"), "a b\na " + "x".repeat(5_000_000) + "\n");
        CommandRun run = CommandRun.of("exact-cover", huge.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).hasSizeLessThan(600).contains("xxx...");
        Path twice = Files.writeString(dir.resolve("twice.txt"), ("y".repeat(5_000_000) + " ").repeat(2) + "\n");
        assertThat(CommandRun.of("exact-cover", twice.toString()).err()).hasSizeLessThan(600);
    }

    private static void assertEcho(CommandRun run, String escaped) {
        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains(escaped).doesNotContain("\u001b");
    }

    @Test
    void aReadOnlyFileSystemIsNamedAsSuch() throws IOException {
        Optional<Path> readOnly = readOnlyFolder();
        assumeThat(readOnly).as("no read-only file system is mounted here; the read-only message is not tried").isPresent();
        Path report = readOnly.get().resolve("report.html");
        CommandRun run = CommandRun.of("compare", "--n", "4..4", "--report", report.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("read-only file system").doesNotContain("permission denied");
    }

    /** A folder on a file system mounted read-only, from /proc/mounts (Linux); empty where there is none. */
    private static Optional<Path> readOnlyFolder() throws IOException {
        Path mounts = Path.of("/proc/mounts");
        if (!Files.isReadable(mounts)) {
            return Optional.empty();
        }
        try (Stream<String> lines = Files.lines(mounts)) {
            return lines.map(line -> line.split(" ")).filter(fields -> fields.length >= 4)
                    .filter(fields -> Stream.of(fields[3].split(",")).anyMatch("ro"::equals))
                    .filter(fields -> !fields[2].equals("proc") && !fields[2].equals("sysfs"))
                    .map(fields -> Path.of(fields[1].replace("\\040", " "))).filter(Files::isDirectory).findFirst();
        }
    }
}
