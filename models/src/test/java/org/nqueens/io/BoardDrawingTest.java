package org.nqueens.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;

class BoardDrawingTest {

    @Test
    void drawsRowNAtTheTopWithColumnLetters() {
        String drawing = BoardDrawing.draw(Solution.of(2, 4, 1, 3));
        assertThat(drawing).isEqualTo("""
                4 . . Q .
                3 Q . . .
                2 . . . Q
                1 . Q . .
                  a b c d
                """);
    }

    @Test
    void drawsTheGivenQueensAndBlockedSquaresOfAPartialBoard() {
        String drawing = BoardDrawing.draw(Problem.classic(4, List.of(new Square(1, 2)), List.of(new Square(4, 4))));
        assertThat(drawing).isEqualTo("""
                4 . . . x
                3 . . . .
                2 . . . .
                1 . Q . .
                  a b c d
                """);
    }

    @Test
    void omitsLettersPastTwentySixColumnsAndAlignsRowNumbers() {
        String drawing = BoardDrawing.draw(Problem.queens(27));
        assertThat(drawing.lines()).hasSize(27);
        assertThat(drawing.lines().findFirst().orElseThrow()).startsWith("27 . .");
        assertThat(drawing.lines().reduce((a, b) -> b).orElseThrow()).startsWith(" 1 . .");
    }

    @Test
    void refusesBoardsTooLargeToDraw() {
        assertThatThrownBy(() -> BoardDrawing.draw(Problem.queens(BoardDrawing.MAX_SIZE + 1)))
                .hasMessage("A board of size 65 is too large to draw (at most 64 columns); use the compact format.");
    }
}
