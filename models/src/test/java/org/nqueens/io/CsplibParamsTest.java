package org.nqueens.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Square;
import org.nqueens.testing.Instances;

class CsplibParamsTest {

    @Test
    void readsNaucksPuzzleWithZeroBasedQueens() {
        Problem board = CsplibParams.parse("letting n = 8\nletting init = [[3, 3], [4, 1]]\n", "nauck.param");
        assertThat(board.rows()).isEqualTo(8);
        assertThat(board.given()).containsExactly(new Square(4, 4), new Square(5, 2));
        assertThat(board.blocked()).isEmpty();
    }

    @Test
    void readsBlocksOneBasedWithCommentsLineBreaksAndATrailingComma() {
        String text = """
                language ESSENCE' 1.0
                $ a blocked board
                letting n = 4 $ size
                letting blocks = [[1,1],
                [4,
                 4],
                ]
                letting init = []
                """;
        Problem board = CsplibParams.parse(text, "b.param");
        assertThat(board.blocked()).containsExactly(new Square(1, 1), new Square(4, 4));
        assertThat(board.given()).isEmpty();
    }

    @Test
    void readsBothInitAndBlocks() {
        Problem board = CsplibParams.parse("letting blocks = [[2, 2]] letting n=5 letting init=[[0,0]]", "both.param");
        assertThat(board.given()).containsExactly(new Square(1, 1));
        assertThat(board.blocked()).containsExactly(new Square(2, 2));
    }

    @Test
    void readsEveryBundledInstance() {
        assertThat(Instances.all()).hasSize(17).allSatisfy(instance -> assertThat(instance.problem().rows()).isEqualTo(instance.n()));
    }

    @ParameterizedTest(name = "[{0}]")
    @CsvSource(delimiter = '|', value = {
        "letting init = [[0, 0]]                      | p: no board size; the file must say 'letting n = N'",
        "letting n = 0                                | p:1:13: the board size n must be a whole number of at least 1",
        "letting n = [1]                              | p:1:13: the board size n must be a whole number of at least 1",
        "letting n = 8 letting m = 3                  | p:1:23: unknown parameter 'm'; the parameters are n, init and blocks",
        "letting n = 8 letting n = 9                  | p:1:23: the parameter 'n' is given twice",
        "letting n = 8 letting init = [[3, 3] [4, 1]] | p:1:38: expected ',' or ']' but found '['",
        "letting n = 8 letting init = [[3, 3], [4, 1] | p:1:45: expected ',' or ']' but found the end of the file",
        "letting n = 8 letting init = [[8, 1]]        | p:1:31: the entry [8, 1] of 'init' lies outside the board of size 8; 'init' counts rows and columns from 0 to 7",
        "letting n = 8 letting blocks = [[0, 1]]      | p:1:33: the entry [0, 1] of 'blocks' lies outside the board of size 8; 'blocks' counts rows and columns from 1 to 8",
        "letting n = 8 letting init = [[1, 2, 3]]     | p:1:31: each entry of 'init' must be a pair [row, column] of numbers",
        "letting n = 8 letting init = 5               | p:1:30: 'init' must be a list of [row, column] pairs",
        "letting n = 8 letting init = [[1, 1], [1, 2]] | p: The queens at row 2, column 2 and row 2, column 3 share row 2.",
        "letting n = 8 letting init = [[1, 1], [1, 1]] | p:1:39: the queen [1, 1] is given twice in 'init'",
        "letting n = 8 letting init = [[1, 1]] letting blocks = [[2, 2]] | p: The queen at row 2, column 2 stands on a blocked square.",
        "letting n = 8 # comment                      | p:1:15: unexpected character '#' in a CSPLib parameter file",
        "letting n = 8 8                              | p:1:15: expected 'letting' but found '8'",
        "letting n 8                                  | p:1:11: expected '=' after 'letting n' but found '8'",
        "letting = 8                                  | p:1:9: expected a parameter name after 'letting' but found '='",
    })
    void rejectsMalformedFilesNamingLineAndColumn(String text, String message) {
        assertThatThrownBy(() -> CsplibParams.parse(text, "p"))
                .isInstanceOf(BoardFormatException.class)
                .hasMessage(message);
    }

    @Test
    void numbersLinesFromOne() {
        assertThatThrownBy(() -> CsplibParams.parse("letting n = 8\nletting init = [[3, 3],\n  [9, 1]]", "f.param"))
                .hasMessageStartingWith("f.param:3:3: the entry [9, 1] of 'init'");
    }
}
