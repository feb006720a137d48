package org.nqueens.formulations.exactcover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.InconsistentBoardException;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;
import org.nqueens.dlx.DancingLinks;
import org.nqueens.dlx.ExactCover;
import org.nqueens.dlx.ExactCoverText;
import org.nqueens.formulations.Formulations;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.io.BoardFiles;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Status;
import org.nqueens.solver.Task;
import org.nqueens.solver.UnsupportedTaskException;

class ExactCoverModelTest {

    private final ExactCoverModel dlx = new ExactCoverModel();
    private final SearchSettings defaults = SearchSettings.defaults();

    static Stream<KnownCount> countsUpTo12() {
        return KnownCounts.all().stream().filter(row -> row.n() <= 12);
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("countsUpTo12")
    void countsAsTheReferenceTableSays(KnownCount known) {
        CountResult result = dlx.count(Problem.queens(known.n()), false, defaults);

        assertThat(result.count()).isEqualTo(known.solutions());
        assertThat(result.complete()).isTrue();
        assertThat(result.stats().get(Stats.NODES)).isPresent();
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("countsUpTo12")
    void countsOnSeveralThreadsAsOnOne(KnownCount known) {
        CountResult result = dlx.count(Problem.queens(known.n()), false, defaults.withThreads(3));

        assertThat(result.count()).isEqualTo(known.solutions());
        assertThat(result.complete()).isTrue();
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void enumeratesWhatTheReferenceEnumerates(int n) {
        Problem board = Problem.queens(n);

        List<Solution> mine = enumerate(board);

        assertThat(mine).doesNotHaveDuplicates();
        assertThat(new HashSet<>(mine)).isEqualTo(new HashSet<>(referenceSolutions(board)));
        mine.forEach(solution -> assertThat(ProblemVerifier.solves(board, solution)).as("%s", solution).isTrue());
    }

    @Test
    void doesTheWorkOfKnuthsProgramWithinAFactorOfTwo() throws IOException {
        for (String[] row : dlxQueensTable()) {
            int n = Integer.parseInt(row[0]);
            if (n > 13) {
                continue;
            }
            CountResult result = dlx.count(Problem.queens(n), false, defaults);
            long nodes = result.stats().get(Stats.NODES).orElseThrow();
            long updates = result.stats().get(Stats.UPDATES).orElseThrow();

            assertThat(result.count()).as("n = %d", n).isEqualTo(Long.parseLong(row[1]));
            assertThat(nodes).as("nodes of n = %d", n).isBetween(Long.parseLong(row[2]) / 2, Long.parseLong(row[2]) * 2);
            assertThat(updates).as("updates of n = %d", n).isBetween(Long.parseLong(row[3]) / 2, Long.parseLong(row[3]) * 2);
        }
    }

    @Test
    void reproducesKnuthsNodesAndUpdatesExactlyForTwelve() {
        CountResult result = dlx.count(Problem.queens(12), false, defaults);

        assertThat(result.stats().get(Stats.NODES)).hasValue(211716);
        assertThat(result.stats().get(Stats.UPDATES)).hasValue(3594752);
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 20, 31, 50, 100})
    void solvesEveryBoardThatHasASolution(int n) {
        Problem board = Problem.queens(n);

        SolveResult result = dlx.solve(board, defaults);

        assertThat(result.status()).isEqualTo(Status.SAT);
        assertThat(ProblemVerifier.solves(board, result.solution().orElseThrow())).isTrue();
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {2, 3})
    void provesThatTwoAndThreeHaveNoSolution(int n) {
        assertThat(dlx.solve(Problem.queens(n), defaults).status()).isEqualTo(Status.UNSAT);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 42, 1000})
    void solvesUnderEverySeedAndRepeatsUnderTheSame(long seed) {
        Problem board = Problem.queens(60);

        SolveResult first = dlx.solve(board, defaults.withSeed(seed));
        SolveResult again = dlx.solve(board, defaults.withSeed(seed));

        assertThat(ProblemVerifier.solves(board, first.solution().orElseThrow())).as("seed %d", seed).isTrue();
        assertThat(again.solution()).isEqualTo(first.solution());
    }

    static Stream<String[]> smallInstances() throws IOException {
        return answers().stream().filter(row -> Integer.parseInt(row[2]) <= 28);
    }

    static Stream<String[]> largeInstances() throws IOException {
        return answers().stream().filter(row -> Integer.parseInt(row[2]) > 28);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("smallInstances")
    void completesTheSmallInstancesAsPublished(String file, String kind, String n, String answer) throws URISyntaxException {
        assertCompletes(file, answer);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("largeInstances")
    void completesTheLargeInstancesAsPublished(String file, String kind, String n, String answer) throws URISyntaxException {
        assertCompletes(file, answer);
    }

    private void assertCompletes(String file, String answer) throws URISyntaxException {
        Problem board = BoardFiles.read(Path.of(getClass().getResource("/instances/" + file).toURI()));

        SolveResult result = dlx.solve(board, defaults);

        assertThat(result.status().name()).as(file).isEqualTo(answer);
        result.solution().ifPresent(solution -> assertThat(ProblemVerifier.solves(board, solution)).as(file).isTrue());
    }

    @Test
    void countsTheTwoCompletionsOfNaucksBoard() throws URISyntaxException {
        Problem board = BoardFiles.read(Path.of(getClass().getResource("/instances/nauck1850-n8.param").toURI()));

        List<Solution> completions = enumerate(board);

        assertThat(completions).hasSize(2).allSatisfy(solution -> assertThat(ProblemVerifier.solves(board, solution)).isTrue());
        assertThat(dlx.count(board, false, defaults).count()).isEqualTo(2);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void countsRandomPartialBoardsAsTheReference(long seed) {
        Problem board = randomPartialBoard(new Random(seed));

        long reference = ReferenceBacktracker.plain().count(board, false, defaults).count();
        CountResult mine = dlx.count(board, false, defaults);
        SolveResult one = dlx.solve(board, defaults);

        assertThat(mine.count()).as("seed %d, %s", seed, board).isEqualTo(reference);
        assertThat(one.status()).as("seed %d, %s", seed, board).isEqualTo(reference > 0 ? Status.SAT : Status.UNSAT);
        one.solution().ifPresent(solution -> assertThat(ProblemVerifier.solves(board, solution)).isTrue());
        enumerate(board).forEach(solution -> assertThat(ProblemVerifier.solves(board, solution)).as("seed %d", seed).isTrue());
    }

    @Test
    void posesANearlyFullLargeBoardOverItsFreePartOnly() {
        int n = 3000;
        Random random = new Random(3000);
        int[] columns = evenConstruction(n);
        Set<Integer> freeRows = new HashSet<>();
        while (freeRows.size() < 12) {
            freeRows.add(1 + random.nextInt(n));
        }
        List<Square> queens = new ArrayList<>();
        for (int row = 1; row <= n; row++) {
            if (!freeRows.contains(row)) {
                queens.add(new Square(row, columns[row - 1]));
            }
        }
        Problem board = Problem.classic(n, queens, List.of());
        long start = System.nanoTime();

        QueensMatrix matrix = QueensMatrix.of(board.freePart());
        SolveResult result = dlx.solve(board, defaults);

        assertThat(Duration.ofNanos(System.nanoTime() - start)).as("free rows %s", freeRows).isLessThan(Duration.ofSeconds(3));
        assertThat(matrix.cover().optionCount()).isBetween(12, 144);
        assertThat(matrix.cover().primaryCount()).isEqualTo(24);
        assertThat(result.status()).isEqualTo(Status.SAT);
        assertThat(ProblemVerifier.solves(board, result.solution().orElseThrow())).isTrue();
    }

    @Test
    void leavesOutTheSquaresAGivenQueenAttacksAndTheBlockedOnes() {
        Problem board = Problem.classic(8, List.of(new Square(1, 1)), List.of(new Square(8, 8), new Square(5, 2)));
        FreePart free = board.freePart();

        ExactCover cover = QueensMatrix.of(free).cover();

        int allowed = IntStream.range(0, free.size()).map(i -> free.allowedColumns(free.row(i)).length).sum();
        assertThat(cover.optionCount()).isEqualTo(allowed).isLessThan(49);
        assertThat(cover.primaryCount()).isEqualTo(14);
    }

    @Test
    void printsTheMatrixInKnuthsFormat() {
        String model = dlx.model(Problem.queens(8));
        ExactCover cover = ExactCoverText.parse(model);

        assertThat(model).startsWith("| ").contains("\nr4 c4 r5 c5 r3 c3 r6 c6 r2 c2 r7 c7 r1 c1 r8 c8 | a3 ");
        assertThat(cover.primaryCount()).isEqualTo(16);
        assertThat(cover.itemCount() - cover.primaryCount()).isEqualTo(4 * 8 - 6);
        assertThat(cover.optionCount()).isEqualTo(64);
        assertThat(DancingLinks.of(cover).count()).isEqualTo(92);
    }

    @Test
    void refusesAMatrixThatWouldNotFitInMemory() {
        Problem huge = Problem.queens(200_000);

        assertThat(dlx.refusal(Task.SOLVE, huge)).hasValueSatisfying(reason -> assertThat(reason).contains("free rows", "MB"));
        assertThat(dlx.refusal(Task.SOLVE, Problem.queens(100))).isEmpty();
        assertThatThrownBy(() -> dlx.solve(huge, defaults)).isInstanceOf(UnsupportedTaskException.class);
        assertThatThrownBy(() -> Formulations.standard().forTask("dlx", Task.SOLVE, huge))
                .isInstanceOf(UnsupportedTaskException.class).hasMessageContaining("solvers that can: ");
    }

    @Test
    void stopsAtTheTimeLimitWithAPartialCount() {
        CountResult result = dlx.count(Problem.queens(18), false, defaults.withTimeLimit(Duration.ofMillis(200)));

        assertThat(result.complete()).isFalse();
        assertThat(result.count()).isLessThan(666090624);
    }

    @Test
    void stopsAParallelCountWhenCancelled() {
        Cancellation cancellation = Cancellation.create();
        cancellation.cancel();

        CountResult result = dlx.count(Problem.queens(16), false, defaults.withThreads(2).withCancellation(cancellation));

        assertThat(result.complete()).isFalse();
    }

    @Test
    void answersUnknownWhenCancelled() throws URISyntaxException {
        Cancellation cancellation = Cancellation.create();
        cancellation.cancel();
        Problem hard = BoardFiles.read(Path.of(getClass().getResource("/instances/blocked-asp-n48-1721243211.param").toURI()));

        SolveResult result = dlx.solve(hard, defaults.withCancellation(cancellation));

        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(result.explanation()).isEqualTo("cancelled");
    }

    @Test
    void rejectsGivenQueensThatAttackEachOther() {
        Problem board = Problem.classic(8, List.of(new Square(1, 1), new Square(2, 2)), List.of());

        assertThatThrownBy(() -> dlx.solve(board, defaults)).isInstanceOf(InconsistentBoardException.class);
    }

    @Test
    void completesAFullBoard() {
        Problem board = Problem.of(Solution.of(1, 5, 8, 6, 3, 7, 2, 4));

        assertThat(dlx.solve(board, defaults).solution()).hasValue(Solution.of(1, 5, 8, 6, 3, 7, 2, 4));
        assertThat(dlx.count(board, false, defaults.withThreads(2)).count()).isEqualTo(1);
    }

    @Test
    void refusesUniqueCounts() {
        assertThatThrownBy(() -> dlx.count(Problem.queens(8), true, defaults)).isInstanceOf(UnsupportedTaskException.class);
    }

    @Test
    void isRegistered() {
        assertThat(Formulations.standard().get("dlx")).isInstanceOf(ExactCoverModel.class);
    }

    private List<Solution> enumerate(Problem board) {
        List<Solution> solutions = new ArrayList<>();
        try (SolutionStream stream = dlx.enumerate(board, defaults)) {
            stream.forEachRemaining(placement -> solutions.add(placement.solution().orElseThrow()));
            assertThat(stream.exhausted()).isTrue();
        }
        return solutions;
    }

    private List<Solution> referenceSolutions(Problem board) {
        List<Solution> solutions = new ArrayList<>();
        try (SolutionStream stream = ReferenceBacktracker.plain().enumerate(board, defaults)) {
            stream.forEachRemaining(placement -> solutions.add(placement.solution().orElseThrow()));
        }
        return solutions;
    }

    /** A board of size 6..10 with a few queens that do not attack each other and a few blocked squares. */
    private static Problem randomPartialBoard(Random random) {
        int n = 6 + random.nextInt(5);
        Problem board = Problem.queens(n);
        for (int tries = 0; tries < 2; tries++) {
            Square queen = new Square(1 + random.nextInt(n), 1 + random.nextInt(n));
            if (board.givenColumn(queen.row()).isEmpty() && ProblemVerifier.whyInconsistent(board.withGiven(queen)).isEmpty()) {
                board = board.withGiven(queen);
            }
        }
        Set<Square> blocked = new HashSet<>();
        for (int k = random.nextInt(4); k > 0; k--) {
            Square square = new Square(1 + random.nextInt(n), 1 + random.nextInt(n));
            if (board.givenColumn(square.row()).orElse(0) != square.column()) {
                blocked.add(square);
            }
        }
        return Problem.classic(n, board.given(), blocked);
    }

    /** A solution for even n with n mod 6 != 2: rows 1..n/2 on columns 2, 4, .., then rows n/2+1.. on 1, 3, .. */
    private static int[] evenConstruction(int n) {
        int[] columns = new int[n];
        for (int i = 1; i <= n / 2; i++) {
            columns[i - 1] = 2 * i;
            columns[n / 2 + i - 1] = 2 * i - 1;
        }
        return columns;
    }

    private static List<String[]> dlxQueensTable() throws IOException {
        return csv(ExactCoverModel.class.getResourceAsStream("/org/nqueens/reference/dlx-queens.csv"));
    }

    private static List<String[]> answers() throws IOException {
        return csv(ExactCoverModelTest.class.getResourceAsStream("/instances/answers.csv"));
    }

    private static List<String[]> csv(InputStream in) throws IOException {
        try (in) {
            List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().skip(1).filter(line -> !line.isBlank()).toList();
            return lines.stream().map(line -> line.split(",")).toList();
        }
    }
}
