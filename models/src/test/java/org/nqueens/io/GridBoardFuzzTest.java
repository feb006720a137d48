package org.nqueens.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.nqueens.problem.Square;
import org.nqueens.testing.InputContract;

/**
 * Fuzzes the grid reader, both ways a grid is read: as the classic board (queens and blocked
 * squares, n lines of n) and as a position of the problem family (pieces, pawns, blocked squares,
 * R x C, a box of layers). Any text is a value or one input error with a one-line message; a
 * position's squares lie on its board. Replays its committed inputs in the default suite;
 * {@code scripts/fuzz GridBoardFuzzTest MINUTES} runs a campaign.
 */
class GridBoardFuzzTest {

    @FuzzTest
    void readsAGridOrSaysWhyNot(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);
        InputContract.read(() -> GridBoard.parse(text, "board.txt")).ifPresent(board -> {
            String written = CsplibParams.format(board);
            assertThat(CsplibParams.parse(written, "board.param")).as("the grid's board written as %s and read back", written).isEqualTo(board);
        });
        InputContract.read(() -> GridBoard.position(text, "board.txt")).ifPresent(position -> {
            assertThat(position.rows()).isPositive();
            assertThat(position.columns()).isPositive();
            assertThat(position.layers()).isPositive();
            for (List<Square> squares : List.of(position.pieces(), position.blocked(), position.pawns())) {
                for (Square square : squares) {
                    assertThat(square.row()).isBetween(1, position.rows());
                    assertThat(square.column()).isBetween(1, position.columns());
                    assertThat(square.layer()).isBetween(1, position.layers());
                }
            }
        });
    }
}
