package org.nqueens.problem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueens.testing.Boards;

class FreePartTest {

    @Test
    void leavesTheRowsColumnsAndSquaresNoGivenQueenDecides() {
        Board board = Board.of(8, List.of(new Square(4, 4), new Square(5, 2)), List.of(new Square(1, 1)));
        FreePart free = FreePart.of(board);
        assertThat(free.rows()).containsExactly(1, 2, 3, 6, 7, 8);
        assertThat(free.columns()).containsExactly(1, 3, 5, 6, 7, 8);
        // Row 1: columns 2 and 4 are taken, 1 is blocked, 7 is on the anti-diagonal of (4, 4); (5, 2) reaches no other free column.
        assertThat(free.allowedColumns(1)).containsExactly(3, 5, 8);
        assertThat(free.allows(4, 1)).isFalse();
        assertThat(free.allows(2, 2)).isFalse();
    }

    @Test
    void allowedSquaresAreExactlyThoseNoGivenQueenAttacks() {
        Board board = Board.of(10, List.of(new Square(3, 7), new Square(8, 1)), List.of(new Square(5, 5), new Square(6, 9)));
        FreePart free = FreePart.of(board);
        for (int row : free.rows()) {
            for (int column = 1; column <= 10; column++) {
                Square square = new Square(row, column);
                boolean attacked = board.queens().stream().anyMatch(q -> q.attacks(square));
                boolean expected = !attacked && !board.isBlocked(row, column);
                assertThat(free.allows(row, column)).as(square.toString()).isEqualTo(expected);
            }
        }
    }

    @Test
    void rejectsGivenQueensThatAttackEachOther() {
        Board board = Board.of(8, List.of(new Square(1, 1), new Square(3, 3)), List.of());
        assertThatThrownBy(() -> FreePart.of(board))
                .isInstanceOf(InconsistentBoardException.class)
                .hasMessage("The given queens are inconsistent: The queens at row 1, column 1 and row 3, column 3 share a diagonal.");
    }

    @Test
    void completesWithTheGivenQueensKept() {
        Board board = Board.of(4, List.of(new Square(2, 4)), List.of());
        FreePart free = FreePart.of(board);
        assertThat(free.complete(new int[] {2, 1, 3})).isEqualTo(Solution.of(2, 4, 1, 3));
    }

    @Test
    void aNearlyFullHugeBoardKeepsOnlyItsFewFreeRows() {
        int n = 3000;
        int[] solution = Boards.evenSolution(n);
        FreePart free = Boards.nearlyFull(n, 10).freePart();
        assertThat(free.size()).isEqualTo(10);
        for (int i = 0; i < 10; i++) {
            assertThat(free.allowedColumns(free.row(i))).contains(solution[i]).hasSizeLessThanOrEqualTo(10);
        }
        int[] rest = new int[10];
        System.arraycopy(solution, 0, rest, 0, 10);
        assertThat(Verifier.solves(free.board(), free.complete(rest))).isTrue();
    }

    @Test
    void theFreePartOfAnEmptyBoardIsEveryRowAndColumn() {
        FreePart free = FreePart.of(Board.empty(5));

        assertThat(free.size()).isEqualTo(5);
        assertThat(free.rows()).containsExactly(1, 2, 3, 4, 5);
        assertThat(free.columns()).containsExactly(1, 2, 3, 4, 5);
        assertThat(free.row(4)).isEqualTo(5);
        assertThat(free.column(0)).isEqualTo(1);
        assertThatThrownBy(() -> free.row(5)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThat(free.complete(new int[] {2, 4, 1, 3, 5})).isEqualTo(Solution.of(2, 4, 1, 3, 5));
    }
}
