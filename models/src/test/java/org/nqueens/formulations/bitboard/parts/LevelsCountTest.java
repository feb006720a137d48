package org.nqueens.formulations.bitboard.parts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;
import org.nqueens.teach.LevelWidths;

/** The levels of the plain search counted by the parts of the bitboard counter: {@code nqueens levels} at scale. */
class LevelsCountTest {

    private static final long SEED = 20261127L;
    private static final String PROGRAM = "nqueens test";

    @TempDir
    Path dir;

    static Stream<Arguments> boardsAndThreads() {
        return Stream.of(1, 2).flatMap(threads -> Stream.iterate(1, n -> n <= 12, n -> n + 1).map(n -> Arguments.of(n, threads)));
    }

    @ParameterizedTest(name = "n = {0}, {1} threads")
    @MethodSource("boardsAndThreads")
    void theLevelsAreTheWidthsOfTheTeachingSearch(int n, int threads) {
        CountResult levels = levels(n, false, threads);
        assertThat(levels.complete()).isTrue();
        assertThat(widths(levels)).isEqualTo(LevelWidths.of(n).widths());
        assertThat(levels.count()).isEqualTo(LevelWidths.of(n).solutions());
        assertThat(levels.stats().get(Stats.PLACEMENTS)).hasValue(LevelWidths.of(n).placements());
    }

    static Stream<KnownCount> quickPlacements() {
        return KnownCounts.all().stream().filter(row -> row.n() <= 14 && row.dfsPlacements().isPresent());
    }

    static Stream<KnownCount> slowPlacements() {
        return KnownCounts.all().stream().filter(row -> row.n() >= 15 && row.n() <= 16);
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("quickPlacements")
    void theLevelsAddUpToThePlacementsOfTheTable(KnownCount known) {
        assertSumsToTheTable(known, 2);
    }

    @Tag("slow")
    @ParameterizedTest(name = "n = {0}")
    @MethodSource("slowPlacements")
    void largerLevelsAddUpToThePlacementsOfTheTable(KnownCount known) {
        assertSumsToTheTable(known, Runtime.getRuntime().availableProcessors());
    }

    private static void assertSumsToTheTable(KnownCount known, int threads) {
        CountResult levels = levels(known.n(), true, threads);
        assertThat(levels.complete()).isTrue();
        assertThat(Arrays.stream(widths(levels)).sum()).isEqualTo(known.dfsPlacements().orElseThrow());
        assertThat(levels.levels().get(known.n() - 1)).isEqualTo(known.solutions());
        assertThat(levels.unique()).hasValue(known.unique());
    }

    @Test
    void aCountWithoutTheLevelsHasNone() {
        CountResult placements = EmptyBoardCount.plan(new EmptyBoardCount.Question(10, false, true)).count(SearchSettings.defaults());
        assertThat(placements.levels()).isEmpty();
        assertThat(new EmptyBoardCount.Question(10, false, false, true).placements()).isTrue();
        assertThat(new EmptyBoardCount.Question(10, true, false, true).name()).isEqualTo("count unique levels");
    }

    @Test
    void aLevelsCountStoppedAgainAndAgainResumesFromItsCheckpointToTheSameRow() throws IOException {
        int n = 12;
        EmptyBoardCount plan = EmptyBoardCount.plan(new EmptyBoardCount.Question(n, false, false, true));
        Path file = dir.resolve("levels-12.ckpt");
        Random random = new Random(SEED);
        CountResult result;
        int runs = 0;
        do {
            int stopAfter = 1 + random.nextInt(plan.parts() / 4);
            Cancellation cancellation = Cancellation.create();
            AtomicInteger reports = new AtomicInteger();
            SearchSettings settings = SearchSettings.defaults().withThreads(1 + random.nextInt(2)).withCancellation(cancellation)
                    .withProgress(progress -> {
                        if (reports.incrementAndGet() == stopAfter) {
                            cancellation.cancel();
                        }
                    });
            result = plan.count(settings, file, PROGRAM);
            if (!result.complete()) {
                // A partial row: no level above the whole row's, and the last no more than the solutions.
                long[] partial = widths(result);
                long[] whole = LevelWidths.of(n).widths();
                for (int k = 0; k < n; k++) {
                    assertThat(partial[k]).as("seed %d, level %d", SEED, k + 1).isLessThanOrEqualTo(whole[k]);
                }
            }
            runs++;
        } while (!result.complete() && runs < 100);
        assertThat(runs).as("seed %d", SEED).isGreaterThan(2);
        assertThat(result.stats().get("subproblems_resumed")).isPresent();
        assertThat(widths(result)).as("seed %d", SEED).isEqualTo(LevelWidths.of(n).widths());
        // Each journal line holds the six counts and the twelve levels of its part.
        List<String> lines = Files.readAllLines(file);
        assertThat(lines).anyMatch(line -> line.contains("level12"));
        assertThat(lines).anyMatch(line -> line.contains("count levels"));
    }

    @Test
    void aJournalOfPlacementsIsNotResumedAsLevels() {
        Path file = dir.resolve("count-10.ckpt");
        EmptyBoardCount.plan(new EmptyBoardCount.Question(10, false, true)).count(SearchSettings.defaults(), file, PROGRAM);
        EmptyBoardCount levels = EmptyBoardCount.plan(new EmptyBoardCount.Question(10, false, false, true));
        assertThatThrownBy(() -> levels.count(SearchSettings.defaults(), file, PROGRAM)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining(file.toString());
    }

    @Test
    void partsCountedOneByOneAddUpToTheRow() {
        CountParts parts = CountParts.plan(new EmptyBoardCount.Question(11, false, false, true));
        CountParts.Counter counter = parts.counter();
        CountParts.Tally tally;
        try (CountParts.Journal journal = parts.noJournal()) {
            tally = parts.tally(journal, progress -> { });
            for (int index : tally.resume()) {
                tally.accept(index, counter.count(index));
            }
            CountResult row = parts.result(tally.outcome(true, java.time.Duration.ZERO), journal);
            assertThat(widths(row)).isEqualTo(LevelWidths.of(11).widths());
        }
    }

    private static CountResult levels(int n, boolean unique, int threads) {
        return EmptyBoardCount.plan(new EmptyBoardCount.Question(n, unique, false, true), threads)
                .count(SearchSettings.defaults().withThreads(threads));
    }

    private static long[] widths(CountResult result) {
        return result.levels().stream().mapToLong(Long::longValue).toArray();
    }
}
