package org.nqueens.formulations.backtrack;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.problem.InconsistentBoardException;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Status;
import org.nqueens.solver.UnsupportedTaskException;
import org.nqueens.testing.Instances;

class ReferenceBacktrackerTest {

    private static final ReferenceBacktracker PLAIN = ReferenceBacktracker.plain();
    private static final ReferenceBacktracker MIRROR = ReferenceBacktracker.mirrored();

    static Stream<KnownCount> upTo13() {
        return KnownCounts.all().stream().filter(row -> row.n() <= 13);
    }

    static Stream<KnownCount> upTo14() {
        return KnownCounts.all().stream().filter(row -> row.n() <= 14);
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("upTo14")
    void placementsReproduceTheConstrainedDfsTable(KnownCount known) {
        CountResult result = PLAIN.count(Problem.queens(known.n()), false, SearchSettings.defaults());
        assertThat(result.complete()).isTrue();
        assertThat(result.count()).isEqualTo(known.solutions());
        assertThat(result.stats().get(Stats.PLACEMENTS)).isEqualTo(known.dfsPlacements());
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("upTo14")
    void theMirrorVariantCountsTheSameWithTheMirrorPlacements(KnownCount known) {
        CountResult result = MIRROR.count(Problem.queens(known.n()), false, SearchSettings.defaults());
        assertThat(result.count()).isEqualTo(known.solutions());
        assertThat(result.stats().get(Stats.PLACEMENTS)).isEqualTo(known.mirrorDfsPlacements());
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("upTo13")
    void uniqueCountsMatchTheTable(KnownCount known) {
        if (known.n() > 10) {
            return;
        }
        CountResult result = PLAIN.count(Problem.queens(known.n()), true, SearchSettings.defaults());
        assertThat(result.unique()).hasValue(known.unique());
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("upTo13")
    void enumeratesEverySolutionOnceAndEachIsVerified(KnownCount known) {
        if (known.n() > 10) {
            return;
        }
        Problem board = Problem.queens(known.n());
        Set<Solution> seen = new HashSet<>();
        try (SolutionStream stream = PLAIN.enumerate(board, SearchSettings.defaults())) {
            while (stream.hasNext()) {
                Solution solution = stream.next().solution().orElseThrow();
                assertThat(ProblemVerifier.whyNot(board, solution)).as(solution.toString()).isEmpty();
                assertThat(seen.add(solution)).as("duplicate " + solution).isTrue();
            }
            assertThat(stream.exhausted()).isTrue();
        }
        assertThat((long) seen.size()).isEqualTo(known.solutions());
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("upTo13")
    void solvesOrProvesThereIsNoSolution(KnownCount known) {
        SolveResult result = PLAIN.solve(Problem.queens(known.n()), SearchSettings.defaults());
        if (known.solutions() == 0) {
            assertThat(result.status()).isEqualTo(Status.UNSAT);
        } else {
            assertThat(result.status()).isEqualTo(Status.SAT);
            assertThat(ProblemVerifier.whyNot(Problem.queens(known.n()), result.solution().orElseThrow())).isEmpty();
        }
    }

    @Test
    void nauckHasExactlyTwoCompletionsAndBothKeepTheGivenQueens() {
        Instances.Instance nauck = Instances.all().stream().filter(i -> i.file().startsWith("nauck")).findFirst().orElseThrow();
        List<Solution> completions = new ArrayList<>();
        try (SolutionStream stream = PLAIN.enumerate(nauck.problem(), SearchSettings.defaults())) {
            stream.forEachRemaining(placement -> completions.add(placement.solution().orElseThrow()));
        }
        assertThat(completions).hasSize(2).allSatisfy(s -> assertThat(ProblemVerifier.whyNot(nauck.problem(), s)).isEmpty());
        assertThat(PLAIN.count(nauck.problem(), false, SearchSettings.defaults()).count()).isEqualTo(2);
    }

    static Stream<Instances.Instance> smallInstances() {
        return Instances.upTo(28).stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("smallInstances")
    void answersTheCsplibInstances(Instances.Instance instance) {
        SolveResult result = PLAIN.solve(instance.problem(), SearchSettings.defaults().withTimeLimit(Duration.ofSeconds(60)));
        assertThat(result.status()).isEqualTo(instance.answer());
        result.solution().ifPresent(s -> assertThat(ProblemVerifier.whyNot(instance.problem(), s)).isEmpty());
    }

    @Test
    void blockedSquaresAreNeverUsed() {
        Problem board = Problem.classic(4, List.of(), List.of(new Square(1, 2)));
        SolveResult result = PLAIN.solve(board, SearchSettings.defaults());
        assertThat(result.solution()).hasValue(Solution.of(3, 1, 4, 2));
        Problem none = Problem.classic(4, List.of(), List.of(new Square(1, 2), new Square(1, 3)));
        assertThat(PLAIN.solve(none, SearchSettings.defaults()).status()).isEqualTo(Status.UNSAT);
    }

    @Test
    void aFullBoardOfGivenQueensIsItsOwnSolution() {
        Problem full = Problem.of(Solution.of(2, 4, 1, 3));
        assertThat(PLAIN.solve(full, SearchSettings.defaults()).solution()).hasValue(Solution.of(2, 4, 1, 3));
        assertThat(PLAIN.count(full, false, SearchSettings.defaults()).count()).isEqualTo(1);
    }

    @Test
    void refusesInconsistentGivenQueens() {
        Problem board = Problem.classic(8, List.of(new Square(1, 1), new Square(2, 1)), List.of());
        assertThatThrownBy(() -> PLAIN.solve(board, SearchSettings.defaults())).isInstanceOf(InconsistentBoardException.class);
    }

    @Test
    void stopsAtTheTimeLimitWithAPartialCount() {
        CountResult result = PLAIN.count(Problem.queens(18), false, SearchSettings.defaults().withTimeLimit(Duration.ofMillis(200)));
        assertThat(result.complete()).isFalse();
        assertThat(result.elapsed()).isLessThan(Duration.ofSeconds(5));
    }

    @Test
    void answersUnknownWhenCancelled() {
        SearchSettings settings = SearchSettings.defaults();
        settings.cancellation().cancel();
        SolveResult result = PLAIN.solve(Problem.queens(60), settings);
        assertThat(result.status()).isIn(Status.UNKNOWN, Status.SAT);
    }

    @Test
    void theMirrorVariantRefusesPartialBoards() {
        Problem board = Problem.classic(8, List.of(new Square(1, 1)), List.of());
        assertThat(MIRROR.refusal(org.nqueens.solver.Task.COUNT, board)).isPresent();
        assertThatThrownBy(() -> MIRROR.count(board, false, SearchSettings.defaults())).isInstanceOf(UnsupportedTaskException.class);
        assertThatThrownBy(() -> MIRROR.solve(Problem.queens(8), SearchSettings.defaults()))
                .hasMessage("The solver 'backtrack-mirror' cannot solve an empty board.");
    }
}
