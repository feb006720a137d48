package org.nqueens.dlx;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.dlx.puzzles.Langford;
import org.nqueens.dlx.puzzles.Pentominoes;
import org.nqueens.dlx.puzzles.Sudoku;
import org.nqueens.dlx.puzzles.SudokuGrid;

/** The engine chosen by a problem's shape: links where secondary items outnumber primary ones more than four to one, cells elsewhere. */
class EngineTest {

    static Stream<Arguments> problems() {
        return Stream.of(
                Arguments.of("queens 8: 16 primary, 34 secondary", DancingLinksTest.queens(8), Engine.CELLS),
                Arguments.of("queens 1: 2 primary, 6 secondary", DancingLinksTest.queens(1), Engine.CELLS),
                Arguments.of("pentominoes 6x10: all primary", Pentominoes.rectangle(6, 10), Engine.CELLS),
                Arguments.of("langford 8: all primary", Langford.pairings(8), Engine.CELLS),
                Arguments.of("sudoku: all primary", Sudoku.cover(SudokuGrid.parse(
                        "53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79")), Engine.CELLS));
    }

    @ParameterizedTest(name = "{0}: {2}")
    @MethodSource("problems")
    void choosesByTheShareOfSecondaryItems(String name, ExactCover problem, Engine expected) {
        assertThat(Engine.fasterOn(problem)).isEqualTo(expected);
    }

    @Test
    void takesLinksOnlyBeyondFourSecondaryItemsAPrimaryOne() {
        ExactCover four = ExactCoverText.parse("A | v w x y\nA v w\nA x y\n");
        ExactCover five = ExactCoverText.parse("A | v w x y z\nA v w\nA x y z\n");

        assertThat(Engine.fasterOn(four)).isEqualTo(Engine.CELLS);
        assertThat(Engine.fasterOn(five)).isEqualTo(Engine.LINKS);
    }

    @Test
    void namesEachEngineAsTheCommandLineDoes() {
        assertThat(Engine.LINKS.id()).isEqualTo("links");
        assertThat(Engine.CELLS.id()).isEqualTo("cells");
    }
}
