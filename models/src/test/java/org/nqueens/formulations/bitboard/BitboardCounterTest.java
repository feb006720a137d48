package org.nqueens.formulations.bitboard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.Formulations;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.io.BoardFiles;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Progress;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Status;
import org.nqueens.solver.Task;
import org.nqueens.solver.UnsupportedTaskException;

class BitboardCounterTest {

    private static final long SEED = 20261121L;

    private final BitboardCounter bitboard = new BitboardCounter();
    private final ReferenceBacktracker reference = ReferenceBacktracker.plain();

    static Stream<KnownCount> quickCounts() {
        return KnownCounts.all().stream().filter(row -> row.n() <= 14);
    }

    /** Up to n = 17, the first size whose frames choose their side by random walks. */
    static Stream<KnownCount> slowCounts() {
        return KnownCounts.all().stream().filter(row -> row.n() >= 15 && row.n() <= 17);
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("quickCounts")
    void countsAndUniqueCountsEqualTheReferenceTable(KnownCount known) {
        assertCounts(known, SearchSettings.defaults().withThreads(2));
    }

    @Tag("slow")
    @ParameterizedTest(name = "n = {0}")
    @MethodSource("slowCounts")
    void largerCountsEqualTheReferenceTable(KnownCount known) {
        assertCounts(known, SearchSettings.defaults().withThreads(Runtime.getRuntime().availableProcessors()));
    }

    private void assertCounts(KnownCount known, SearchSettings settings) {
        CountResult result = bitboard.count(Problem.queens(known.n()), true, settings);
        assertThat(result.complete()).isTrue();
        assertThat(result.count()).as("solutions of n = %d", known.n()).isEqualTo(known.solutions());
        assertThat(result.unique()).as("unique solutions of n = %d", known.n()).hasValue(known.unique());
        assertThat(result.stats().get("nodes")).isPresent();
    }

    @ParameterizedTest(name = "{0} threads")
    @ValueSource(ints = {1, 2, 3, 7})
    void everyNumberOfThreadsGivesTheSameCountsAndNodes(int threads) {
        CountResult one = bitboard.count(Problem.queens(12), true, SearchSettings.defaults());
        CountResult many = bitboard.count(Problem.queens(12), true, SearchSettings.defaults().withThreads(threads));
        assertThat(many.count()).isEqualTo(one.count()).isEqualTo(14200);
        assertThat(many.unique()).isEqualTo(one.unique());
        assertThat(many.stats()).isEqualTo(one.stats());
    }

    @Test
    void progressReachesEveryPartWithTheFinalCount() {
        List<Progress> reports = new ArrayList<>();
        SearchSettings settings = SearchSettings.defaults().withThreads(2).withProgress(p -> {
            synchronized (reports) {
                reports.add(p);
            }
        });
        // n = 14: the smallest board whose frames are estimated one by one.
        CountResult result = bitboard.count(Problem.queens(14), false, settings);
        long parts = result.stats().get("subproblems").orElseThrow();
        assertThat(reports).hasSize((int) parts);
        assertThat(reports).extracting(Progress::parts).containsOnly(parts);
        assertThat(reports).extracting(Progress::partsDone).contains(parts);
        long work = reports.get(0).total();
        assertThat(work).as("progress is counted in estimated work, not parts").isGreaterThan(parts);
        assertThat(reports).extracting(Progress::total).containsOnly(work);
        assertThat(reports).extracting(Progress::done).contains(work);
        assertThat(reports).extracting(Progress::found).contains(result.count());
        assertThat(result.unique()).isEmpty();
    }

    @Test
    void aTimeLimitStopsTheCountQuicklyWithAPartialCount() {
        long start = System.nanoTime();
        CountResult result = bitboard.count(Problem.queens(19), true,
                SearchSettings.defaults().withThreads(2).withTimeLimit(Duration.ofMillis(300)));
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertThat(result.complete()).isFalse();
        assertThat(took).isLessThan(Duration.ofSeconds(3));
        // The largest parts run first and none may finish in 300 ms: the partial count may be 0.
        assertThat(result.count()).isNotNegative().isLessThan(KnownCounts.of(19).orElseThrow().solutions());
        assertThat(result.stats().get("subproblems_done").orElseThrow())
                .isLessThan(result.stats().get("subproblems").orElseThrow());
    }

    @Test
    void cancellationStopsTheCountQuickly() {
        Cancellation cancellation = Cancellation.create();
        AtomicReference<Long> cancelledAt = new AtomicReference<>();
        SearchSettings settings = SearchSettings.defaults().withThreads(2).withCancellation(cancellation).withProgress(p -> {
            if (p.done() >= 10 && cancelledAt.compareAndSet(null, System.nanoTime())) {
                cancellation.cancel();
            }
        });
        CountResult result = bitboard.count(Problem.queens(18), false, settings);
        assertThat(result.complete()).isFalse();
        assertThat(Duration.ofNanos(System.nanoTime() - cancelledAt.get())).isLessThan(Duration.ofSeconds(2));
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void enumerationOfTheEmptyBoardEqualsTheReference(int n) {
        assertSameSolutions(Problem.queens(n));
    }

    @Test
    void enumerationOfPartialBoardsEqualsTheReference() {
        Random random = new Random(SEED);
        for (int i = 0; i < 200; i++) {
            Problem problem = randomPartialBoard(random, 1 + random.nextInt(8));
            if (consistent(problem)) {
                assertSameSolutions(problem);
            }
        }
    }

    private void assertSameSolutions(Problem problem) {
        Set<Solution> expected = new HashSet<>();
        try (SolutionStream solutions = reference.enumerate(problem, SearchSettings.defaults())) {
            solutions.forEachRemaining(placement -> expected.add(placement.solution().orElseThrow()));
        }
        List<Solution> found = new ArrayList<>();
        try (SolutionStream solutions = bitboard.enumerate(problem, SearchSettings.defaults())) {
            solutions.forEachRemaining(placement -> found.add(placement.solution().orElseThrow()));
            assertThat(solutions.exhausted()).isTrue();
        }
        assertThat(found).as("solutions of %s (seed %d)", problem, SEED).doesNotHaveDuplicates();
        assertThat(new HashSet<>(found)).as("solutions of %s (seed %d)", problem, SEED).isEqualTo(expected);
        found.forEach(solution -> assertThat(ProblemVerifier.check(problem, Placement.of(solution))).isEmpty());
        if (!problem.isEmpty()) {
            CountResult count = bitboard.count(problem, false, SearchSettings.defaults());
            assertThat(count.count()).isEqualTo(expected.size());
        }
    }

    @Test
    void completionsOfRandomBoardsAreVerifiedAndNoneIsMissed() {
        Random random = new Random(SEED + 1);
        for (int i = 0; i < 300; i++) {
            int n = 4 + random.nextInt(9);
            Problem problem = randomPartialBoard(random, n);
            if (!consistent(problem)) {
                continue;
            }
            SolveResult result = bitboard.solve(problem, SearchSettings.defaults());
            SolveResult expected = reference.solve(problem, SearchSettings.defaults());
            assertThat(result.status()).as("%s (seed %d)", problem, SEED + 1).isEqualTo(expected.status());
            result.solution().ifPresent(solution -> assertThat(ProblemVerifier.check(problem, Placement.of(solution)))
                    .as("%s solved by %s (seed %d)", problem, solution, SEED + 1).isEmpty());
        }
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 2, 3, 10, 31, 32, 33, 63, 64})
    void solvesEmptyBoardsUpTo64(int n) {
        SolveResult result = bitboard.solve(Problem.queens(n), SearchSettings.defaults());
        assertThat(result.status()).isEqualTo(n == 2 || n == 3 ? Status.UNSAT : Status.SAT);
        result.solution().ifPresent(solution -> assertThat(ProblemVerifier.solves(Problem.queens(n), Placement.of(solution))).isTrue());
    }

    @Test
    void refusesBoardsLargerThan64AndUniqueCountsOfPartialBoards() {
        for (Task task : bitboard.tasks()) {
            assertThat(bitboard.refusal(task, Problem.queens(65))).get().asString().contains("64", "65");
        }
        assertThatThrownBy(() -> bitboard.solve(Problem.queens(65), SearchSettings.defaults()))
                .isInstanceOf(UnsupportedTaskException.class);
        Problem partial = Problem.classic(8, List.of(new Square(1, 1)), List.of());
        assertThat(bitboard.refusal(Task.COUNT_UNIQUE, partial)).isPresent();
        assertThat(bitboard.refusal(Task.COUNT, partial)).isEmpty();
        assertThatThrownBy(() -> Formulations.standard().forTask("bitboard", Task.SOLVE, Problem.queens(65)))
                .hasMessageContaining("solvers that can");
    }

    @Test
    void isTheStandardRegistrysDefaultCounter() {
        Formulations formulations = Formulations.standard();
        assertThat(formulations.defaultCounter()).isEqualTo("bitboard");
        assertThat(formulations.get("bitboard")).isInstanceOf(BitboardCounter.class);
    }

    static Stream<Arguments> instances() {
        String answers = resource("/instances/answers.csv");
        return answers.lines().skip(1).filter(line -> !line.isBlank()).map(line -> line.split(","))
                .map(cells -> Arguments.of(cells[0], Status.valueOf(cells[3])));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("instances")
    void answersTheCsplibInstances(String file, Status answer) throws URISyntaxException {
        Problem problem = BoardFiles.read(Path.of(BitboardCounterTest.class.getResource("/instances/" + file).toURI()));
        SolveResult result = bitboard.solve(problem, SearchSettings.defaults());
        assertThat(result.status()).isEqualTo(answer);
        result.solution().ifPresent(solution -> assertThat(ProblemVerifier.check(problem, Placement.of(solution))).isEmpty());
    }

    /** A board of size n with a few queens of a random placement and a few random blocked squares. */
    private static Problem randomPartialBoard(Random random, int n) {
        List<Square> queens = new ArrayList<>();
        List<Square> blocked = new ArrayList<>();
        for (int row = 1; row <= n; row++) {
            int column = 1 + random.nextInt(n);
            double draw = random.nextDouble();
            if (draw < 0.2) {
                queens.add(new Square(row, column));
            } else if (draw < 0.45) {
                blocked.add(new Square(row, column));
            }
        }
        return Problem.classic(n, queens, blocked);
    }

    private static boolean consistent(Problem problem) {
        return ProblemVerifier.firstAttack(problem, Placement.of(problem.given())).isEmpty();
    }

    private static String resource(String name) {
        try (InputStream in = BitboardCounterTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
