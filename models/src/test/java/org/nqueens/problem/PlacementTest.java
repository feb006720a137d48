package org.nqueens.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A placement made from a solution and one made from its squares are the same placement. */
class PlacementTest {

    private static final Placement FROM_SOLUTION = Placement.of(Solution.of(2, 4, 1, 3));
    private static final Placement FROM_SQUARES = Placement.of(List.of(new Square(3, 1), new Square(1, 2), new Square(4, 3), new Square(2, 4)));

    @Test
    void theTwoMakingsAreEqualWithOneHashAndOneOrder() {
        assertThat(FROM_SQUARES).isEqualTo(FROM_SOLUTION);
        assertThat(FROM_SOLUTION).isEqualTo(FROM_SQUARES);
        assertThat(FROM_SQUARES).hasSameHashCodeAs(FROM_SOLUTION);
        assertThat(FROM_SQUARES.compareTo(FROM_SOLUTION)).isZero();
        assertThat(FROM_SOLUTION.squares()).isEqualTo(FROM_SQUARES.squares());
        assertThat(FROM_SOLUTION.toString()).isEqualTo(FROM_SQUARES.toString()).isEqualTo("b1 d2 a3 c4");
        assertThat(FROM_SOLUTION).isNotEqualTo(Solution.of(2, 4, 1, 3));
    }

    @Test
    void placementsAreOrderedBySizeThenSquareBySquare() {
        Placement mirror = Placement.of(Solution.of(3, 1, 4, 2));
        Placement mirrorSquares = Placement.of(mirror.squares());
        assertThat(FROM_SOLUTION.compareTo(mirror)).isNegative();
        assertThat(mirror.compareTo(FROM_SOLUTION)).isPositive();
        assertThat(FROM_SQUARES.compareTo(mirrorSquares)).isNegative();
        assertThat(mirrorSquares.compareTo(FROM_SQUARES)).isPositive();
        assertThat(FROM_SQUARES).isNotEqualTo(mirrorSquares);
        Placement three = Placement.of(List.of(new Square(1, 1), new Square(2, 3), new Square(3, 5)));
        assertThat(three.compareTo(FROM_SOLUTION)).isNegative();
        assertThat(FROM_SOLUTION.compareTo(three)).isPositive();
        assertThat(three).isNotEqualTo(FROM_SQUARES);
        assertThat(Placement.of(List.of()).toString()).isEmpty();
    }

    @Test
    void columnsByRowNeedOnePieceInEachRowInOrder() {
        assertThat(FROM_SQUARES.columnsByRow(4)).hasValueSatisfying(columns -> assertThat(columns).containsExactly(2, 4, 1, 3));
        assertThat(FROM_SOLUTION.columnsByRow(4)).hasValueSatisfying(columns -> assertThat(columns).containsExactly(2, 4, 1, 3));
        assertThat(FROM_SQUARES.columnsByRow(5)).isEmpty();
        assertThat(FROM_SOLUTION.columnsByRow(5)).isEmpty();
        Placement twoInRowOne = Placement.of(List.of(new Square(1, 1), new Square(1, 3), new Square(3, 2)));
        assertThat(twoInRowOne.columnsByRow(3)).isEmpty();
        Placement skipsRowTwo = Placement.of(List.of(new Square(1, 1), new Square(3, 3), new Square(4, 2)));
        assertThat(skipsRowTwo.columnsByRow(3)).isEmpty();
    }

    @Test
    void aSolutionOnlyWhereEveryColumnFitsTheSquareBoard() {
        assertThat(FROM_SQUARES.solution()).contains(Solution.of(2, 4, 1, 3));
        assertThat(FROM_SQUARES.solution(4)).contains(Solution.of(2, 4, 1, 3));
        assertThat(FROM_SOLUTION.solution(5)).isEmpty();
        Placement wide = Placement.of(List.of(new Square(1, 5), new Square(2, 2), new Square(3, 4), new Square(4, 1)));
        assertThat(wide.solution()).as("column 5 lies off the 4 x 4 board").isEmpty();
        Placement edge = Placement.of(List.of(new Square(1, 4), new Square(2, 2), new Square(3, 3), new Square(4, 1)));
        assertThat(edge.solution()).as("column 4 is the board's last").contains(Solution.of(4, 2, 3, 1));
    }

    @Test
    void cellsOfSeveralLayersAreNamedXyzSinceTheirFlatNamesAreTheSame() {
        Placement onTwoLayers = Placement.of(List.of(new Square(1, 1, 1), new Square(1, 1, 2), new Square(2, 3, 2)));

        assertThat(onTwoLayers.toString()).isEqualTo("1,1,1 1,1,2 3,2,2");
        assertThat(Placement.of(List.of(new Square(1, 1, 1), new Square(2, 3, 1))).toString()).isEqualTo("a1 c2");
    }
}
