package org.nqueens.formulations.external;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;
import org.nqueens.formulations.Formulations;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Status;
import org.nqueens.solver.Task;
import org.nqueens.testing.Instances;
import org.nqueens.testing.Instances.Instance;

/**
 * The lanes with the real programs, where they are installed (CI installs Debian's minizinc and gprolog);
 * each test is skipped, not failed, where its program is missing.
 */
class ExternalLanesTest {

    private static final List<ExternalLane> LANES = List.of(MiniZincLane.of(MiniZincModel.INTEGER), MiniZincLane.of(MiniZincModel.DUAL),
            MiniZincLane.of(MiniZincModel.BOOLEAN), GnuPrologLane.onPath());

    private static ExternalLane present(ExternalLane lane) {
        assumeTrue(lane.unavailable().isEmpty(), () -> lane.id() + " skipped: " + lane.unavailable().orElse(""));
        return lane;
    }

    static Stream<Arguments> lanesAndSizes() {
        return LANES.stream().flatMap(lane -> IntStream.rangeClosed(1, 8).mapToObj(n -> Arguments.of(lane, n)));
    }

    @ParameterizedTest(name = "{0} counts n = {1}")
    @MethodSource("lanesAndSizes")
    void countsAgreeWithTheReference(ExternalLane lane, int n) {
        CountResult result = present(lane).count(Problem.queens(n), false, SearchSettings.defaults().withTimeLimit(Duration.ofSeconds(30)));
        assertThat(result.complete()).as(lane.id()).isTrue();
        assertThat(result.count()).as(lane.id() + " n = " + n).isEqualTo(KnownCounts.of(n).orElseThrow().solutions());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lanes")
    void enumeratesEverySolutionOfSixOnceVerified(ExternalLane lane) {
        Set<Solution> seen = new HashSet<>();
        try (SolutionStream stream = present(lane).enumerate(Problem.queens(6), SearchSettings.defaults())) {
            stream.forEachRemaining(placement -> {
                Solution solution = placement.solution().orElseThrow();
                assertThat(ProblemVerifier.solves(Problem.queens(6), solution)).as(solution.toString()).isTrue();
                assertThat(seen.add(solution)).as(solution.toString()).isTrue();
            });
            assertThat(stream.exhausted()).isTrue();
        }
        assertThat(seen).hasSize(4);
    }

    static Stream<ExternalLane> lanes() {
        return LANES.stream();
    }

    /** The pairs the default suite runs: each answers in well under a second (README, "External systems"). */
    private static boolean quick(ExternalLane lane, Instance instance) {
        return instance.n() <= 8 || lane.id().equals("gprolog") && instance.n() <= 28;
    }

    static Stream<Arguments> quickInstances() {
        return LANES.stream().flatMap(lane -> Instances.all().stream().filter(i -> quick(lane, i)).map(i -> Arguments.of(lane, i)));
    }

    static Stream<Arguments> slowInstances() {
        return LANES.stream().flatMap(lane -> Instances.all().stream().filter(i -> !quick(lane, i)).map(i -> Arguments.of(lane, i)));
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("quickInstances")
    void answersTheSmallBundledInstancesAsPublished(ExternalLane lane, Instance instance) {
        check(present(lane), instance, Duration.ofSeconds(30), true);
    }

    /**
     * The other CSPLib boards: the n = 28 boards as published within 30 s (every lane answers them in seconds), the
     * larger ones as published or not at all within 3 s (no lane answers them within 10 s on two cores; README).
     */
    @Tag("slow")
    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("slowInstances")
    void answersTheOtherBundledInstancesAsPublishedOrNotAtAll(ExternalLane lane, Instance instance) {
        check(present(lane), instance, Duration.ofSeconds(instance.n() <= 28 ? 30 : 3), instance.n() <= 28);
    }

    private static void check(ExternalLane lane, Instance instance, Duration limit, boolean mustAnswer) {
        SolveResult result = lane.solve(instance.problem(), SearchSettings.defaults().withTimeLimit(limit));
        String what = lane.id() + " on " + instance.file() + ": " + result.explanation();
        if (mustAnswer) {
            assertThat(result.status()).as(what).isEqualTo(instance.answer());
        } else {
            assertThat(result.status()).as(what).isIn(instance.answer(), Status.UNKNOWN);
        }
        result.solution().ifPresent(solution -> assertThat(ProblemVerifier.whyNot(instance.problem(), solution)).as(what).isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lanes")
    void completesAPartialBoardKeepingItsQueensAndAvoidingItsBlockedSquares(ExternalLane lane) {
        Problem board = Problem.classic(8, List.of(new Square(1, 3), new Square(4, 5)), List.of(new Square(2, 1), new Square(3, 7)));
        SolveResult result = present(lane).solve(board, SearchSettings.defaults());
        assertThat(result.status()).isEqualTo(Status.SAT);
        assertThat(ProblemVerifier.whyNot(board, result.solution().orElseThrow())).isEmpty();
        Problem none = Problem.classic(4, List.of(), List.of(new Square(1, 2), new Square(1, 3)));
        assertThat(lane.solve(none, SearchSettings.defaults()).status()).isEqualTo(Status.UNSAT);
    }

    @Test
    void gecodeReportsItsNodesFailuresAndPropagations() {
        SolveResult result = present(LANES.get(0)).solve(Problem.queens(8), SearchSettings.defaults());
        assertThat(result.stats().values()).containsKeys("nodes", "fails", "propagations");
    }

    /** Beyond 127 GNU Prolog drops domain values unless its vector size is raised; the program raises it. */
    @Test
    void gnuPrologSolvesBoardsBeyondItsDefaultVectorSize() {
        ExternalLane gprolog = present(LANES.get(3));
        Problem board = Problem.classic(150, List.of(new Square(1, 150)), List.of(new Square(2, 1)));
        SolveResult result = gprolog.solve(board, SearchSettings.defaults().withTimeLimit(Duration.ofSeconds(30)));
        assertThat(result.status()).isEqualTo(Status.SAT);
        assertThat(ProblemVerifier.whyNot(board, result.solution().orElseThrow())).isEmpty();
        assertThat(result.stats().values()).containsKey("backtracks");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lanes")
    void theModelPrintedIsTheOneRun(ExternalLane lane) {
        String model = lane.model(Problem.classic(5, List.of(new Square(2, 4)), List.of(new Square(3, 3))));
        if (lane instanceof MiniZincLane) {
            assertThat(model).contains("n = 5;", "given = [0, 4, 0, 0, 0];", "blocked = [| 3, 3 |];", "solve ::");
        } else {
            assertThat(model).contains("size(5).", "given(2, 4).", "blocked(3, 3).", "fd_all_different(Qs)", "fd_set_vector_max");
        }
    }

    /** What {@code model --format minizinc} prints runs as one file in MiniZinc, and its answer completes the board. */
    @ParameterizedTest(name = "{0}")
    @EnumSource(MiniZincModel.class)
    void theModelWithItsDataRunsInMiniZincAsOneFile(MiniZincModel model, @TempDir Path directory) throws IOException, InterruptedException {
        present(LANES.get(0));
        Problem board = Problem.classic(6, List.of(new Square(1, 2)), List.of(new Square(3, 1)));
        Path file = directory.resolve("queens.mzn");
        Files.writeString(file, model.withData(board));
        Process minizinc = new ProcessBuilder("minizinc", "--solver", "gecode", file.toString()).redirectErrorStream(true).start();
        String output = new String(minizinc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(minizinc.waitFor()).as(output).isZero();
        Matcher queens = Pattern.compile("queens = \\[([0-9, ]+)\\];").matcher(output);
        assertThat(queens.find()).as(output).isTrue();
        Solution solution = Solution.of(Arrays.stream(queens.group(1).split(", ")).mapToInt(Integer::parseInt).toArray());
        assertThat(ProblemVerifier.whyNot(board, solution)).as(output).isEmpty();
    }

    @Test
    void theLanesAreRegisteredButNeverRacedByAuto() {
        Formulations standard = Formulations.standard();
        for (ExternalLane lane : LANES) {
            assertThat(standard.get(lane.id())).isInstanceOf(ExternalLane.class);
        }
        String racers = standard.get("auto").title();
        LANES.forEach(lane -> assertThat(racers).doesNotContain(lane.id()));
        assertThat(standard.get("minizinc").supports(Task.COUNT)).isTrue();
    }
}
