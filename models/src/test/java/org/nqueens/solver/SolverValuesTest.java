package org.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Solution;

/** The solver package's values: each validated in its constructor, at the edges of its rules. */
class SolverValuesTest {

    private static final Duration SOME = Duration.ofMillis(3);

    @ParameterizedTest(name = "count {0}, unique {1}")
    @CsvSource({"0, -2", "0, 0", "92, 12", "92, 92", "5, -2"})
    void aCountResultTakesAUniqueCountBetweenZeroAndTheCount(long count, long unique) {
        OptionalLong classes = unique == -2 ? OptionalLong.empty() : OptionalLong.of(unique);
        CountResult result = new CountResult("s", 8, count, classes, true, SOME, Stats.empty());
        assertThat(result.count()).isEqualTo(count);
        assertThat(result.unique()).isEqualTo(classes);
    }

    @ParameterizedTest(name = "count {0}, unique {1}: {2}")
    @CsvSource(delimiter = '|', value = {
        "-1 | -2 | The count (-1) cannot be negative.",
        "92 | -1 | The unique count (-1) must lie between 0 and the count (92).",
        "92 | 93 | The unique count (93) must lie between 0 and the count (92).",
    })
    void aCountResultRefusesImpossibleCounts(long count, long unique, String message) {
        OptionalLong classes = unique == -2 ? OptionalLong.empty() : OptionalLong.of(unique);
        assertThatThrownBy(() -> new CountResult("s", 8, count, classes, true, SOME, Stats.empty()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }

    @Test
    void aCountResultNeedsEveryComponent() {
        String message = "A count result needs every component; one was null.";
        assertThatThrownBy(() -> new CountResult(null, 8, 0, OptionalLong.empty(), true, SOME, Stats.empty())).hasMessage(message);
        assertThatThrownBy(() -> new CountResult("s", 8, 0, null, true, SOME, Stats.empty())).hasMessage(message);
        assertThatThrownBy(() -> new CountResult("s", 8, 0, OptionalLong.empty(), true, null, Stats.empty())).hasMessage(message);
        assertThatThrownBy(() -> new CountResult("s", 8, 0, OptionalLong.empty(), true, SOME, null)).hasMessage(message);
    }

    @Test
    void aTallyRefusesANegativeCountAndMissingParts() {
        assertThat(new Tally(0, OptionalLong.empty(), true, Stats.empty()).count()).isZero();
        assertThatThrownBy(() -> new Tally(-1, OptionalLong.empty(), true, Stats.empty())).hasMessage("The count (-1) cannot be negative.");
        assertThatThrownBy(() -> new Tally(0, null, true, Stats.empty())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Tally(0, OptionalLong.empty(), true, null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aSolveResultCarriesAPlacementExactlyWhenSat() {
        Placement four = Placement.of(Solution.of(2, 4, 1, 3));
        SolveResult sat = SolveResult.sat("s", 4, four, SOME, Stats.empty());
        assertThat(sat.solution()).contains(Solution.of(2, 4, 1, 3));
        assertThat(SolveResult.sat("s", Solution.of(2, 4, 1, 3), SOME, Stats.empty())).isEqualTo(sat);
        assertThat(SolveResult.unsat("s", 3, SOME, Stats.empty(), "proof").status()).isEqualTo(Status.UNSAT);
        assertThat(SolveResult.unknown("s", 1, SOME, Stats.empty(), "why").solution()).isEmpty();
        assertThatThrownBy(() -> new SolveResult("s", 4, Status.SAT, Optional.empty(), SOME, Stats.empty(), ""))
                .hasMessage("A SAT result must carry a solution.");
        assertThatThrownBy(() -> new SolveResult("s", 4, Status.UNSAT, Optional.of(four), SOME, Stats.empty(), ""))
                .hasMessage("A UNSAT result must not carry a solution.");
        assertThatThrownBy(() -> SolveResult.unknown("s", 0, SOME, Stats.empty(), "")).hasMessage("The board's rows (0) must be at least 1.");
        assertThatThrownBy(() -> SolveResult.unknown("s", 1, SOME, Stats.empty(), null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SolveResult.unknown(null, 1, SOME, Stats.empty(), "")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SolveResult.unknown("s", 1, null, Stats.empty(), "")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SolveResult.unknown("s", 1, SOME, null, "")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SolveResult("s", 1, null, Optional.empty(), SOME, Stats.empty(), ""))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SolveResult("s", 1, Status.UNKNOWN, null, SOME, Stats.empty(), ""))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest(name = "done {0} of {1}, {2} found, parts {3} of {4}")
    @CsvSource({"0, 0, 0, 0, 0", "5, 5, 0, 2, 2", "3, 7, 9, 0, 1"})
    void progressWithinItsBoundsIsAccepted(long done, long total, long found, long partsDone, long parts) {
        Progress progress = new Progress(done, total, found, partsDone, parts);
        assertThat(progress.fraction()).isEqualTo(total == 0 ? 1.0 : (double) done / total);
    }

    @ParameterizedTest(name = "done {0} of {1}, {2} found, parts {3} of {4}")
    @CsvSource({"-1, 5, 0, 0, 0", "0, -1, 0, 0, 0", "6, 5, 0, 0, 0", "0, 5, 0, -1, 2", "0, 5, 0, 0, -1", "0, 5, 0, 3, 2",
        "0, 5, -1, 0, 0"})
    void progressOutOfItsBoundsIsRefused(long done, long total, long found, long partsDone, long parts) {
        assertThatThrownBy(() -> new Progress(done, total, found, partsDone, parts)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void progressInPartsCountsEachPartAsAUnit() {
        Progress progress = new Progress(1, 4, 10);
        assertThat(progress.partsDone()).isEqualTo(1);
        assertThat(progress.parts()).isEqualTo(4);
        assertThat(progress.fraction()).isEqualTo(0.25);
        assertThat(new Progress(0, 0, 0).fraction()).isEqualTo(1.0);
    }

    @Test
    void searchSettingsChangeOneSettingAtATime() {
        SearchSettings defaults = SearchSettings.defaults();
        assertThat(defaults.timeLimit()).isEmpty();
        assertThat(defaults.seed()).isEqualTo(SearchSettings.DEFAULT_SEED);
        assertThat(defaults.threads()).isEqualTo(1);
        SearchSettings limited = defaults.withTimeLimit(Duration.ofSeconds(5));
        assertThat(limited.timeLimit()).contains(Duration.ofSeconds(5));
        assertThat(limited.withoutTimeLimit().timeLimit()).isEmpty();
        assertThat(defaults.withSeed(42).seed()).isEqualTo(42);
        assertThat(defaults.withThreads(3).threads()).isEqualTo(3);
        Cancellation stop = Cancellation.create();
        assertThat(defaults.withCancellation(stop).cancellation()).isSameAs(stop);
        ProgressListener listener = progress -> { };
        assertThat(defaults.withProgress(listener).progress()).isSameAs(listener);
    }

    @Test
    void searchSettingsRefuseANonPositiveLimitFewerThanOneThreadAndMissingParts() {
        SearchSettings defaults = SearchSettings.defaults();
        assertThatThrownBy(() -> defaults.withTimeLimit(Duration.ZERO)).hasMessage("The time limit (PT0S) must be positive.");
        assertThatThrownBy(() -> defaults.withTimeLimit(Duration.ofSeconds(-1))).hasMessage("The time limit (PT-1S) must be positive.");
        assertThat(defaults.withTimeLimit(Duration.ofNanos(1)).timeLimit()).contains(Duration.ofNanos(1));
        assertThatThrownBy(() -> defaults.withThreads(0)).hasMessage("The number of threads (0) must be at least 1.");
        assertThatThrownBy(() -> defaults.withCancellation(null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> defaults.withProgress(null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SearchSettings(null, 1, 1, Cancellation.create(), ProgressListener.NONE))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void statsKeepTheirOrderAndRefuseNamesThatAreNotWords() {
        Stats stats = Stats.builder().put(Stats.NODES, 3).put(Stats.FAILS, 1).put(Stats.NODES, 4).build();
        assertThat(stats.values()).containsExactly(Map.entry(Stats.NODES, 4L), Map.entry(Stats.FAILS, 1L));
        assertThat(stats.get(Stats.NODES)).hasValue(4);
        assertThat(stats.get(Stats.CONFLICTS)).isEmpty();
        assertThat(Stats.empty().values()).isEmpty();
        assertThat(Stats.of("a_1", 7).get("a_1")).hasValue(7);
        assertThatThrownBy(() -> Stats.of("1st", 1)).hasMessage("The statistic name '1st' must be a word of letters, digits and '_'.");
        assertThatThrownBy(() -> Stats.of("two words", 1)).isInstanceOf(IllegalArgumentException.class);
        Map<String, Long> missing = new LinkedHashMap<>();
        missing.put("nodes", null);
        assertThatThrownBy(() -> new Stats(missing)).hasMessage("The statistic 'nodes' has no value.");
        Map<String, Long> unnamed = new LinkedHashMap<>();
        unnamed.put(null, 1L);
        assertThatThrownBy(() -> new Stats(unnamed)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> stats.values().put("x", 1L)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void aRunNeedsItsSettingsAndDeadlineAndReadsThroughToThem() {
        SearchSettings settings = SearchSettings.defaults().withSeed(9).withThreads(2);
        Run run = Run.start(settings);
        assertThat(run.seed()).isEqualTo(9);
        assertThat(run.threads()).isEqualTo(2);
        assertThat(run.progress()).isSameAs(settings.progress());
        assertThat(run.stopped()).isFalse();
        settings.cancellation().cancel();
        assertThat(run.stopped()).isTrue();
        assertThatThrownBy(() -> new Run(null, settings.start())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Run(settings, null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aCountInPartsNeedsEveryPartAndAProgramName() {
        Counter.Parts parts = new Counter.Parts(Problem.queens(8), false, false, false, Counter.LOCAL, Optional.empty(), OptionalInt.empty(),
                SearchSettings.defaults(), Optional.of(Path.of("journal")), "nqueens 1.0");
        assertThat(parts.engine()).isEqualTo("local");
        assertThatThrownBy(() -> new Counter.Parts(Problem.queens(8), false, false, false, Counter.LOCAL, Optional.empty(), OptionalInt.empty(),
                SearchSettings.defaults(), Optional.empty(), " ")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Counter.Parts(null, false, false, false, Counter.LOCAL, Optional.empty(), OptionalInt.empty(),
                SearchSettings.defaults(), Optional.empty(), "p")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Counter.Parts(Problem.queens(8), false, false, false, Counter.LOCAL, Optional.empty(), OptionalInt.empty(),
                SearchSettings.defaults(), null, "p")).isInstanceOf(IllegalArgumentException.class);
        assertThat(new Counter.MissingEngineException("spark", "no spark").engine()).isEqualTo("spark");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"SOLVE", "COMPLETE", "COUNT", "COUNT_UNIQUE", "ENUMERATE", "MODEL"})
    void everyTaskHasAPhrase(Task task) {
        assertThat(task.phrase()).isNotBlank();
    }

    @Test
    void findingOneSolvesAnEmptyBoardAndCompletesAnyOther() {
        assertThat(Task.findingOne(Problem.queens(8))).isEqualTo(Task.SOLVE);
        assertThat(Task.findingOne(Problem.ofColumns(1, 0, 0, 0, 0))).isEqualTo(Task.COMPLETE);
    }

    @Test
    void aSolverNamedTwiceIsRefusedAndDistinctNamesKeepTheirOrder() {
        assertThat(NamedSolvers.distinct(List.of("dlx", "choco", "sat"))).containsExactly("dlx", "choco", "sat");
        assertThatThrownBy(() -> NamedSolvers.distinct(List.of("dlx", "choco", "dlx")))
                .hasMessage("The solver 'dlx' is named twice in --solvers.");
        assertThat(new UnknownSolverException("x", List.of("a", "b")).getMessage()).isEqualTo("Unknown solver 'x'; the solvers are: a, b.");
    }
}
