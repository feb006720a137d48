package org.nqueens.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import org.nqueens.testing.InputContract;

/**
 * Fuzzes the reader of CSPLib parameter files (prob079/prob080): any text is a board or one input
 * error with a one-line message, and the parameter file written of a board reads back to the same
 * board. Replays its committed inputs in the default suite; {@code scripts/fuzz CsplibParamsFuzzTest
 * MINUTES} runs a campaign.
 */
class CsplibParamsFuzzTest {

    @FuzzTest
    void readsAParameterFileOrSaysWhyNot(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);
        InputContract.read(() -> CsplibParams.parse(text, "board.param")).ifPresent(board -> {
            String written = CsplibParams.format(board);
            assertThat(CsplibParams.looksLike(written)).as("the written file %s looks like a parameter file", written).isTrue();
            assertThat(CsplibParams.parse(written, "board.param")).as("the board written as %s and read back", written).isEqualTo(board);
        });
    }
}
