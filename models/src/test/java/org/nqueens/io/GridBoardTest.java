package org.nqueens.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Square;

class GridBoardTest {

    @Test
    void readsTheTopLineAsTheLastRow() {
        Problem board = GridBoard.parse("""
                .Q..
                ...Q
                Q...
                x.Q.
                """, "g.txt");
        assertThat(board.rows()).isEqualTo(4);
        assertThat(board.given()).containsExactly(new Square(1, 3), new Square(2, 1), new Square(3, 4), new Square(4, 2));
        assertThat(board.blocked()).containsExactly(new Square(1, 1));
    }

    @Test
    void ignoresSpacesBetweenSquaresBlankLinesAroundAndWindowsLineEnds() {
        Problem board = GridBoard.parse("\n\n. Q . .\r\n. . . Q\r\nQ . . .\r\n. . Q .\r\n\n", "g.txt");
        assertThat(board.givenSolution()).isPresent();
    }

    @Test
    void roundTripsThroughTheDrawingsSquares() {
        Problem board = GridBoard.parse("..x\nQ..\n..Q\n", "g");
        String drawing = BoardDrawing.draw(board);
        assertThat(drawing).isEqualTo("3 . . x\n2 Q . .\n1 . . Q\n  a b c\n");
    }

    @ParameterizedTest(name = "[{0}]")
    @CsvSource(delimiter = '|', value = {
        "''                 | g: the file is empty; a grid has n lines of n squares (Q queen, . free, x blocked)",
        "'..\\n.Z'          | g:2:2: unexpected character 'Z'; a square is Q (queen), . (free) or x (blocked)",
        "'...\\n..\\n...'   | g:2: row 2 has 2 squares; the grid has 3 lines, so every line must have 3 squares",
        "'..\\n...'         | g:2:3: row 1 has more than 2 squares; the grid has 2 lines, so every line must have 2 squares",
        "'QQ\\n..'          | g: The queens at row 2, column 1 and row 2, column 2 share row 2.",
    })
    void rejectsMalformedGridsNamingLineAndColumn(String text, String message) {
        assertThatThrownBy(() -> GridBoard.parse(text.replace("\\n", "\n"), "g"))
                .isInstanceOf(BoardFormatException.class)
                .hasMessage(message);
    }
}
