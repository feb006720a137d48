package org.nqueens.formulations.bitboard.parts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;
import org.nqueens.teach.LevelWidths;

/**
 * The levels of the plain search counted by the parts of the bitboard counter: {@code nqueens levels} at scale. Their
 * sums against the table and a count stopped and resumed again and again are in {@link EmptyBoardCountTest}.
 */
class LevelsCountTest {

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

    @Test
    void aCountWithoutTheLevelsHasNone() {
        CountResult placements = EmptyBoardCount.plan(new EmptyBoardCount.Question(10, false, true)).count(SearchSettings.defaults());
        assertThat(placements.levels()).isEmpty();
        assertThat(new EmptyBoardCount.Question(10, false, false, true).placements()).isTrue();
        assertThat(new EmptyBoardCount.Question(10, true, false, true).name()).isEqualTo("count unique levels");
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
