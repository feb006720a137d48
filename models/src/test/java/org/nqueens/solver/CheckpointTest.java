package org.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueens.problem.InvalidInputException;

class CheckpointTest {

    @TempDir
    Path dir;

    /** A result of two numbers. */
    record Pair(long first, long second) {
    }

    /** The codec of the journals here and of CheckpointFuzzTest's. */
    static final Checkpoint.Codec<Pair> CODEC = new Checkpoint.Codec<>() {
        @Override
        public List<String> fields() {
            return List.of("first", "second");
        }

        @Override
        public long[] encode(Pair pair) {
            return new long[] {pair.first(), pair.second()};
        }

        @Override
        public Pair decode(long[] values) {
            if (values[0] < 0) {
                throw new IllegalArgumentException("first (" + values[0] + ") is negative");
            }
            return new Pair(values[0], values[1]);
        }
    };

    private static final List<String> PLAN = List.of("a", "b", "c", "d");

    static Map<String, String> identity(String n, String question) {
        Map<String, String> identity = new LinkedHashMap<>();
        identity.put("program", "nqueens test");
        identity.put("n", n);
        identity.put("question", question);
        return identity;
    }

    private Checkpoint<Pair> open(Path file) {
        return Checkpoint.open(file, identity("8", "count"), PLAN, CODEC);
    }

    @Test
    void recordedPartsAreFinishedWhenTheFileIsOpenedAgain() {
        Path file = dir.resolve("run.ckpt");
        try (Checkpoint<Pair> checkpoint = open(file)) {
            assertThat(checkpoint.resumedParts()).isZero();
            checkpoint.record("b", new Pair(3, 4));
            checkpoint.record("d", new Pair(5, 6));
        }
        try (Checkpoint<Pair> checkpoint = open(file)) {
            assertThat(checkpoint.resumedParts()).isEqualTo(2);
            assertThat(checkpoint.finished("b")).contains(new Pair(3, 4));
            assertThat(checkpoint.finished("d")).contains(new Pair(5, 6));
            assertThat(checkpoint.finished("a")).isEmpty();
            assertThat(checkpoint.droppedTornLines()).isZero();
        }
    }

    @Test
    void aFinalLineCutShortIsDroppedAndTheFileGoesOnFromTheLineBefore() throws IOException {
        Path file = dir.resolve("torn.ckpt");
        try (Checkpoint<Pair> checkpoint = open(file)) {
            checkpoint.record("a", new Pair(1, 2));
            checkpoint.record("c", new Pair(7, 8));
        }
        String whole = Files.readString(file);
        // Every cut inside the last line, as a kill during its write leaves it.
        int lastLine = whole.lastIndexOf('\n', whole.length() - 2) + 1;
        for (int cut = lastLine + 1; cut < whole.length(); cut++) {
            Files.writeString(file, whole.substring(0, cut));
            try (Checkpoint<Pair> checkpoint = open(file)) {
                assertThat(checkpoint.droppedTornLines()).as("cut at %d", cut).isEqualTo(1);
                assertThat(checkpoint.finished("a")).contains(new Pair(1, 2));
                assertThat(checkpoint.finished("c")).isEmpty();
                checkpoint.record("c", new Pair(7, 8));
            }
            assertThat(Files.readString(file)).isEqualTo(whole);
        }
    }

    @Test
    void aCheckpointOfAnotherQuestionSizePlanOrProgramIsRefused() {
        Path file = dir.resolve("other.ckpt");
        try (Checkpoint<Pair> checkpoint = open(file)) {
            checkpoint.record("a", new Pair(1, 2));
        }
        assertThatThrownBy(() -> Checkpoint.open(file, identity("9", "count"), PLAN, CODEC)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("written for n 8, but this run has n 9").hasMessageNotContaining("\n");
        assertThatThrownBy(() -> Checkpoint.open(file, identity("8", "count unique"), PLAN, CODEC))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("question count, but this run has question count unique");
        assertThatThrownBy(() -> Checkpoint.open(file, identity("8", "count"), List.of("a", "b", "c"), CODEC))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("plan 4 parts");
        Map<String, String> newer = identity("8", "count");
        newer.put("program", "nqueens 2");
        assertThatThrownBy(() -> Checkpoint.open(file, newer, PLAN, CODEC)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("program nqueens test");
    }

    @Test
    void aDamagedLineIsRefusedWhereverItIs() throws IOException {
        Path file = dir.resolve("damaged.ckpt");
        try (Checkpoint<Pair> checkpoint = open(file)) {
            checkpoint.record("a", new Pair(1, 2));
            checkpoint.record("b", new Pair(3, 4));
        }
        String whole = Files.readString(file);
        assertRefused(file, whole.replace("a 1 2", "a 1 3"), "checksum");
        assertRefused(file, whole.replace("a 1 2", "a 1"), "words");
        assertRefused(file, whole + whole.substring(whole.indexOf("b 3 4")), "recorded twice");
        assertRefused(file, whole + "z 1 2 " + crcLine(file, "z 1 2") + "\n", "not in the plan");
        assertRefused(file, whole.replace("b 3 4", "b 3 x"), "checksum");
        assertRefused(file, whole + "a -1 2 " + crcLine(file, "a -1 2") + "\n", "negative");
        assertRefused(file, "not a checkpoint\n", "not a checkpoint");
        assertRefused(file, whole.substring(0, whole.indexOf("parts-follow")), "header");
    }

    @Test
    void aCheckpointInUseIsRefused() {
        Path file = dir.resolve("busy.ckpt");
        try (Checkpoint<Pair> checkpoint = open(file)) {
            assertThatThrownBy(() -> open(file)).isInstanceOf(InvalidInputException.class).hasMessageContaining("in use");
        }
    }

    @Test
    void aFolderOrAPathWithoutItsFolderIsRefusedAsBadInput() {
        assertThatThrownBy(() -> open(dir)).isInstanceOf(InvalidInputException.class)
                .hasMessage("The checkpoint " + dir + " is a folder; give the path of a file (it is made if missing).");
        Path missing = dir.resolve("missing/count.ckpt");
        assertThatThrownBy(() -> open(missing)).isInstanceOf(InvalidInputException.class)
                .hasMessage("The checkpoint " + missing + " cannot be made: its folder " + missing.getParent() + " does not exist.");
    }

    @Test
    void anEmptyFileIsANewCheckpoint() throws IOException {
        Path file = Files.createFile(dir.resolve("empty.ckpt"));
        try (Checkpoint<Pair> checkpoint = open(file)) {
            assertThat(checkpoint.resumedParts()).isZero();
        }
        assertThat(Files.readString(file)).startsWith("nqueens-checkpoint 1\nprogram nqueens test\nn 8\nquestion count\n");
    }

    private void assertRefused(Path file, String content, String fault) throws IOException {
        Files.writeString(file, content, StandardCharsets.UTF_8, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.CREATE);
        assertThatThrownBy(() -> open(file)).isInstanceOf(InvalidInputException.class).hasMessageContaining(fault)
                .hasMessageNotContaining("\n");
    }

    /** The checksum the journal writes for {@code line}: a well-formed line, so that only the named fault is left. */
    private static String crcLine(Path beside, String line) {
        CRC32 crc = new CRC32();
        crc.update(line.getBytes(StandardCharsets.UTF_8));
        return String.format("%08x", crc.getValue());
    }
}
