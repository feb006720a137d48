package org.nqueens.relatives;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.nqueens.problem.InvalidInputException;

class NumberGridTest {

    private static final int[][] LO_SHU = {{2, 7, 6}, {9, 5, 1}, {4, 3, 8}};

    @Test
    void gridsOfTheSameNumbersAreEqualAndHashAlike() {
        NumberGrid grid = NumberGrid.of(LO_SHU);
        NumberGrid same = NumberGrid.of(new int[][] {{2, 7, 6}, {9, 5, 1}, {4, 3, 8}});
        NumberGrid other = NumberGrid.of(new int[][] {{2, 7, 6}, {9, 5, 1}, {4, 8, 3}});

        assertThat(grid).isEqualTo(same).hasSameHashCodeAs(same).isNotEqualTo(other);
        assertThat(grid.toString()).isEqualTo("[[2, 7, 6], [9, 5, 1], [4, 3, 8]]");
        assertThat(grid.order()).isEqualTo(3);
        assertThat(grid.at(2, 1)).isEqualTo(3);
    }

    @Test
    void theGridKeepsItsOwnCopyAndGivesOutCopies() {
        int[][] rows = {{1, 2}, {3, 4}};
        NumberGrid grid = NumberGrid.of(rows);
        rows[0][0] = 9;
        grid.toArray()[1][1] = 9;

        assertThat(grid.toArray()).isDeepEqualTo(new int[][] {{1, 2}, {3, 4}});
    }

    @Test
    void aRowOfAnotherLengthIsRefusedByNumber() {
        assertThatThrownBy(() -> NumberGrid.of(new int[][] {{1, 2}, {3}})).isInstanceOf(InvalidInputException.class)
                .hasMessage("Row 2 holds 1 numbers; a square of 2 rows needs 2 in each.");
    }

    @Test
    void theSquaresCompareByTheirNumbers() {
        QueenLatinSquare a = QueenLatinSquare.modular(5, 1, 2);
        assertThat(a).isEqualTo(QueenLatinSquare.modular(5, 1, 2)).isNotEqualTo(QueenLatinSquare.modular(5, 2, 1));
        assertThat(MagicSquare.of(LO_SHU)).isEqualTo(MagicSquare.of(LO_SHU)).hasSameHashCodeAs(MagicSquare.of(LO_SHU));
    }
}
