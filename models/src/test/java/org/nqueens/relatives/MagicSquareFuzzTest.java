package org.nqueens.relatives;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.nqueens.testing.InputContract;

/**
 * Fuzzes the reader of magic-square files ({@code magic --file}): any text is a square holding
 * 1..N^2 once each or one input error with a one-line message, and a square written one row a line
 * reads back equal (and as magic or not as before). Replays its committed inputs in the default
 * suite; {@code scripts/fuzz MagicSquareFuzzTest MINUTES} runs a campaign.
 */
class MagicSquareFuzzTest {

    @FuzzTest
    void readsASquareOrSaysWhyNot(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);
        InputContract.read(() -> MagicSquare.parse(text, "square.txt")).ifPresent(square -> {
            String written = Arrays.stream(square.cells())
                    .map(row -> Arrays.stream(row).mapToObj(Integer::toString).collect(Collectors.joining(" ")))
                    .collect(Collectors.joining("\n", "", "\n"));
            MagicSquare read = MagicSquare.parse(written, "square.txt");
            assertThat(read).as("the square written as %s and read back", written).isEqualTo(square);
            assertThat(read.notMagic()).isEqualTo(square.notMagic());
        });
    }
}
