package org.nqueens.formulations;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Square;
import org.nqueens.formulations.choco.ChocoDualModel;
import org.nqueens.formulations.cpsat.CpSatBooleanModel;
import org.nqueens.formulations.sat.Sat4jModel;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Status;
import org.nqueens.solver.Task;
import org.nqueens.testing.FormulationChecks;
import org.nqueens.testing.Instances;
import org.nqueens.testing.Instances.Instance;

/** The dual and Boolean models (choco-dual, cpsat-boolean, sat) held against the reference, the known counts and the instances. */
class BooleanAndDualModelsTest {

    static Stream<Formulation> models() {
        return Stream.of(new ChocoDualModel(), new CpSatBooleanModel(), new Sat4jModel());
    }

    /** Sizes the default suite counts with every model; the larger ones (more than a second each on two cores) are slow. */
    static Stream<Arguments> modelsAndSizesUpTo8() {
        return models().flatMap(model -> IntStream.rangeClosed(1, 8).mapToObj(n -> Arguments.of(model.id(), n)));
    }

    /** n = 9, 10 for every model, and up to the largest board sat counts (12). */
    static Stream<Arguments> modelsAndLargerSizes() {
        return models().flatMap(model -> IntStream.rangeClosed(9, model.id().equals("sat") ? 12 : 10).mapToObj(n -> Arguments.of(model.id(), n)));
    }

    static Stream<Arguments> modelsAndQuickInstances() {
        return models().flatMap(model -> Instances.upTo(28).stream().map(instance -> Arguments.of(model.id(), instance)));
    }

    private static Formulation model(String id) {
        return models().filter(model -> model.id().equals(id)).findFirst().orElseThrow();
    }

    @ParameterizedTest(name = "{0}, n = {1}")
    @MethodSource("modelsAndSizesUpTo8")
    void countsEqualTheKnownCounts(String id, int n) {
        FormulationChecks.assertCountsAsKnown(model(id), n);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}, n = {1}")
    @MethodSource("modelsAndLargerSizes")
    void countsOfLargerBoardsEqualTheKnownCounts(String id, int n) {
        FormulationChecks.assertCountsAsKnown(model(id), n);
    }

    @ParameterizedTest(name = "{0}, n = {1}")
    @MethodSource("modelsAndSizesUpTo8")
    void enumerationGivesTheReferenceSetEachOnceAndVerified(String id, int n) {
        FormulationChecks.assertEnumeratesTheReferenceSet(model(id), n);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void solvesEmptyBoardsUpTo20AndProvesTwoAndThreeHaveNoSolution(Formulation model) {
        FormulationChecks.assertSolvesEmptyBoardsUpTo(model, 20);
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("modelsAndQuickInstances")
    void completesTheCsplibInstancesAsPublished(String id, Instance instance) {
        SolveResult result = model(id).solve(instance.problem(), SearchSettings.defaults().withTimeLimit(Duration.ofMinutes(1)));
        assertThat(result.status()).as(result.explanation()).isEqualTo(instance.answer());
        result.solution().ifPresent(solution -> assertThat(ProblemVerifier.whyNot(instance.problem(), solution)).isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void completionKeepsGivenQueensAndAvoidsBlockedSquaresAndCountsAsTheReference(Formulation model) {
        FormulationChecks.assertCompletesKeepingGivenQueensAndAvoidingBlockedSquares(model);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void boardsThatNeedNoSearchAreAnswered(Formulation model) {
        FormulationChecks.assertAnswersBoardsThatNeedNoSearch(model);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void aTimeLimitGivesUnknownAndAnIncompleteCount(Formulation model) {
        Problem hard = Instances.all().stream().filter(i -> i.file().equals("blocked-asp-n48-1721315836.param")).findFirst().orElseThrow().problem();
        SolveResult result = model.solve(hard, SearchSettings.defaults().withTimeLimit(Duration.ofMillis(300)));
        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(result.explanation()).isNotBlank();
        CountResult count = model.count(Problem.queens(12), false, SearchSettings.defaults().withTimeLimit(Duration.ofMillis(100)));
        assertThat(count.complete()).isFalse();
        assertThat(count.count()).isLessThan(KnownCounts.of(12).orElseThrow().solutions());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void reportsTheSolversOwnStatisticsAndPrintsItsModel(Formulation model) {
        SolveResult result = model.solve(Problem.queens(8), SearchSettings.defaults());
        assertThat(result.stats().values()).isNotEmpty();
        assertThat(model.model(Problem.queens(8))).startsWith(model.title());
    }

    @org.junit.jupiter.api.Test
    void satRefusesToCountBeyondTwelveAndTheRegistryNamesWhoCan() {
        Sat4jModel sat = new Sat4jModel();
        assertThat(sat.refusal(Task.COUNT, Problem.queens(12))).isEmpty();
        assertThat(sat.refusal(Task.COUNT, Problem.queens(13))).hasValueSatisfying(reason -> assertThat(reason).contains("n = 12").contains("n = 13"));
        assertThat(sat.refusal(Task.SOLVE, Problem.queens(13))).isEmpty();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Formulations.standard().forTask("sat", Task.COUNT, Problem.queens(13)))
                .hasMessageContaining("solvers that can:").hasMessageContaining("bitboard");
    }

    @org.junit.jupiter.api.Test
    void theDualModelPrintsBothViewpointsAndTheBooleanModelItsSquares() {
        assertThat(new ChocoDualModel().model(Problem.queens(6))).contains("inverseChanneling([q[1] - 1").contains("[p[1] - 1")
                .contains("allDifferent(p[1] - 1").contains("allDifferent(q[1] + 1").doesNotContain("allDifferent(p[1] + 1");
        Problem partial = Problem.classic(6, List.of(new Square(1, 2)), List.of());
        assertThat(new ChocoDualModel().model(partial)).contains("inverseChanneling([x[2]").contains("y[1]");
        assertThat(new CpSatBooleanModel().model(Problem.queens(6))).contains("x[1][1]").contains("ExactlyOne(").contains("AtMostOne(");
        assertThat(new Sat4jModel().model(Problem.queens(8))).contains("sequential counter").contains("in all");
    }
}
