package org.nqueens.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.nqueens.testing.InputContract;

/**
 * Fuzzes the reader of board files as {@code --file} and standard input give them: bytes (UTF-8 or
 * not, a byte-order mark or not) whose content chooses the format, compact, CSPLib or grid. Any bytes
 * are a board (and a position) or one input error with a one-line message; a board read so is the
 * board its parameter file reads back to. Replays its committed inputs in the default suite;
 * {@code scripts/fuzz BoardFilesFuzzTest MINUTES} runs a campaign.
 */
class BoardFilesFuzzTest {

    @FuzzTest
    void readsABoardFileOrSaysWhyNot(byte[] input) {
        InputContract.read(() -> BoardFiles.parse(input, "standard input")).ifPresent(board -> {
            String written = CsplibParams.format(board);
            assertThat(BoardFiles.parse(written, "board.param")).as("the board written as %s and read back", written).isEqualTo(board);
        });
        InputContract.read(() -> BoardFiles.position(input, "standard input")).ifPresent(position -> {
            assertThat(position.rows()).isPositive();
            assertThat(position.columns()).isPositive();
        });
    }
}
