package org.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.nqueens.testing.InputContract;

/**
 * Fuzzes the reader of the checkpoint journal: any file at the checkpoint's path opens (every part
 * it records a finished one of the plan) or is refused with one input error whose message is one
 * line, and a part recorded in an opened journal is there when it is opened again. The first byte of
 * an input chooses whether the rest follows the journal's own header (so that the fuzzer reaches the
 * part lines) or is the whole file. Replays its committed inputs in the default suite;
 * {@code scripts/fuzz CheckpointFuzzTest MINUTES} runs a campaign.
 */
class CheckpointFuzzTest {

    private static final List<String> PARTS = List.of("r0", "r1", "r2", "f0-1", "f1-3");
    private static final Map<String, String> IDENTITY = CheckpointTest.identity("8", "solutions");
    private static final Path FOLDER;
    private static final byte[] HEADER;

    static {
        try {
            FOLDER = Files.createTempDirectory("checkpoint-fuzz");
            FOLDER.toFile().deleteOnExit();
            Path empty = FOLDER.resolve("header");
            try (Checkpoint<CheckpointTest.Pair> fresh = Checkpoint.open(empty, IDENTITY, PARTS, CheckpointTest.CODEC)) {
                assertThat(fresh.resumedParts()).isZero();
            }
            HEADER = Files.readAllBytes(empty);
            Files.delete(empty);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @FuzzTest
    void opensAJournalOrSaysWhyNot(byte[] input) throws IOException {
        Path file = FOLDER.resolve("journal");
        byte[] rest = input.length == 0 ? input : Arrays.copyOfRange(input, 1, input.length);
        boolean withHeader = input.length > 0 && (input[0] & 1) == 0;
        byte[] bytes = rest;
        if (withHeader) {
            bytes = Arrays.copyOf(HEADER, HEADER.length + rest.length);
            System.arraycopy(rest, 0, bytes, HEADER.length, rest.length);
        }
        Files.write(file, bytes);
        try {
            InputContract.read(() -> Checkpoint.open(file, IDENTITY, PARTS, CheckpointTest.CODEC)).ifPresent(journal -> {
                int resumed = journal.resumedParts();
                String missing = PARTS.stream().filter(id -> journal.finished(id).isEmpty()).findFirst().orElse(null);
                if (missing != null) {
                    journal.record(missing, new CheckpointTest.Pair(7, 11));
                }
                journal.close();
                try (Checkpoint<CheckpointTest.Pair> again = Checkpoint.open(file, IDENTITY, PARTS, CheckpointTest.CODEC)) {
                    assertThat(again.resumedParts()).as("the parts of the journal opened again").isEqualTo(resumed + (missing == null ? 0 : 1));
                    assertThat(again.droppedTornLines()).as("torn lines of a journal closed whole").isZero();
                    if (missing != null) {
                        assertThat(again.finished(missing)).as("the part recorded").contains(new CheckpointTest.Pair(7, 11));
                    }
                }
            });
        } finally {
            Files.deleteIfExists(file);
        }
    }
}
