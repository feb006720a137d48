package org.nqueens.problem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class BoardTest {

    @Test
    void rejectsASizeBelowOne() {
        assertThatThrownBy(() -> Board.empty(0)).hasMessage("The board size n (0) must be at least 1.");
    }

    @Test
    void rejectsAQueenOutsideTheBoard() {
        assertThatThrownBy(() -> Board.of(8, List.of(new Square(9, 2)), List.of()))
                .hasMessage("The queen at row 9, column 2 lies outside the board of size 8 (rows and columns run from 1 to 8).");
    }

    @Test
    void rejectsTwoQueensInOneRow() {
        assertThatThrownBy(() -> Board.of(8, List.of(new Square(3, 5), new Square(3, 2)), List.of()))
                .hasMessage("Row 3 has two queens (columns 2 and 5); a board holds at most one queen a row.");
    }

    @Test
    void rejectsAQueenOnABlockedSquare() {
        assertThatThrownBy(() -> Board.of(8, List.of(new Square(4, 4)), List.of(new Square(4, 4))))
                .hasMessage("The queen at row 4, column 4 stands on a blocked square.");
    }

    @Test
    void rejectsABlockedSquareOutsideTheBoard() {
        assertThatThrownBy(() -> Board.of(4, List.of(), List.of(new Square(1, 5))))
                .hasMessageContaining("blocked square at row 1, column 5 lies outside the board of size 4");
    }

    @Test
    void rejectsNonPositiveCoordinates() {
        assertThatThrownBy(() -> new Square(0, 1)).hasMessage("The row (0) of a square must be at least 1.");
        assertThatThrownBy(() -> new Square(1, -2)).hasMessage("The column (-2) of a square must be at least 1.");
    }

    @Test
    void keepsQueensByRowAndAnswersLookups() {
        Board board = Board.of(8, List.of(new Square(5, 2), new Square(4, 4)), List.of(new Square(1, 1)));
        assertThat(board.queens()).containsExactly(new Square(4, 4), new Square(5, 2));
        assertThat(board.queenColumn(5)).hasValue(2);
        assertThat(board.queenColumn(6)).isEmpty();
        assertThat(board.isBlocked(1, 1)).isTrue();
        assertThat(board.isBlocked(1, 2)).isFalse();
        assertThat(board.isEmpty()).isFalse();
        assertThat(board.asSolution()).isEmpty();
    }

    @Test
    void equalBoardsAreEqualWhateverTheOrderTheyWereGivenIn() {
        Board one = Board.of(8, List.of(new Square(5, 2), new Square(4, 4)), List.of(new Square(1, 1), new Square(2, 2)));
        Board two = Board.of(8, List.of(new Square(4, 4), new Square(5, 2)), List.of(new Square(2, 2), new Square(1, 1)));
        assertThat(one).isEqualTo(two).hasSameHashCodeAs(two);
        assertThat(one).isNotEqualTo(Board.empty(8));
    }

    @Test
    void aFullBoardIsASolution() {
        Solution solution = Solution.of(2, 4, 1, 3);
        assertThat(Board.of(solution).asSolution()).hasValue(solution);
    }

    @Test
    void everyWayOfBuildingAFullBoardGivesTheSameBoard() {
        Solution solution = Solution.of(2, 4, 1, 3);
        Board fromSquares = Board.of(4, List.of(new Square(3, 1), new Square(1, 2), new Square(4, 3), new Square(2, 4)), List.of());

        assertThat(Board.of(solution)).isEqualTo(fromSquares).isEqualTo(Board.ofColumns(2, 4, 1, 3));
        assertThat(Board.of(solution).queens()).isEqualTo(fromSquares.queens());
    }

    @Test
    void ofColumnsLeavesRowsOfZeroEmptyAndChecksTheColumns() {
        Board board = Board.ofColumns(0, 3, 0, 0);

        assertThat(board.queens()).containsExactly(new Square(2, 3));
        assertThat(board.blocked()).isEmpty();
        assertThatThrownBy(() -> Board.ofColumns(1, 5, 0, 0)).hasMessage(
                "The queen at row 2, column 5 lies outside the board of size 4 (rows and columns run from 1 to 4).");
        assertThatThrownBy(Board::ofColumns).hasMessage("The board size n (0) must be at least 1.");
    }

    @Test
    void aQueenGivenTwiceIsNamed() {
        assertThatThrownBy(() -> Board.of(4, List.of(new Square(2, 2), new Square(1, 1), new Square(2, 2)), List.of()))
                .hasMessage("The queen at row 2, column 2 is given twice.");
    }
}
