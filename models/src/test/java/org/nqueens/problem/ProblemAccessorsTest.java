package org.nqueens.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What a problem says of itself: its size, what is given or blocked, its name, its equality. */
class ProblemAccessorsTest {

    private static final Problem GIVEN = Problem.ofColumns(2, 0, 0, 0);

    @Test
    void aClassicProblemTellsItsGivenQueensAndBlockedSquares() {
        Problem blocked = Problem.classic(4, List.of(new Square(1, 2)), List.of(new Square(2, 1)));
        assertThat(blocked.rows()).isEqualTo(4);
        assertThat(blocked.columns()).isEqualTo(4);
        assertThat(blocked.givenCount()).isEqualTo(1);
        assertThat(blocked.isEmpty()).isFalse();
        assertThat(blocked.isBlocked(2, 1)).isTrue();
        assertThat(blocked.isBlocked(1, 2)).isFalse();
        assertThat(blocked.isBlocked(0, 1)).isFalse();
        assertThat(blocked.isBlocked(2, 0)).isFalse();
        assertThat(Problem.queens(4).isBlocked(2, 1)).isFalse();
        assertThat(blocked.givenColumn(1)).hasValue(2);
        assertThat(blocked.givenColumn(2)).isEmpty();
        assertThat(blocked.label()).isEqualTo("n = 4");
        assertThat(Problem.on(new Geometry(4, 5, false)).build().label()).isEqualTo("4 queens on 4 x 5");
    }

    @Test
    void emptyMeansNothingGivenBlockedOrFixed() {
        assertThat(Problem.queens(4).isEmpty()).isTrue();
        assertThat(GIVEN.isEmpty()).isFalse();
        assertThat(Problem.classic(4, List.of(), List.of(new Square(1, 1))).isEmpty()).isFalse();
        assertThat(Problem.on(Geometry.square(4)).pawns(List.of(new Square(2, 2))).build().isEmpty()).isFalse();
        assertThat(Problem.on(Geometry.square(4)).given(List.of(new Square(2, 2))).build().givenCount()).isEqualTo(1);
    }

    @Test
    void aQueenMoreGivenAndTheGivenQueensAsASolution() {
        Problem more = GIVEN.withGiven(new Square(2, 4));
        assertThat(more.givenCount()).isEqualTo(2);
        assertThat(more.givenColumn(2)).hasValue(4);
        assertThat(GIVEN.givenSolution()).isEmpty();
        assertThat(Problem.of(Solution.of(2, 4, 1, 3)).givenSolution()).contains(Solution.of(2, 4, 1, 3));
    }

    @Test
    void problemsAreEqualByWhatTheyAsk() {
        assertThat(Problem.ofColumns(2, 0, 0, 0)).isEqualTo(GIVEN).hasSameHashCodeAs(GIVEN);
        assertThat(GIVEN).isNotEqualTo(Problem.queens(4));
        assertThat(GIVEN).isNotEqualTo(Problem.ofColumns(3, 0, 0, 0));
        assertThat(GIVEN.hashCode()).isNotEqualTo(Problem.queens(5).hashCode());
        assertThat(GIVEN.toString()).contains("4 queens on 4 x 4");
    }

    @Test
    void consistentGivenPiecesComeBackUnchanged() {
        assertThat(GIVEN.requireConsistent()).isSameAs(GIVEN);
        Problem empty = Problem.queens(4);
        assertThat(empty.requireConsistent()).isSameAs(empty);
        Problem rectangle = Problem.on(new Geometry(4, 5, false)).given(List.of(new Square(1, 1))).build();
        assertThat(rectangle.requireConsistent()).isSameAs(rectangle);
        Problem attacked = Problem.on(new Geometry(4, 5, false)).given(List.of(new Square(1, 1), new Square(2, 2))).build();
        org.assertj.core.api.Assertions.assertThatThrownBy(attacked::requireConsistent).isInstanceOf(InvalidInputException.class)
                .hasMessageStartingWith("The given pieces are inconsistent: ");
        org.assertj.core.api.Assertions.assertThatThrownBy(Problem.ofColumns(1, 2, 0, 0)::requireConsistent)
                .isInstanceOf(InvalidInputException.class);
    }

    @Test
    void theVerifierSaysWhetherASolutionSolves() {
        assertThat(ProblemVerifier.solves(GIVEN, Solution.of(2, 4, 1, 3))).isTrue();
        assertThat(ProblemVerifier.solves(GIVEN, Solution.of(3, 1, 4, 2))).isFalse();
        assertThat(ProblemVerifier.solves(GIVEN, Placement.of(Solution.of(2, 4, 1, 3)))).isTrue();
        assertThat(ProblemVerifier.solves(GIVEN, Placement.of(Solution.of(3, 1, 4, 2)))).isFalse();
        assertThat(Verifier.solves(Board.ofColumns(2, 0, 0, 0), Solution.of(3, 1, 4, 2))).isFalse();
    }
}
