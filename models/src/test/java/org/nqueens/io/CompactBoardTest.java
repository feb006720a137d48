package org.nqueens.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;
import org.nqueens.testing.Allocations;

class CompactBoardTest {

    @Test
    void readsAFullBoard() {
        Problem board = CompactBoard.parse("1 5 8 6 3 7 2 4", "--board");
        assertThat(board.givenSolution()).hasValue(Solution.of(1, 5, 8, 6, 3, 7, 2, 4));
    }

    @Test
    void readsAPartialBoardWithAnyWhiteSpace() {
        Problem board = CompactBoard.parse("  3 .\t.  5\n. . . .  ", "--board");
        assertThat(board.rows()).isEqualTo(8);
        assertThat(board.given()).containsExactly(new Square(1, 3), new Square(4, 5));
        assertThat(CompactBoard.format(board)).isEqualTo("3 . . 5 . . . .");
    }

    @ParameterizedTest(name = "[{0}]")
    @CsvSource(delimiter = '|', value = {
        "''               | --board: the board is empty; give n tokens, each the column of that row's queen or '.'",
        "'1 x 3'          | --board, token 2: 'x' must be a column from 1 to 3 or '.' (the board has 3 tokens, so n = 3)",
        "'1 5 3'          | --board, token 2: '5' must be a column from 1 to 3 or '.' (the board has 3 tokens, so n = 3)",
        "'0 . .'          | --board, token 1: '0' must be a column from 1 to 3 or '.' (the board has 3 tokens, so n = 3)",
        "'-1 .'           | --board, token 1: '-1' must be a column from 1 to 2 or '.' (the board has 2 tokens, so n = 2)",
        "'1,2,3'          | --board, token 1: '1,2,3' must be a column from 1 to 1 or '.' (the board has 1 tokens, so n = 1)",
        "'99999999999 .'  | --board, token 1: '99999999999' must be a column from 1 to 2 or '.' (the board has 2 tokens, so n = 2)",
    })
    void rejectsMalformedBoardsNamingTheToken(String text, String message) {
        assertThatThrownBy(() -> CompactBoard.parse(text, "--board"))
                .isInstanceOf(BoardFormatException.class)
                .hasMessage(message);
    }

    @Test
    void writesASolutionWithoutBuildingItFirst() {
        StringWriter out = new StringWriter();
        CompactBoard.write(Solution.of(2, 4, 1, 3), out);
        assertThat(out).hasToString("2 4 1 3");
        assertThat(CompactBoard.format(Problem.classic(4, List.of(new Square(2, 4)), List.of()))).isEqualTo(". 4 . .");
    }

    @Test
    void parsesAMillionTokensWithoutAnObjectAQueen() {
        int n = 1_000_000;
        StringBuilder text = new StringBuilder(7 * n);
        for (int row = 1; row <= n; row++) {
            text.append(row == 1 ? "" : " ").append(row % 3 == 0 ? "." : Integer.toString(row));
        }

        long before = Allocations.ofThisThread();
        Problem board = CompactBoard.parse(text, "--board");
        long allocated = Allocations.ofThisThread() - before;

        assertThat(board.rows()).isEqualTo(n);
        assertThat(board.givenCount()).isEqualTo(n - n / 3);
        assertThat(board.givenColumn(1_000_000)).hasValue(1_000_000);
        assertThat(board.givenColumn(999_999)).isEmpty();
        assertThat(allocated).as("bytes allocated parsing n = %d", n).isLessThan(16L * n);
    }

    @ParameterizedTest(name = "[{0}] -> {1}")
    @CsvSource(delimiter = '|', value = {
        "'1 5 8 6 3 7 2 4'   | true",
        "'3 . . 5 . . . .'   | true",
        "'. . . .'           | true",
        "'.Q..'              | false",
        "'letting n = 4'     | false",
        "''                  | false",
    })
    void recognisesTheCompactFormByItsCharacters(String text, boolean compact) {
        assertThat(CompactBoard.looksLike(text)).isEqualTo(compact);
    }
}
