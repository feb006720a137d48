package org.nqueens.relatives;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Solution;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.SearchSettings;

/** The disjoint and Latin questions by dancing links, the modular construction, and the check of a witness. */
class DisjointSolutionsTest {

    private static final LinksPacker LINKS = new LinksPacker(2);

    private static Deadline minutes(int minutes) {
        return SearchSettings.defaults().withTimeLimit(Duration.ofMinutes(minutes)).start();
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 4, 5, 6, 7, 8, 9, 10, 11})
    void everySolutionOfTheBoardIsListedOnce(int n) {
        List<Solution> solutions = QueensSolutions.of(n, "the test");
        assertThat(solutions).doesNotHaveDuplicates().hasSize((int) KnownCounts.of(n).orElseThrow().solutions());
        for (Solution solution : solutions) {
            assertThat(DisjointCheck.fault(n, List.of(solution))).isEmpty();
        }
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})
    void aQueenLatinSquareIsFoundExactlyWhereNIsPrimeToSixUpToEleven(int n) {
        DisjointAnswer answer = DisjointSolutions.answer(n, true, Optional.of(LINKS), LINKS, minutes(2));
        assertThat(answer.exists()).isEqualTo(Optional.of(DisjointSolutions.constructible(n)));
        assertThat(answer.solver()).isEqualTo("dlx");
        assertThat(DisjointCheck.fault(n, answer.sets())).isEmpty();
    }

    @Tag("slow")
    @Test
    void aQueenLatinSquareOfTwelveIsFoundThoughTwelveIsNotPrimeToSix() {
        DisjointAnswer answer = DisjointSolutions.answer(12, true, Optional.of(LINKS), LINKS, minutes(30));
        assertThat(answer.exists()).isEqualTo(Optional.of(true));
        assertThat(answer.sets()).hasSize(12);
        assertThat(DisjointCheck.fault(12, answer.sets())).isEmpty();
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 5, 7, 11, 13, 25, 97})
    void withoutASolverNamedTheConstructionAnswersAtOnceForNPrimeToSix(int n) {
        DisjointAnswer answer = DisjointSolutions.answer(n, false, Optional.empty(), LINKS, minutes(1));
        assertThat(answer.solver()).isEqualTo(DisjointSolutions.CONSTRUCTION);
        assertThat(answer.status()).isEqualTo(DisjointAnswer.Status.OPTIMAL);
        assertThat(answer.value()).isEqualTo(n);
        assertThat(DisjointCheck.fault(n, answer.sets())).isEmpty();
    }

    @Test
    void sizesOutsideWhatTheMethodsHoldAreBadInputNamingTheLimit() {
        assertThatThrownBy(() -> DisjointSolutions.answer(0, false, Optional.empty(), LINKS, minutes(1)))
                .isInstanceOf(InvalidInputException.class).hasMessage("The board size n (0) must be at least 1.");
        assertThatThrownBy(() -> DisjointSolutions.answer(14, false, Optional.empty(), LINKS, minutes(1)))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("at most 13");
        assertThatThrownBy(() -> DisjointSolutions.answer(101, false, Optional.empty(), LINKS, minutes(1)))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("at most 100");
    }

    @Test
    void theCheckFindsSetsThatShareASquareOrAreNoSolution() {
        Solution a = Solution.of(2, 4, 1, 3);
        Solution b = Solution.of(3, 1, 4, 2);
        assertThat(DisjointCheck.fault(4, List.of(a, b))).isEmpty();
        assertThat(DisjointCheck.fault(4, List.of(a, a))).hasValue("Sets 1 and 2 share the square b1.");
        assertThat(DisjointCheck.fault(4, List.of(a, Solution.of(1, 2, 3, 4)))).get().asString().startsWith("Set 2 is not a solution");
    }

    @Test
    void aStoppedSearchReportsItsBoundAndNoProof() {
        Deadline past = SearchSettings.defaults().withTimeLimit(Duration.ofNanos(1)).start();
        DisjointAnswer answer = DisjointSolutions.answer(10, false, Optional.of(LINKS), LINKS, past);
        assertThat(answer.status()).isNotEqualTo(DisjointAnswer.Status.OPTIMAL);
        assertThat(answer.bound()).isEqualTo(10);
    }
}
