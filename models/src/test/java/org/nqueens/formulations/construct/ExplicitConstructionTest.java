package org.nqueens.formulations.construct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Status;
import org.nqueens.solver.Task;
import org.nqueens.solver.UnsupportedTaskException;

class ExplicitConstructionTest {

    private final ExplicitConstruction construct = new ExplicitConstruction();

    static IntStream solvableSizes() {
        return IntStream.rangeClosed(1, 500).filter(n -> n != 2 && n != 3);
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("solvableSizes")
    void everyAnswerUpTo500IsAVerifiedSolution(int n) {
        SolveResult result = construct.solve(Problem.queens(n), SearchSettings.defaults());

        assertThat(result.status()).isEqualTo(Status.SAT);
        Solution solution = result.solution().orElseThrow();
        assertThat(ProblemVerifier.whyNot(Problem.queens(n), solution)).as("n = %d: %s", n, solution).isEmpty();
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {2, 3})
    void twoAndThreeAreUnsatWithTheProofStated(int n) {
        SolveResult result = construct.solve(Problem.queens(n), SearchSettings.defaults());

        assertThat(result.status()).isEqualTo(Status.UNSAT);
        assertThat(result.explanation()).startsWith("No solution exists for n = " + n + ":");
    }

    @Test
    void theRuleReproducesTheSeedsExamples() {
        // The rule's lists for 14 (remainder 2), 15 (remainder 3) and 20 (remainder 8) as the seed spells them.
        assertThat(ExplicitConstruction.columns(14)).containsExactly(2, 4, 6, 8, 10, 12, 14, 3, 1, 7, 9, 11, 13, 5);
        assertThat(ExplicitConstruction.columns(15)).containsExactly(4, 6, 8, 10, 12, 14, 2, 5, 7, 9, 11, 13, 15, 1, 3);
        assertThat(ExplicitConstruction.columns(20))
                .containsExactly(2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 3, 1, 7, 5, 11, 9, 15, 13, 19, 17);
    }

    @Test
    void refusesPartialBoards() {
        Problem partial = Problem.classic(8, List.of(new Square(1, 1)), List.of());

        assertThat(construct.refusal(Task.COMPLETE, partial)).hasValueSatisfying(reason -> assertThat(reason).contains("empty board"));
        assertThat(construct.refusal(Task.SOLVE, Problem.queens(8))).isEmpty();
        assertThatThrownBy(() -> construct.solve(partial, SearchSettings.defaults())).isInstanceOf(UnsupportedTaskException.class);
    }

    @Test
    void theModelStatesTheRuleForThisN() {
        String model = construct.model(Problem.queens(20));

        assertThat(model).contains("n mod 12 = 8").contains("switched in pairs").contains("q = 2, 4, 6");
        assertThat(construct.model(Problem.queens(3))).contains("No solution exists for n = 3");
    }

    @Test
    void reportsNoWorkMeasures() {
        assertThat(construct.solve(Problem.queens(8), SearchSettings.defaults()).stats()).isEqualTo(Stats.empty());
    }

    @Tag("slow")
    @ParameterizedTest(name = "n = {0}")
    @MethodSource("hugeSizes")
    void hugeBoardsOfEveryRemainderAreSolutions(int n) {
        Solution solution = construct.solve(Problem.queens(n), SearchSettings.defaults()).solution().orElseThrow();

        assertThat(ProblemVerifier.solves(Problem.queens(n), solution)).as("n = %d", n).isTrue();
    }

    static IntStream hugeSizes() {
        return IntStream.range(0, 12).map(k -> 1_000_000 + k);
    }
}
