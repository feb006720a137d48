package org.nqueens.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.nqueens.problem.Problem;

/** Board text at the edges the bad-input probe found: dots alone, a byte-order mark, two queens in a row. */
class BoardInputEdgesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "'. . . .'            | true",
        "'1 . . .'            | true",
        "'....\\n....\\n....\\n....' | false",
        "'.'                  | false",
        "'Q...'               | false",
        "'letting n = 4'      | false",
    })
    void compactBoardsAreToldFromGrids(String text, boolean compact) {
        assertThat(CompactBoard.looksLike(text.replace("\\n", "\n"))).isEqualTo(compact);
    }

    @Test
    void aByteOrderMarkIsSkippedAndOtherwiseTheTextIsUnchanged() {
        byte[] marked = "\uFEFF. . . . .\n".getBytes(StandardCharsets.UTF_8);
        assertThat(BoardFiles.parse(marked, "standard input")).isEqualTo(Problem.queens(5));
        byte[] unicode = "\uFEFFletting n = 4 $ café\n".getBytes(StandardCharsets.UTF_8);
        assertThat(BoardFiles.parse(unicode, "f.param")).isEqualTo(Problem.queens(4));
    }

    @Test
    void twoQueensInOneRowAreAnAttackNamedInTheInput() {
        assertThatThrownBy(() -> GridBoard.parse("..Q.\n....\nQ..Q\n....\n", "g.txt"))
                .isInstanceOf(AttackingQueensException.class)
                .hasMessage("g.txt: The queens at row 2, column 1 and row 2, column 4 share row 2.")
                .satisfies(e -> assertThat(((AttackingQueensException) e).attack())
                        .isEqualTo("The queens at row 2, column 1 and row 2, column 4 share row 2."));
    }
}
