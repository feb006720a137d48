package org.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.NoSuchElementException;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;

/** The runner turns where a formulation's search stopped into the typed answer, the same for every formulation. */
class RunnerTest {

    /** The two solutions of 4-queens, mirror images of each other: one class under the square's symmetries. */
    private static final List<Placement> FOUR = List.of(Placement.of(Solution.of(2, 4, 1, 3)), Placement.of(Solution.of(3, 1, 4, 2)));

    private static final SearchSettings SETTINGS = SearchSettings.defaults();

    @Test
    void aSolutionFoundIsSatWithItsPlacementTheBoardsRowsAndTheSearchsStats() {
        ScriptedFormulation formulation = ScriptedFormulation.producing(FOUR, ResumableSearch.Step.EXHAUSTED, true);
        SolveResult result = formulation.solve(Problem.queens(4), SETTINGS);
        assertThat(result.status()).isEqualTo(Status.SAT);
        assertThat(result.solver()).isEqualTo("scripted");
        assertThat(result.n()).isEqualTo(4);
        assertThat(result.placement()).contains(FOUR.get(0));
        assertThat(result.stats().get(Stats.NODES)).hasValue(1);
        assertThat(formulation.searchedOne).as("solve asks for the search of one solution").isEqualTo(1);
        assertThat(formulation.closed).as("the search is closed once answered").isEqualTo(1);
    }

    @ParameterizedTest(name = "end {0}, complete {1}: {2} ({3})")
    @CsvSource({
        "EXHAUSTED, true,  UNSAT,   the script ended",
        "EXHAUSTED, false, UNKNOWN, the script ended",
        "STOPPED,   true,  UNKNOWN, the script ended",
    })
    void aSearchWithoutSolutionAnswersByHowItEnded(ResumableSearch.Step end, boolean complete, Status status, String explanation) {
        ScriptedFormulation formulation = ScriptedFormulation.producing(List.of(), end, complete);
        SolveResult result = formulation.solve(Problem.queens(3), SETTINGS);
        assertThat(result.status()).isEqualTo(status);
        assertThat(result.explanation()).isEqualTo(explanation);
        assertThat(result.n()).isEqualTo(3);
        assertThat(result.stats().get(Stats.NODES)).hasValue(0);
        assertThat(formulation.closed).isEqualTo(1);
    }

    @Test
    void aSearchStoppedByACancellationSaysSo() {
        Cancellation cancellation = Cancellation.create();
        cancellation.cancel();
        ScriptedFormulation formulation = ScriptedFormulation.producing(List.of(), ResumableSearch.Step.STOPPED, true);
        SolveResult result = formulation.solve(Problem.queens(3), SETTINGS.withCancellation(cancellation));
        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(result.explanation()).isEqualTo("cancelled");
    }

    @ParameterizedTest(name = "end {0}, complete {1}: complete count {2}")
    @CsvSource({
        "EXHAUSTED, true,  true",
        "EXHAUSTED, false, false",
        "STOPPED,   true,  false",
    })
    void aCountOneByOneIsCompleteOnlyWhenACompleteSearchIsExhausted(ResumableSearch.Step end, boolean complete, boolean whole) {
        ScriptedFormulation formulation = ScriptedFormulation.producing(FOUR, end, complete);
        CountResult result = formulation.count(Problem.queens(4), false, SETTINGS);
        assertThat(result.count()).isEqualTo(2);
        assertThat(result.unique()).isEmpty();
        assertThat(result.complete()).isEqualTo(whole);
        assertThat(result.solver()).isEqualTo("scripted");
        assertThat(result.n()).isEqualTo(4);
        assertThat(result.stats().get(Stats.NODES)).hasValue(2);
        assertThat(formulation.closed).isEqualTo(1);
    }

    @Test
    void aUniqueCountOnTheEmptyBoardClassifiesByTheSquaresSymmetries() {
        CountResult result = ScriptedFormulation.producing(FOUR, ResumableSearch.Step.EXHAUSTED, true).count(Problem.queens(4), true, SETTINGS);
        assertThat(result.count()).isEqualTo(2);
        assertThat(result.unique()).hasValue(1);
    }

    @Test
    void aUniqueCountOfAVariantClassifiesByTheVariantsOwnSymmetries() {
        // On 4 x 5 the only symmetries are the rectangle's four; these two placements are mirror images left to right.
        Problem rectangle = Problem.on(new Geometry(4, 5, false)).build();
        Placement left = Placement.of(List.of(new Square(1, 1), new Square(2, 3), new Square(3, 5), new Square(4, 2)));
        Placement right = Placement.of(List.of(new Square(1, 5), new Square(2, 3), new Square(3, 1), new Square(4, 4)));
        Placement other = Placement.of(List.of(new Square(1, 1), new Square(2, 4), new Square(3, 2), new Square(4, 5)));
        CountResult result = ScriptedFormulation.producing(List.of(left, right, other), ResumableSearch.Step.EXHAUSTED, true)
                .count(rectangle, true, SETTINGS);
        assertThat(result.count()).isEqualTo(3);
        assertThat(result.unique()).hasValue(2);
    }

    @Test
    void aUniqueCountOfAVariantOfTheSquareUsesOnlyTheSymmetriesItKeeps() {
        // A blocked corner off both diagonals' ends is kept by no symmetry but the identity... (1, 2) is kept by none.
        Problem blocked = Problem.classic(4, List.of(), List.of(new Square(1, 2)));
        CountResult result = ScriptedFormulation.producing(FOUR, ResumableSearch.Step.EXHAUSTED, true).count(blocked, true, SETTINGS);
        assertThat(result.unique()).hasValue(2);
    }

    @ParameterizedTest(name = "unique asked {0}")
    @CsvSource({"true, 7", "false, -1"})
    void aFormulationsOwnTallyIsTheCountAndItsUniqueCountOnlyWhenAsked(boolean unique, long expectedUnique) {
        Tally own = new Tally(40, OptionalLong.of(7), false, Stats.of(Stats.PLACEMENTS, 99));
        ScriptedFormulation formulation = ScriptedFormulation.producing(FOUR, ResumableSearch.Step.EXHAUSTED, true).tallying(own);
        CountResult result = formulation.count(Problem.queens(6), unique, SETTINGS);
        assertThat(result.count()).isEqualTo(40);
        assertThat(result.unique()).isEqualTo(expectedUnique < 0 ? OptionalLong.empty() : OptionalLong.of(expectedUnique));
        assertThat(result.complete()).isFalse();
        assertThat(result.n()).isEqualTo(6);
        assertThat(result.stats().get(Stats.PLACEMENTS)).hasValue(99);
        assertThat(formulation.closed).as("no search was opened").isZero();
    }

    @Test
    void anEnumerationPullsEachSolutionOnceThenSaysItWasExhausted() {
        ScriptedFormulation formulation = ScriptedFormulation.producing(FOUR, ResumableSearch.Step.EXHAUSTED, true);
        try (SolutionStream stream = formulation.enumerate(Problem.queens(4), SETTINGS)) {
            assertThat(stream.exhausted()).isFalse();
            assertThat(stream.hasNext()).isTrue();
            assertThat(stream.hasNext()).as("asking twice does not skip one").isTrue();
            assertThat(stream.next()).isEqualTo(FOUR.get(0));
            assertThat(stream.next()).isEqualTo(FOUR.get(1));
            assertThat(stream.stats().get(Stats.NODES)).hasValue(2);
            assertThat(stream.hasNext()).isFalse();
            assertThat(stream.exhausted()).isTrue();
            assertThatThrownBy(stream::next).isInstanceOf(NoSuchElementException.class);
        }
        assertThat(formulation.closed).isEqualTo(1);
    }

    @Test
    void anEnumerationStoppedIsNotExhaustedAndAClosedOneHasNothingMore() {
        ScriptedFormulation formulation = ScriptedFormulation.producing(FOUR, ResumableSearch.Step.STOPPED, true);
        SolutionStream stream = formulation.enumerate(Problem.queens(4), SETTINGS);
        stream.next();
        stream.next();
        assertThat(stream.hasNext()).isFalse();
        assertThat(stream.exhausted()).isFalse();
        SolutionStream closed = formulation.enumerate(Problem.queens(4), SETTINGS);
        closed.close();
        assertThat(closed.hasNext()).isFalse();
        assertThat(formulation.closed).isEqualTo(1);
    }

    @Test
    void theModelIsTheFormulationsText() {
        assertThat(ScriptedFormulation.producing(FOUR, ResumableSearch.Step.EXHAUSTED, true).model(Problem.queens(4)))
                .isEqualTo("the model of 4 queens on 4 x 4");
    }

    @Test
    void aRequestRunsOnlyOnTheFormulationAndForTheTaskItWasAdmittedFor() {
        ScriptedFormulation admitted = ScriptedFormulation.producing(FOUR, ResumableSearch.Step.EXHAUSTED, true);
        ScriptedFormulation another = admitted.named("another");
        Admitted toCount = Admission.admit(admitted, Task.COUNT, Problem.queens(4));
        assertThatThrownBy(() -> another.count(toCount, SETTINGS)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("The request admitted for the solver 'scripted' was given to 'another'.");
        assertThatThrownBy(() -> admitted.solve(toCount, SETTINGS)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("The request admitted to count all solutions was run for another task.");
        assertThatThrownBy(() -> admitted.enumerate(toCount, SETTINGS)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> admitted.model(toCount)).isInstanceOf(IllegalArgumentException.class);
        Admitted toComplete = Admission.admit(admitted, Task.COMPLETE, Problem.ofColumns(2, 0, 0, 0));
        assertThat(toComplete.solve(SETTINGS).status()).isEqualTo(Status.SAT);
        Admitted toCountUnique = Admission.admit(admitted, Task.COUNT_UNIQUE, Problem.queens(4));
        assertThat(toCountUnique.count(SETTINGS).unique()).hasValue(1);
        assertThat(toCount.count(SETTINGS).unique()).isEmpty();
        assertThat(Admission.admit(admitted, Task.ENUMERATE, Problem.queens(4)).enumerate(SETTINGS).next()).isEqualTo(FOUR.get(0));
        assertThat(Admission.admit(admitted, Task.MODEL, Problem.queens(4)).model()).startsWith("the model of");
    }
}
