package org.nqueens.formulations.bitboard.parts;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.problem.Problem;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;
import org.nqueens.teach.LevelWidths;

class EmptyBoardCountTest {

    private static final long SEED = 20261123L;

    @TempDir
    Path dir;

    @Test
    void aCountStoppedAgainAndAgainResumesFromItsCheckpointToTheExactTotal() throws IOException {
        KnownCount known = KnownCounts.of(13).orElseThrow();
        // Asked level by level too (nqueens levels): every journal line holds its part's levels, and the row comes out whole.
        EmptyBoardCount plan = EmptyBoardCount.plan(new EmptyBoardCount.Question(13, true, true, true));
        Path file = dir.resolve("count-13.ckpt");
        Random random = new Random(SEED);
        CountResult result;
        int runs = 0;
        do {
            // Each run is cancelled after a random number of parts, as Ctrl-C would.
            int stopAfter = 1 + random.nextInt(plan.parts() / 4);
            Cancellation cancellation = Cancellation.create();
            AtomicInteger reports = new AtomicInteger();
            SearchSettings settings = SearchSettings.defaults().withThreads(1 + random.nextInt(3)).withCancellation(cancellation)
                    .withProgress(progress -> {
                        if (reports.incrementAndGet() == stopAfter) {
                            cancellation.cancel();
                        }
                    });
            result = plan.count(settings, file, "nqueens test");
            runs++;
        } while (!result.complete() && runs < 100);
        assertThat(runs).as("seed %d", SEED).isGreaterThan(2);
        assertThat(result.complete()).isTrue();
        assertThat(result.count()).as("seed %d", SEED).isEqualTo(known.solutions());
        assertThat(result.unique()).hasValue(known.unique());
        assertThat(result.stats().get(Stats.PLACEMENTS)).isEqualTo(known.dfsPlacements());
        assertThat(result.stats().get("subproblems_resumed")).isPresent();
        assertThat(result.levels().stream().mapToLong(Long::longValue).toArray()).as("seed %d", SEED).isEqualTo(LevelWidths.of(13).widths());
        assertThat(Files.readString(file)).contains("question count unique levels").contains(" level13\n");
    }

    static Stream<KnownCount> quickPlacements() {
        return KnownCounts.all().stream().filter(row -> row.n() <= 14 && row.dfsPlacements().isPresent());
    }

    static Stream<KnownCount> slowPlacements() {
        return KnownCounts.all().stream().filter(row -> row.n() >= 15 && row.n() <= 16);
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void placementsEqualTheReferenceBacktrackers(int n) {
        CountResult reference = ReferenceBacktracker.plain().count(Problem.queens(n), false, SearchSettings.defaults());
        CountResult fast = EmptyBoardCount.plan(new EmptyBoardCount.Question(n, false, true)).count(SearchSettings.defaults().withThreads(2));
        assertThat(fast.complete()).isTrue();
        assertThat(fast.count()).isEqualTo(reference.count());
        assertThat(fast.stats().get(Stats.PLACEMENTS)).isEqualTo(reference.stats().get(Stats.PLACEMENTS));
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("quickPlacements")
    void placementsEqualTheTable(KnownCount known) {
        assertPlacements(known, 2);
    }

    @Tag("slow")
    @ParameterizedTest(name = "n = {0}")
    @MethodSource("slowPlacements")
    void largerPlacementsEqualTheTable(KnownCount known) {
        assertPlacements(known, Runtime.getRuntime().availableProcessors());
    }

    /** The placements asked level by level (nqueens levels; LevelsCountTest): the levels add up to the table's placements. */
    private static void assertPlacements(KnownCount known, int threads) {
        CountResult both = EmptyBoardCount.plan(new EmptyBoardCount.Question(known.n(), true, true, true))
                .count(SearchSettings.defaults().withThreads(threads));
        assertThat(both.complete()).isTrue();
        assertThat(both.count()).isEqualTo(known.solutions());
        assertThat(both.unique()).hasValue(known.unique());
        assertThat(both.stats().get(Stats.PLACEMENTS)).isEqualTo(known.dfsPlacements());
        assertThat(both.levels().stream().mapToLong(Long::longValue).sum()).isEqualTo(known.dfsPlacements().orElseThrow());
        assertThat(both.levels().get(known.n() - 1)).isEqualTo(known.solutions());
    }
}
