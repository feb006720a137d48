package org.nqueens.formulations;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;
import org.nqueens.formulations.choco.ChocoAllDifferentModel;
import org.nqueens.formulations.choco.ChocoPairwiseModel;
import org.nqueens.formulations.cpsat.CpSatModel;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Status;
import org.nqueens.testing.FormulationChecks;
import org.nqueens.testing.Instances;
import org.nqueens.testing.Instances.Instance;

/** The constraint models (Choco global, Choco pairwise, CP-SAT) held against the reference and the instances. */
class ConstraintModelsTest {

    /**
     * Instances larger than this run in the slow group: on the shared development machine the
     * n = 28 boards take under a second each, while no model answered an n = 48 board in 20 s.
     */
    private static final int QUICK_INSTANCE_LIMIT = 28;
    /** How long a slow-group instance may take before the test fails (CP-SAT took up to 20 s on a busy machine). */
    private static final Duration SLOW_INSTANCE_LIMIT = Duration.ofMinutes(2);

    static Stream<Formulation> models() {
        return Stream.of(new ChocoAllDifferentModel(), new ChocoPairwiseModel(), new CpSatModel());
    }

    static Stream<Arguments> modelsAndSizesUpTo10() {
        return models().flatMap(model -> IntStream.rangeClosed(1, 10).mapToObj(n -> Arguments.of(model.id(), n)));
    }

    static Stream<Arguments> modelsAndSizesUpTo8() {
        return models().flatMap(model -> IntStream.rangeClosed(1, 8).mapToObj(n -> Arguments.of(model.id(), n)));
    }

    static Stream<Arguments> modelsAndQuickInstances() {
        return models().flatMap(model -> Instances.all().stream()
                .filter(instance -> instance.n() <= QUICK_INSTANCE_LIMIT)
                .map(instance -> Arguments.of(model.id(), instance)));
    }

    /**
     * The large blocked boards, for CP-SAT only: its clause learning answers them in seconds,
     * while neither Choco model answered one in 20 s (figures in the README).
     */
    static Stream<Arguments> cpSatAndLargeInstances() {
        return Instances.all().stream()
                .filter(instance -> instance.n() > QUICK_INSTANCE_LIMIT)
                .map(instance -> Arguments.of("cpsat", instance));
    }

    private static Formulation model(String id) {
        return models().filter(model -> model.id().equals(id)).findFirst().orElseThrow();
    }

    @ParameterizedTest(name = "{0}, n = {1}")
    @MethodSource("modelsAndSizesUpTo10")
    void countsEqualTheReference(String id, int n) {
        FormulationChecks.assertCountsAsKnown(model(id), n);
    }

    @ParameterizedTest(name = "{0}, n = {1}")
    @MethodSource("modelsAndSizesUpTo8")
    void enumerationGivesTheReferenceSetEachOnceAndVerified(String id, int n) {
        FormulationChecks.assertEnumeratesTheReferenceSet(model(id), n);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void solvesEmptyBoardsUpTo40AndProvesTwoAndThreeHaveNoSolution(Formulation model) {
        FormulationChecks.assertSolvesEmptyBoardsUpTo(model, 40);
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("modelsAndQuickInstances")
    void completesTheCsplibInstancesAsPublished(String id, Instance instance) {
        assertCompletes(model(id), instance, SearchSettings.defaults());
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("cpSatAndLargeInstances")
    void completesTheLargeCsplibInstancesAsPublished(String id, Instance instance) {
        assertCompletes(model(id), instance, SearchSettings.defaults().withTimeLimit(SLOW_INSTANCE_LIMIT));
    }

    private static void assertCompletes(Formulation model, Instance instance, SearchSettings settings) {
        SolveResult result = model.solve(instance.problem(), settings);
        assertThat(result.status()).isEqualTo(instance.answer());
        result.solution().ifPresent(solution -> assertThat(ProblemVerifier.whyNot(instance.problem(), solution)).isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void completionKeepsGivenQueensAndAvoidsBlockedSquares(Formulation model) {
        FormulationChecks.assertCompletesKeepingGivenQueensAndAvoidingBlockedSquares(model);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void boardsThatNeedNoSearchAreAnsweredDirectly(Formulation model) {
        assertThat(FormulationChecks.assertAnswersBoardsThatNeedNoSearch(model).explanation()).contains("row 3");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void aTimeLimitGivesUnknownAndAnIncompleteCount(Formulation model) {
        SearchSettings settings = SearchSettings.defaults().withTimeLimit(Duration.ofMillis(1));
        SolveResult result = model.solve(Problem.queens(300), settings);
        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(result.explanation()).isNotBlank();
        CountResult count = model.count(Problem.queens(14), false, SearchSettings.defaults().withTimeLimit(Duration.ofMillis(200)));
        assertThat(count.complete()).isFalse();
        assertThat(count.count()).isLessThan(KnownCounts.of(14).orElseThrow().solutions());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void enumerationIsLazyAndStopsWhenClosed(Formulation model) {
        Problem board = Problem.queens(30);
        List<Solution> taken = new ArrayList<>();
        SolutionStream stream = model.enumerate(board, SearchSettings.defaults());
        for (int i = 0; i < 5 && stream.hasNext(); i++) {
            taken.add(stream.next().solution().orElseThrow());
        }
        stream.close();
        assertThat(taken).hasSize(5).doesNotHaveDuplicates().allMatch(solution -> ProblemVerifier.solves(board, solution));
        assertThat(stream.hasNext()).isFalse();
        assertThat(stream.exhausted()).isFalse();
        stream.close();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void reportsTheSolversOwnStatistics(Formulation model) {
        Stats stats = model.solve(Problem.queens(12), SearchSettings.defaults()).stats();
        List<String> expected = model.id().startsWith("choco")
                ? List.of(Stats.NODES, Stats.FAILS, Stats.BACKTRACKS)
                : List.of(Stats.CONFLICTS, Stats.BRANCHES);
        assertThat(stats.values().keySet()).containsExactlyElementsOf(expected);
        assertThat(stats.values().values()).allMatch(value -> value >= 0);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void theModelTextShowsVariablesAndConstraintsWithoutEscapeCodes(Formulation model) {
        Problem board = Problem.classic(6, List.of(new Square(1, 2)), List.of(new Square(3, 3)));
        String text = model.model(board);
        assertThat(text).doesNotContain("\u001b");
        assertThat(text.chars().filter(c -> c < 0x20 && c != '\n')).isEmpty();
        assertThat(text).doesNotContain("q[1]").contains("q[2]", "q[6]").containsIgnoringCase("alldifferent");
        // Row 3 loses column 2 (the given queen's), 4 (its diagonal) and 3 (blocked).
        assertThat(text).containsPattern("q\\[3\\] (=|in) \\{1, ?5\\.\\.6\\}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void printsNothingWhileSolving(Formulation model) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        try (PrintStream capture = new PrintStream(captured, true, StandardCharsets.UTF_8)) {
            System.setOut(capture);
            System.setErr(capture);
            model.solve(Problem.queens(20), SearchSettings.defaults());
            model.count(Problem.queens(6), false, SearchSettings.defaults());
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
        assertThat(captured.toString(StandardCharsets.UTF_8)).isEmpty();
    }
}
