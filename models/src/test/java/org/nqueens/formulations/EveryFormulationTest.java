package org.nqueens.formulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.problem.InconsistentBoardException;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Square;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Status;
import org.nqueens.solver.Task;
import org.nqueens.testing.Allocations;
import org.nqueens.testing.Boards;

/** What every registered formulation that completes boards must do, whatever its method. */
class EveryFormulationTest {

    private static final Problem NEARLY_FULL = Boards.nearlyFull(3000, 10);

    /** Less than one bit a square of the nearly full board of n = 3000. */
    private static final long NEARLY_FULL_BUDGET = 1_000_000;

    static Stream<Formulation> completers() {
        return Formulations.standard().all().stream().filter(f -> f.supports(Task.COMPLETE));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("completers")
    void aNearlyFullHugeBoardIsAsQuickAsItsFewFreeRows(Formulation formulation) {
        skipWhereRefused(formulation, NEARLY_FULL);
        // A formulation that modelled all 3000 rows (9,000,000 squares) would not finish within this limit.
        SolveResult result = formulation.solve(NEARLY_FULL, SearchSettings.defaults().withTimeLimit(Duration.ofSeconds(20)));
        assertThat(result.status()).as(formulation.id() + ": " + result.explanation()).isEqualTo(Status.SAT);
        assertThat(ProblemVerifier.whyNot(NEARLY_FULL, result.solution().orElseThrow())).as(formulation.id()).isEmpty();
        assertThat(result.elapsed()).as(formulation.id()).isLessThan(Duration.ofSeconds(10));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("completers")
    void aNearlyFullHugeBoardTakesMemoryForItsFreePartNotForEverySquare(Formulation formulation) {
        skipWhereRefused(formulation, NEARLY_FULL);
        // Warm up on a small board of the same kind, so class loading and one-off caches are not counted.
        formulation.solve(Boards.nearlyFull(60, 10), SearchSettings.defaults());
        long before = Allocations.ofThisThread();
        SolveResult result = formulation.solve(NEARLY_FULL, SearchSettings.defaults().withTimeLimit(Duration.ofSeconds(20)));
        long allocated = Allocations.ofThisThread() - before;
        assertThat(result.status()).as(formulation.id()).isEqualTo(Status.SAT);
        // Less than one bit a square (n^2 / 8 = 1,125,000 bytes): the board, its free part and the solution are O(n).
        // Measured 35 kB (auto: its racers run on threads of their own, each held here on its own) to 250 kB
        // (minconflicts). Memory a native solver takes (cpsat) is not seen by the JVM's count.
        assertThat(allocated).as(formulation.id() + " allocated bytes on the calling thread").isLessThan(NEARLY_FULL_BUDGET);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("completers")
    void inconsistentGivenQueensAreBadInputNotUnsat(Formulation formulation) {
        Problem attacking = Problem.classic(8, List.of(new Square(2, 3), new Square(5, 6)), List.of());
        // A refusal comes before the board's check (Admission): a lane whose program is missing says so instead.
        skipWhereRefused(formulation, attacking);
        assertThatThrownBy(() -> formulation.solve(attacking, SearchSettings.defaults()))
                .as(formulation.id())
                .isInstanceOf(InconsistentBoardException.class)
                .hasMessageContaining("row 2, column 3").hasMessageContaining("row 5, column 6");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("completers")
    void aBoardWithoutCompletionIsUnsatOrUnknownNeverSat(Formulation formulation) {
        Problem none = Problem.classic(4, List.of(), List.of(new Square(1, 2), new Square(1, 3)));
        skipWhereRefused(formulation, none);
        SolveResult result = formulation.solve(none, SearchSettings.defaults().withTimeLimit(Duration.ofSeconds(5)));
        assertThat(result.status()).as(formulation.id()).isIn(Status.UNSAT, Status.UNKNOWN);
    }

    /**
     * Skips the case where {@code formulation} refuses to find a solution of {@code problem}: a board too large for its
     * method, or an external system's lane whose program is not on this machine's PATH (.ci/run installs them where it can).
     */
    private static void skipWhereRefused(Formulation formulation, Problem problem) {
        Optional<String> refusal = formulation.refusal(Task.findingOne(problem), problem);
        assumeTrue(refusal.isEmpty(), () -> formulation.id() + " refuses: " + refusal.orElse(""));
    }
}
