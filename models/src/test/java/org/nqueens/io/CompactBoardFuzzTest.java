package org.nqueens.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import org.nqueens.problem.Problem;
import org.nqueens.testing.InputContract;

/**
 * Fuzzes the compact board reader ({@code --board "1 5 8 6 3 7 2 4"}): any text is a board or one
 * input error with a one-line message, and the compact string of a board reads back to the same
 * board, as the string and as a board file. Replays its committed inputs in the default suite; {@code scripts/fuzz CompactBoardFuzzTest
 * MINUTES} runs a campaign.
 */
class CompactBoardFuzzTest {

    @FuzzTest
    void readsABoardOrSaysWhyNot(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);
        InputContract.read(() -> CompactBoard.parse(text, "--board")).ifPresent(board -> {
            String written = CompactBoard.format(board);
            Problem read = CompactBoard.parse(written, "--board");
            assertThat(read).as("the board %s read back", written).isEqualTo(board);
            // "." (n = 1, no queen) does not look compact; a file holding it reads as the grid of the same board.
            assertThat(BoardFiles.parse(written, "board.txt")).as("the file holding %s read back", written).isEqualTo(board);
        });
    }
}
