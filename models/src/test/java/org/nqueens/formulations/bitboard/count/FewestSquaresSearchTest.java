package org.nqueens.formulations.bitboard.count;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.bitboard.parts.CountParts;
import org.nqueens.formulations.bitboard.parts.EmptyBoardCount;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.SearchSettings;

/**
 * The search by the fewest squares first against the plainest search of the same rows, on random
 * rows (not only frames' interiors, which {@code InteriorTest} covers): any of the rows 1 to n - 2 a
 * frame leaves free, any squares in as many columns as rows. Every random choice is seeded; the seed
 * is in each message.
 */
class FewestSquaresSearchTest {

    private static final Deadline NONE = SearchSettings.defaults().start();

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void countsWhatThePlainSearchOfTheSameRowsCounts(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int trial = 0; trial < 200; trial++) {
            int n = 4 + random.nextInt(FewestSquaresSearch.LARGEST - 3);
            int count = 1 + random.nextInt(Math.min(n - 2, 9));
            int[] boardRows = choose(random, n - 2, count);
            for (int i = 0; i < count; i++) {
                boardRows[i]++;
            }
            int[] columnList = choose(random, n, count);
            long columns = 0;
            for (int column : columnList) {
                columns |= 1L << column;
            }
            long[] masks = new long[count];
            double density = 0.4 + 0.6 * random.nextDouble();
            for (int i = 0; i < count; i++) {
                for (int column : columnList) {
                    if (random.nextDouble() < density) {
                        masks[i] |= 1L << column;
                    }
                }
            }
            long expected = plain(masks, boardRows);
            FewestSquaresSearch search = new FewestSquaresSearch(n);
            assertThat(search.count(masks, boardRows, count, NONE))
                    .as("seed %d, trial %d: n = %d, rows %s, columns %s", seed, trial, n, Arrays.toString(boardRows),
                            Long.toBinaryString(columns))
                    .isEqualTo(expected);
            assertThat(search.nodes()).as("seed %d, trial %d: a queen in each row of each way found", seed, trial)
                    .isGreaterThanOrEqualTo(expected);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12, 13, 14})
    void theLargestBoardsFirstAndLastFreeRowsAndEdgeColumnsAreCountedRight(long seed) {
        // Rows 1 and 31 and columns 0 and 32 of the 33 x 33 board put both diagonal words at their ends (bits 0 and 63).
        SplittableRandom random = new SplittableRandom(seed);
        int n = FewestSquaresSearch.LARGEST;
        int[] boardRows = {1, 2, 3, 16, 29, 30, 31};
        int[] columnList = {0, 1, 2, 16, 30, 31, 32};
        for (int trial = 0; trial < 100; trial++) {
            long[] masks = new long[boardRows.length];
            for (int i = 0; i < masks.length; i++) {
                for (int column : columnList) {
                    if (random.nextDouble() < 0.7) {
                        masks[i] |= 1L << column;
                    }
                }
            }
            assertThat(new FewestSquaresSearch(n).count(masks, boardRows, boardRows.length, NONE))
                    .as("seed %d, trial %d: masks %s", seed, trial, Arrays.toString(masks))
                    .isEqualTo(plain(masks, boardRows));
        }
    }

    @Test
    void aFrameOfTheLargestBoardIsCountedAndALargerBoardIsRefused() {
        int n = FewestSquaresSearch.LARGEST;
        // Rows 1 and n - 2 with columns 5 and 20 each: the diagonal's reach is tested at both ends of the words.
        long[] masks = {1L << 5 | 1L << 20, 1L << 5 | 1L << 20};
        int[] rows = {1, n - 2};
        FewestSquaresSearch search = new FewestSquaresSearch(n);
        assertThat(search.count(masks, rows, 2, NONE)).isEqualTo(plain(masks, rows)).isEqualTo(2);
        assertThatThrownBy(() -> new FewestSquaresSearch(n + 1))
                .hasMessage("The board size n (34) of a search by the fewest squares first must lie between 1 and 33.");
    }

    @Test
    void rowsWithMoreColumnsThanRowsAreRefused() {
        FewestSquaresSearch search = new FewestSquaresSearch(8);
        assertThatThrownBy(() -> search.count(new long[] {0b110, 0b1001}, new int[] {1, 3}, 2, NONE))
                .hasMessage("The 2 free rows' squares (1111) must lie in no more columns than there are rows, all on the board.");
        assertThatThrownBy(() -> search.count(new long[0], new int[0], 0, NONE))
                .hasMessage("A search of the 8 x 8 board needs 1 to 8 free rows; 0 were given.");
        assertThatThrownBy(() -> search.count(new long[] {0b10, 0b100}, new int[] {0, 3}, 2, NONE))
                .hasMessage("The free rows [0, 3] must be rows 1 to 6 of the 8 x 8 board, ascending.");
        assertThatThrownBy(() -> search.count(new long[] {0b10, 0b100}, new int[] {3, 3}, 2, NONE))
                .hasMessage("The free rows [3, 3] must be rows 1 to 6 of the 8 x 8 board, ascending.");
    }

    @Test
    void aReachedDeadlineStopsALargeSearchNearItsTop() {
        CountParts parts = CountParts.plan(new EmptyBoardCount.Question(17, true, false));
        Interior interior = parts.interior(parts.largestFirst().get(0)).orElseThrow();
        int[] rows = new int[interior.rows()];
        rows[0] = 1;
        for (int i = 1; i < rows.length; i++) {
            rows[i] = rows[i - 1] + interior.shift(i - 1);
        }
        FewestSquaresSearch search = new FewestSquaresSearch(17);
        long found = search.count(interior.masks(), rows, rows.length, NONE);
        long whole = search.nodes();
        assertThat(search.stopped()).isFalse();
        Cancellation cancelled = Cancellation.create();
        cancelled.cancel();
        Deadline reached = SearchSettings.defaults().withCancellation(cancelled).start();
        assertThat(search.count(interior.masks(), rows, rows.length, reached)).isLessThan(found);
        assertThat(search.stopped()).isTrue();
        assertThat(search.nodes() - whole).as("nodes after the deadline, of %d in all", whole).isLessThan(whole / 20);
    }

    /** {@code count} distinct numbers below {@code n}, ascending. */
    private static int[] choose(SplittableRandom random, int n, int count) {
        int[] all = new int[n];
        for (int i = 0; i < n; i++) {
            all[i] = i;
        }
        for (int i = 0; i < count; i++) {
            int j = i + random.nextInt(n - i);
            int swap = all[i];
            all[i] = all[j];
            all[j] = swap;
        }
        int[] chosen = Arrays.copyOf(all, count);
        Arrays.sort(chosen);
        return chosen;
    }

    /** The plainest search: a queen on each safe square of free row {@code i}, then the rows below. */
    private static long plain(long[] masks, int[] rows, int i, int[] columns) {
        if (i == masks.length) {
            return 1;
        }
        long found = 0;
        for (long free = masks[i]; free != 0; free &= free - 1) {
            int column = Long.numberOfTrailingZeros(free);
            boolean safe = true;
            for (int above = 0; above < i; above++) {
                int distance = rows[i] - rows[above];
                safe &= columns[above] != column && Math.abs(columns[above] - column) != distance;
            }
            if (safe) {
                columns[i] = column;
                found += plain(masks, rows, i + 1, columns);
            }
        }
        return found;
    }

    private static long plain(long[] masks, int[] rows) {
        return plain(masks, rows, 0, new int[masks.length]);
    }
}
