package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;

/** {@code count N --checkpoint FILE} and {@code count N --placements}. */
class CheckpointCommandTest {

    private static final long SEED = 20261123L;
    private static final int HEADER_LINES = 7;

    @TempDir
    Path dir;

    static Stream<KnownCount> placements() {
        return KnownCounts.all().stream().filter(row -> row.n() <= 12);
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("placements")
    void placementsAreTheSeedTablesFigure(KnownCount known) {
        CommandRun run = CommandRun.of("count", Integer.toString(known.n()), "--placements", "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("\"count\":" + known.solutions() + ",")
                .contains("\"placements\":" + known.dfsPlacements().orElseThrow() + ",");
    }

    @Test
    void aResumedCountPrintsTheSameAsAnUninterruptedOne() throws IOException {
        Path file = dir.resolve("count-11.ckpt");
        CommandRun plain = CommandRun.of("count", "11", "--unique", "--format", "json");
        CommandRun first = CommandRun.of("count", "11", "--unique", "--checkpoint", file.toString(), "--format", "json");
        CommandRun again = CommandRun.of("count", "11", "--unique", "--checkpoint", file.toString(), "--format", "json");
        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(again.exitCode()).as(again.err()).isZero();
        String counts = plain.out().substring(0, plain.out().indexOf(",\"complete\""));
        assertThat(first.out()).startsWith(counts);
        assertThat(again.out()).startsWith(counts).contains("\"subproblems_resumed\":" + (Files.readAllLines(file).size() - HEADER_LINES));
    }

    @Test
    void aCheckpointOfAnotherSizeOrQuestionIsRefused() {
        Path file = dir.resolve("count-9.ckpt");
        assertThat(CommandRun.of("count", "9", "--checkpoint", file.toString()).exitCode()).isZero();
        CommandRun otherSize = CommandRun.of("count", "10", "--checkpoint", file.toString());
        assertThat(otherSize.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(otherSize.err()).contains("written for n 9, but this run has n 10").hasLineCount(1);
        assertThat(otherSize.out()).isEmpty();
        CommandRun otherQuestion = CommandRun.of("count", "9", "--placements", "--checkpoint", file.toString());
        assertThat(otherQuestion.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(otherQuestion.err()).contains("question count, but this run has question count placements").hasLineCount(1);
    }

    @Test
    void aCorruptedCheckpointIsRefused() throws IOException {
        Path file = dir.resolve("count-10.ckpt");
        assertThat(CommandRun.of("count", "10", "--checkpoint", file.toString()).exitCode()).isZero();
        List<String> lines = Files.readAllLines(file);
        String line = lines.get(HEADER_LINES + 2);
        lines.set(HEADER_LINES + 2, line.replaceFirst(" (\\d+) ", " 9$1 "));
        Files.write(file, lines);
        CommandRun run = CommandRun.of("count", "10", "--checkpoint", file.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains("Line " + (HEADER_LINES + 3)).contains("damaged").hasLineCount(1);
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aCheckpointPathThatCannotHoldAFileIsBadInputNotABug() throws IOException {
        CommandRun folder = CommandRun.of("count", "8", "--checkpoint", dir.toString());
        assertThat(folder.exitCode()).as(folder.err()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(folder.err()).isEqualTo("nqueens count: The checkpoint " + dir + " is a folder; give the path of a file (it is made if missing).\n");
        assertThat(folder.out()).isEmpty();
        Path missing = dir.resolve("no/such/count.ckpt");
        CommandRun noFolder = CommandRun.of("count", "8", "--checkpoint", missing.toString());
        assertThat(noFolder.exitCode()).as(noFolder.err()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(noFolder.err()).isEqualTo("nqueens count: The checkpoint " + missing + " cannot be made: its folder "
                + missing.getParent() + " does not exist.\n");
        assertThat(dir.resolve("no")).doesNotExist();
    }

    @Test
    void anotherSolverDoesNotTakeACheckpoint() {
        CommandRun run = CommandRun.of("count", "8", "--solver", "dlx", "--checkpoint", dir.resolve("x").toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).isEqualTo("nqueens count: --checkpoint is answered by the bitboard counter; --solver dlx does not take it.\n");
        CommandRun placements = CommandRun.of("count", "8", "--solver", "dlx", "--placements");
        assertThat(placements.err()).isEqualTo("nqueens count: --placements is answered by the bitboard counter; --solver dlx does not take it.\n");
        CommandRun both = CommandRun.of("count", "8", "--torus", "--placements", "--checkpoint", dir.resolve("x").toString());
        assertThat(both.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(both.err()).isEqualTo("nqueens count: --checkpoint and --placements count the empty n x n board of queens;"
                + " 8 queens on 8 x 8 torus is counted without them.\n");
    }

    @Test
    void aCountKilledAtRandomMomentsResumesToTheExactTotal() throws IOException, InterruptedException {
        KnownCount known = KnownCounts.of(15).orElseThrow();
        Path file = dir.resolve("count-15.ckpt");
        Random random = new Random(SEED);
        System.out.println("aCountKilledAtRandomMomentsResumesToTheExactTotal: seed " + SEED);
        int kills = 3;
        for (int kill = 1; kill <= kills; kill++) {
            // A moment: once the journal holds a random number more lines, plus a random few milliseconds.
            long before = lines(file);
            long waitFor = before + 1 + random.nextInt(40);
            long extraMillis = random.nextInt(30);
            Process count = start(known.n(), file, dir.resolve("out-" + kill + ".txt"));
            try {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (lines(file) < waitFor && count.isAlive() && System.nanoTime() < deadline) {
                    Thread.sleep(2);
                }
                Thread.sleep(extraMillis);
                assertThat(count.isAlive()).as("kill %d (seed %d): the count is still running", kill, SEED).isTrue();
                count.destroyForcibly();
                assertThat(count.waitFor(20, TimeUnit.SECONDS)).isTrue();
                assertThat(count.exitValue()).as("killed by SIGKILL").isEqualTo(137);
            } finally {
                count.destroyForcibly();
            }
            assertThat(lines(file)).as("kill %d (seed %d) came after new parts were recorded", kill, SEED).isGreaterThan(before);
        }
        Process last = start(known.n(), file, dir.resolve("out-last.txt"));
        assertThat(last.waitFor(300, TimeUnit.SECONDS)).isTrue();
        String out = Files.readString(dir.resolve("out-last.txt"), StandardCharsets.UTF_8);
        assertThat(last.exitValue()).as("seed %d: %s", SEED, out).isZero();
        assertThat(out).as("seed %d", SEED).contains("\"count\":" + known.solutions() + ",").contains("\"unique\":" + known.unique() + ",")
                .contains("\"placements\":" + known.dfsPlacements().orElseThrow() + ",").contains("\"subproblems_resumed\":");
    }

    @Test
    void aSecondCountOnTheSameCheckpointRefusesAndNeitherLosesNorRepeatsAPart() throws IOException, InterruptedException {
        KnownCount known = KnownCounts.of(16).orElseThrow();
        Path file = dir.resolve("count-16.ckpt");
        Process first = start(known.n(), file, dir.resolve("out-first.txt"));
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (lines(file) < HEADER_LINES + 1 && first.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(2);
            }
            assertThat(first.isAlive()).as("the first count is still running").isTrue();
            CommandRun second = CommandRun.of("count", "16", "--unique", "--placements", "--checkpoint", file.toString());
            assertThat(second.exitCode()).as(second.err()).isEqualTo(ExitCodes.BAD_INPUT);
            assertThat(second.err()).isEqualTo("nqueens count: The checkpoint " + file
                    + " is in use by another count; wait for it or give another file.\n");
            assertThat(second.out()).isEmpty();
            assertThat(first.waitFor(300, TimeUnit.SECONDS)).isTrue();
            assertThat(first.exitValue()).as(Files.readString(dir.resolve("out-first.txt"))).isZero();
        } finally {
            first.destroyForcibly();
        }
        CommandRun resumed = CommandRun.of("count", "16", "--unique", "--placements", "--checkpoint", file.toString(), "--format", "json");
        assertThat(resumed.exitCode()).as(resumed.err()).isZero();
        // Every part journalled once: the resume reads them all back (a part twice would be refused) to the total.
        assertThat(resumed.out()).contains("\"count\":" + known.solutions() + ",").contains("\"subproblems_resumed\":" + (lines(file) - HEADER_LINES) + "}");
        assertThat(resumed.out()).contains("\"subproblems\":" + (lines(file) - HEADER_LINES) + ",");
    }

    @Test
    void aCheckpointPathThatIsNotARegularFileIsRefusedAndLeftAsItIs() throws IOException, InterruptedException {
        Path dangling = dir.resolve("dangling.ckpt");
        Files.createSymbolicLink(dangling, dir.resolve("nowhere"));
        CommandRun link = CommandRun.of("count", "8", "--checkpoint", dangling.toString());
        assertThat(link.exitCode()).as(link.err()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(link.err()).isEqualTo("nqueens count: The checkpoint " + dangling
                + " is a symbolic link to nothing; give the path of a regular file (it is made if missing).\n");
        assertThat(dir.resolve("nowhere")).doesNotExist();
        assertThat(Files.isSymbolicLink(dangling)).isTrue();
        for (String device : List.of("/dev/null", "/dev/full")) {
            CommandRun run = CommandRun.of("count", "8", "--checkpoint", device);
            assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.BAD_INPUT);
            assertThat(run.err()).isEqualTo("nqueens count: The checkpoint " + device
                    + " is not a regular file (a device, pipe or socket); give the path of a regular file (it is made if missing).\n");
            assertThat(Files.isRegularFile(Path.of(device))).as(device).isFalse();
        }
        Path fifo = dir.resolve("fifo.ckpt");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        if (mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0) {
            CommandRun run = CommandRun.of("count", "8", "--checkpoint", fifo.toString());
            assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.BAD_INPUT);
            assertThat(run.err()).contains("is not a regular file");
            assertThat(Files.isRegularFile(fifo)).isFalse();
        }
    }

    @Test
    void aFullDiskWhileJournallingIsAClearErrorAndKeepsTheJournalReadable() throws IOException, InterruptedException {
        Path mount = dir.resolve("small");
        Files.createDirectory(mount);
        Process tmpfs = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=12k", "tmpfs", mount.toString())
                .redirectErrorStream(true).start();
        boolean mounted = tmpfs.waitFor(10, TimeUnit.SECONDS) && tmpfs.exitValue() == 0;
        org.assertj.core.api.Assumptions.assumeThat(mounted).as("needs to mount a small tmpfs (root)").isTrue();
        try {
            Path file = mount.resolve("count-16.ckpt");
            CommandRun full = CommandRun.of("count", "16", "--checkpoint", file.toString());
            assertThat(full.exitCode()).as(full.err()).isEqualTo(ExitCodes.IO_ERROR);
            assertThat(full.err()).startsWith("nqueens count: The checkpoint " + file + " cannot be written: No space left on device;")
                    .doesNotContain("\tat ").hasLineCount(1);
            long kept = lines(file);
            assertThat(Files.readAllBytes(file)).endsWith((byte) '\n');
            Path copy = dir.resolve("copy.ckpt");
            Files.copy(file, copy);
            CommandRun resumed = CommandRun.of("count", "16", "--checkpoint", copy.toString(), "--format", "json");
            assertThat(resumed.exitCode()).as(resumed.err()).isZero();
            assertThat(resumed.out()).contains("\"count\":" + KnownCounts.of(16).orElseThrow().solutions() + ",")
                    .contains("\"subproblems_resumed\":" + (kept - HEADER_LINES) + "}");
        } finally {
            new ProcessBuilder("umount", mount.toString()).start().waitFor(10, TimeUnit.SECONDS);
        }
    }

    private Process start(int n, Path file, Path out) throws IOException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        return new ProcessBuilder(List.of(java.toString(), "-cp", System.getProperty("java.class.path"), Nqueens.class.getName(),
                "count", Integer.toString(n), "--unique", "--placements", "--threads", "2", "--checkpoint", file.toString(),
                "--format", "json"))
                .redirectErrorStream(true).redirectOutput(out.toFile()).start();
    }

    /** Whole lines in the journal so far (0 before it exists). */
    private static long lines(Path file) throws IOException {
        if (!Files.exists(file)) {
            return 0;
        }
        byte[] bytes = Files.readAllBytes(file);
        long count = 0;
        for (byte b : bytes) {
            if (b == '\n') {
                count++;
            }
        }
        return count;
    }
}
