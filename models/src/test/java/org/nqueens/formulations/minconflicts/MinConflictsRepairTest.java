package org.nqueens.formulations.minconflicts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Status;
import org.nqueens.testing.Instances;

class MinConflictsRepairTest {

    private final MinConflictsRepair repair = MinConflictsRepair.standard();

    static Stream<Arguments> sizesAndSeeds() {
        List<Arguments> cases = new ArrayList<>();
        for (int n : new int[] {1, 4, 5, 6, 7, 8, 9, 10, 12, 16, 25, 31, 50, 64, 100, 257, 1000, 4096, 20_011}) {
            for (long seed : new long[] {1, 2, 3, 42, 20_260_521}) {
                cases.add(Arguments.of(n, seed));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "n = {0}, seed {1}")
    @MethodSource("sizesAndSeeds")
    void solvesEmptyBoardsAndEveryAnswerIsVerified(int n, long seed) {
        SolveResult result = repair.solve(Problem.queens(n), SearchSettings.defaults().withSeed(seed));

        assertThat(result.status()).as("n = %d, seed %d: %s", n, seed, result.explanation()).isEqualTo(Status.SAT);
        assertThat(ProblemVerifier.whyNot(Problem.queens(n), result.solution().orElseThrow())).as("n = %d, seed %d", n, seed).isEmpty();
        assertThat(result.stats().get(Stats.STEPS)).as("n = %d, seed %d", n, seed).isPresent();
    }

    @Test
    void theSeedMakesRunsRepeat() {
        SearchSettings settings = SearchSettings.defaults().withSeed(7);

        assertThat(repair.solve(Problem.queens(300), settings).solution()).isEqualTo(repair.solve(Problem.queens(300), settings).solution());
    }

    static Stream<Arguments> partialBoards() {
        return Stream.of(Arguments.of(20, 1L), Arguments.of(50, 2L), Arguments.of(50, 3L), Arguments.of(200, 4L), Arguments.of(1000, 5L));
    }

    /**
     * A board cut from a known solution (found by the reference backtracker for small n, else by
     * min-conflicts with another seed and checked): a third of its queens given, random squares off
     * that solution blocked, so a completion exists; the answer must keep the givens and avoid the blocks.
     */
    @ParameterizedTest(name = "n = {0}, seed {1}")
    @MethodSource("partialBoards")
    void completesPartialBoardsKeepingGivensAndAvoidingBlocks(int n, long seed) {
        Solution known = knownSolution(n, seed);
        Random random = new Random(seed);
        List<Square> givens = new ArrayList<>();
        List<Square> blocked = new ArrayList<>();
        for (int row = 1; row <= n; row++) {
            if (random.nextInt(3) == 0) {
                givens.add(known.queenInRow(row));
            } else {
                for (int k = 0; k < 2; k++) {
                    int column = 1 + random.nextInt(n);
                    if (column != known.column(row)) {
                        blocked.add(new Square(row, column));
                    }
                }
            }
        }
        Problem board = Problem.classic(n, givens, blocked);

        SolveResult result = repair.solve(board, SearchSettings.defaults().withSeed(seed));

        assertThat(result.status()).as("n = %d, seed %d: %s", n, seed, result.explanation()).isEqualTo(Status.SAT);
        Solution solution = result.solution().orElseThrow();
        assertThat(ProblemVerifier.whyNot(board, solution)).as("n = %d, seed %d", n, seed).isEmpty();
        givens.forEach(given -> assertThat(solution.column(given.row())).as("seed %d, given %s", seed, given).isEqualTo(given.column()));
    }

    private Solution knownSolution(int n, long seed) {
        if (n <= 20) {
            return ReferenceBacktracker.plain().solve(Problem.queens(n), SearchSettings.defaults()).solution().orElseThrow();
        }
        Solution solution = repair.solve(Problem.queens(n), SearchSettings.defaults().withSeed(seed + 1000)).solution().orElseThrow();
        assertThat(ProblemVerifier.solves(Problem.queens(n), solution)).isTrue();
        return solution;
    }

    @Test
    void aFullGivenBoardIsItsOwnCompletion() {
        Solution known = ReferenceBacktracker.plain().solve(Problem.queens(8), SearchSettings.defaults()).solution().orElseThrow();
        Problem full = Problem.of(known);

        SolveResult result = repair.solve(full, SearchSettings.defaults());

        assertThat(result.solution()).contains(known);
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {2, 3})
    void boardsWithoutSolutionGiveUpAsUnknownNeverUnsat(int n) {
        SolveResult result = MinConflictsRepair.withLimits(10_000, 20).solve(Problem.queens(n), SearchSettings.defaults());

        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(result.explanation()).contains("gave up after 21 starting boards").contains("cannot prove");
        assertThat(result.stats().get("restarts")).hasValue(20);
    }

    @Test
    void aCompletionThatDoesNotExistIsUnknownNeverUnsat() {
        // Queens at a1 and c2 leave no completion of 8-queens; the reference search proves it.
        Problem board = Problem.classic(8, List.of(new Square(1, 1), new Square(2, 3)), List.of());
        assertThat(ReferenceBacktracker.plain().solve(board, SearchSettings.defaults()).status()).isEqualTo(Status.UNSAT);

        SolveResult result = MinConflictsRepair.withLimits(5_000, 10).solve(board, SearchSettings.defaults());

        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
    }

    @Test
    void anAttemptLimitTooSmallToRepairGivesUnknown() {
        SolveResult result = MinConflictsRepair.withLimits(1, 0).solve(Problem.queens(2000), SearchSettings.defaults());

        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(result.explanation()).contains("gave up after 1 starting board ");
    }

    @Test
    void aCancelledRunIsUnknown() {
        Cancellation cancellation = Cancellation.create();
        cancellation.cancel();

        SolveResult result = repair.solve(Problem.queens(100_000), SearchSettings.defaults().withCancellation(cancellation));

        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(result.explanation()).startsWith("cancelled");
    }

    @Test
    void aTimeLimitReachedIsUnknown() {
        SolveResult result = MinConflictsRepair.withLimits(Long.MAX_VALUE, Integer.MAX_VALUE)
                .solve(Problem.queens(3), SearchSettings.defaults().withTimeLimit(Duration.ofMillis(50)));

        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(result.explanation()).startsWith("time limit reached");
    }

    static List<Instances.Instance> csplibInstances() {
        return Instances.all();
    }

    /**
     * The dense blocked instances (three quarters of the squares blocked) are beyond this incomplete
     * method within a small budget; what must hold is that it never claims UNSAT and that every SAT
     * it gives is a verified completion. The completion instance of Nauck must be solved.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("csplibInstances")
    void csplibInstancesAreNeverClaimedUnsatAndEverySolutionIsVerified(Instances.Instance instance) {
        Problem board = instance.problem();

        SolveResult result = MinConflictsRepair.withLimits(5_000, 20).solve(board, SearchSettings.defaults());

        assertThat(result.status()).as(instance.file()).isNotEqualTo(Status.UNSAT);
        if (instance.answer() == Status.UNSAT) {
            assertThat(result.status()).as(instance.file()).isEqualTo(Status.UNKNOWN);
        }
        if (board.blocked().isEmpty()) {
            assertThat(result.status()).as("%s: %s", instance.file(), result.explanation()).isEqualTo(Status.SAT);
        }
        result.solution().ifPresent(solution -> assertThat(ProblemVerifier.whyNot(board, solution)).as(instance.file()).isEmpty());
    }

    @Test
    void theModelNamesTheVariablesTheCostAndTheSearch() {
        Problem board = Problem.classic(8, List.of(new Square(1, 1)), List.of(new Square(2, 2)));

        String model = repair.model(board);

        assertThat(model).contains("7 free rows r (1 queens given").contains("permutation of the free columns")
                .contains("max(0, queens with r - c[r] = d - 1)").contains("(1 blocked squares)").contains("sideways step");
    }

    /**
     * The starting board leaves a dozen or so conflicts whatever n, so repair takes about as many
     * steps at n = 100,000 as at 1,000 (a start leaving a fixed share of n in conflict took thousands).
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void repairStepsDoNotGrowWithN(long seed) {
        long small = repair.solve(Problem.queens(1_000), SearchSettings.defaults().withSeed(seed)).stats().get(Stats.STEPS).orElseThrow();
        long large = repair.solve(Problem.queens(100_000), SearchSettings.defaults().withSeed(seed)).stats().get(Stats.STEPS).orElseThrow();

        assertThat(large).as("steps at n = 100,000 (seed %d) against %d at n = 1,000", seed, small).isLessThan(1_000);
    }

    @Tag("slow")
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void solvesAMillionQueens(long seed) {
        int n = 1_000_000;
        SolveResult result = repair.solve(Problem.queens(n), SearchSettings.defaults().withSeed(seed));

        assertThat(result.status()).as("seed %d", seed).isEqualTo(Status.SAT);
        assertThat(ProblemVerifier.solves(Problem.queens(n), result.solution().orElseThrow())).as("seed %d", seed).isTrue();
    }
}
