package org.nqueens.problem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ProblemTest {

    @Test
    void aBoardIsTheClassicProblem() {
        Board board = Board.of(8, List.of(new Square(1, 3)), List.of(new Square(2, 2)));
        Problem problem = Problem.of(board);
        assertThat(problem.isClassic()).isTrue();
        assertThat(problem.board()).contains(board);
        assertThat(problem.pieces()).isEqualTo(8);
        assertThat(problem.given()).containsExactly(new Square(1, 3));
        assertThat(problem.blocked()).containsExactly(new Square(2, 2));
        assertThat(problem.onePerRow()).isTrue();
    }

    @Test
    void aBuiltProblemThatIsClassicKeepsItsBoard() {
        Problem built = Problem.on(Geometry.square(6)).given(List.of(new Square(2, 4))).build();
        assertThat(built.board()).contains(Board.of(6, List.of(new Square(2, 4)), List.of()));
        assertThat(built).isEqualTo(Problem.of(Board.of(6, List.of(new Square(2, 4)), List.of())));
    }

    @Test
    void variantsAreNotClassic() {
        assertThat(Problem.on(new Geometry(8, 8, true)).build().isClassic()).isFalse();
        assertThat(Problem.on(Geometry.square(8)).piece(Piece.ROOK).build().isClassic()).isFalse();
        assertThat(Problem.on(Geometry.square(8)).pawns(List.of(new Square(4, 4))).pieces(9).build().isClassic()).isFalse();
        assertThat(Problem.on(new Geometry(8, 10, false)).build().pieces()).isEqualTo(8);
        assertThat(Problem.on(new Geometry(10, 8, false)).build().pieces()).isEqualTo(8);
    }

    @Test
    void describesItself() {
        Problem nine = Problem.on(Geometry.square(8)).pawns(List.of(new Square(4, 4))).pieces(9).build();
        assertThat(nine.describe()).isEqualTo("9 queens on 8 x 8 with 1 pawn");
        assertThat(Problem.on(new Geometry(5, 5, true)).piece(Piece.KNIGHT).pieces(1).build().describe())
                .isEqualTo("1 knight on 5 x 5 torus");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "pawn off the board; The pawn at row 9, column 1 lies outside the 8 x 8 board (rows 1 to 8, columns 1 to 8).",
        "pawn on a given piece; The pawn at row 1, column 1 stands on a given queen.",
        "pawn on a blocked square; The pawn at row 2, column 2 stands on a blocked square.",
        "too many pieces; The number of pieces (65) is more than the 64 squares of the 8 x 8 board left free of pawns and blocks.",
        "no piece; The number of pieces (0) must be at least 1.",
        "fewer pieces than given; The number of pieces (1) must be at least the 2 already given."
    })
    void badProblemsAreRefusedWithTheRule(String fault, String message) {
        Geometry eight = Geometry.square(8);
        Problem.Builder builder = switch (fault) {
            case "pawn off the board" -> Problem.on(eight).pawns(List.of(new Square(9, 1)));
            case "pawn on a given piece" -> Problem.on(eight).pawns(List.of(new Square(1, 1))).given(List.of(new Square(1, 1)));
            case "pawn on a blocked square" -> Problem.on(eight).pawns(List.of(new Square(2, 2))).blocked(List.of(new Square(2, 2)));
            case "too many pieces" -> Problem.on(eight).piece(Piece.KING).pieces(65);
            case "no piece" -> Problem.on(eight).pieces(0);
            default -> Problem.on(eight).piece(Piece.KNIGHT).given(List.of(new Square(1, 1), new Square(8, 8))).pieces(1);
        };
        assertThatThrownBy(builder::build).isInstanceOf(InvalidInputException.class).hasMessage(message);
    }

    @Test
    void givenPiecesThatAttackAreInconsistentInput() {
        Problem problem = Problem.on(Geometry.square(8)).piece(Piece.KNIGHT).given(List.of(new Square(1, 1), new Square(2, 3))).build();
        assertThatThrownBy(problem::requireConsistent).isInstanceOf(InvalidInputException.class)
                .hasMessage("The given pieces are inconsistent: The pieces at a1 and c2 attack each other a knight's move apart.");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "8x0| The number of columns (0) must be at least 1.",
        "x9| The board size 'x9' lacks its number of rows; write N, RxC or RxCxL, e.g. 8, 8x10 or 5x5x5.",
        "8xy| The number of columns 'y' in the board size '8xy' is not a whole number from 1 to 2147483647; write N, RxC or RxCxL, e.g. 8, 8x10 or 5x5x5.",
        "0| The number of rows (0) must be at least 1."
    })
    void badSizesAreRefused(String size, String message) {
        assertThatThrownBy(() -> Geometry.parse(size, false)).isInstanceOf(InvalidInputException.class).hasMessage(message);
    }

    @Test
    void sizesAreReadAsNOrRowsByColumns() {
        assertThat(Geometry.parse("8", false)).isEqualTo(new Geometry(8, 8, false));
        assertThat(Geometry.parse("8x10", true)).isEqualTo(new Geometry(8, 10, true));
        assertThat(Geometry.parse(" 3X4 ", false)).isEqualTo(new Geometry(3, 4, false));
    }

    @Test
    void piecesAreReadByName() {
        assertThat(Piece.parse("Queen")).isEqualTo(Piece.QUEEN);
        assertThat(Piece.parse("amazon")).isEqualTo(Piece.SUPER_QUEEN);
        assertThat(Piece.parse("super-queen")).isEqualTo(Piece.SUPER_QUEEN);
        assertThatThrownBy(() -> Piece.parse("pawn")).isInstanceOf(InvalidInputException.class)
                .hasMessage("The piece 'pawn' is unknown; pieces: queen, rook, bishop, knight, king, super-queen (amazon is super-queen).");
    }

    @Test
    void squaresAreReadInTheDrawingsCoordinates() {
        assertThat(Coordinates.parseList("d4 e5,a1", Geometry.square(8), "--pawns"))
                .containsExactly(new Square(4, 4), new Square(5, 5), new Square(1, 1));
        assertThat(Coordinates.name(new Square(3, 27))).isEqualTo("aa3");
        assertThatThrownBy(() -> Coordinates.parseList("d4 i1", Geometry.square(8), "--pawns")).isInstanceOf(InvalidInputException.class)
                .hasMessage("--pawns, square 2: 'i1' (row 1, column 9) lies outside the 8 x 8 board (a1 to h8).");
        assertThatThrownBy(() -> Coordinates.parseList("4d", Geometry.square(8), "--pawns")).isInstanceOf(InvalidInputException.class)
                .hasMessage("--pawns, square 1: '4d' is not a square; write a column letter and a row number, e.g. d4.");
    }
}
