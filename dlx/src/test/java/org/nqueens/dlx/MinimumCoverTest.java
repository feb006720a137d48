package org.nqueens.dlx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.OptionalLong;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MinimumCoverTest {

    @Test
    void findsTheSmallestCoverOfASmallSetSystem() {
        // Items 1..6; {1 2 3} and {4 5 6} cover them with two options, no single option does.
        ExactCover problem = ExactCoverText.parse("a b c d e f\na b c\nd e f\na d\nb e\nc f\na b c d e\n");
        MinimumCover search = MinimumCover.of(problem);

        assertThat(search.minimise()).isEqualTo(MinimumCover.Outcome.OPTIMAL);
        assertThat(search.lowerBound()).isEqualTo(2);
        // The greedy cover, optimal here: the widest option {a b c d e}, then the first of those covering f.
        assertThat(search.best()).hasValueSatisfying(best -> assertThat(best).containsExactly(5, 1));
        // {a b c}{d e f}, {a b c d e}{d e f}, {a b c d e}{c f}.
        assertThat(search.countMinimum()).hasValue(3);
    }

    @Test
    void secondaryItemsKeepTwoChosenOptionsApart() {
        // x is secondary: {a x} and {b x} cannot both be chosen; the covers of two are {a x}{b}, {a}{b x} and {a}{b}.
        ExactCover problem = ExactCoverText.parse("a b | x\na x\nb x\na\nb\n");
        MinimumCover search = MinimumCover.of(problem);

        assertThat(search.minimise()).isEqualTo(MinimumCover.Outcome.OPTIMAL);
        assertThat(search.lowerBound()).isEqualTo(2);
        assertThat(search.countMinimum()).hasValue(3);
    }

    @Test
    void findsACoverOfAnOptionAnItemWhereTheGreedyCoverFails() {
        // Greedy takes {a b x}, which hides {c x}, c's only option; the one cover takes an option for each of a, b and c,
        // as many as there are primary items, the most a minimal cover can hold.
        ExactCover problem = ExactCoverText.parse("a b c | x\na b x\nc x\na\nb\n");
        MinimumCover search = MinimumCover.of(problem);

        assertThat(search.minimise()).isEqualTo(MinimumCover.Outcome.OPTIMAL);
        assertThat(search.lowerBound()).isEqualTo(3);
        assertThat(search.best()).hasValueSatisfying(best -> assertThat(isCover(problem, best)).isTrue());
        assertThat(search.countMinimum()).hasValue(1);
    }

    @Test
    void theRootSeesAnItemWithoutOptionsWhereTheCountsAddUp() {
        // The counts 2 + 2 reach the 3 items to cover, but c has no option: no cover, and no node searched.
        MinimumCover search = MinimumCover.of(ExactCoverText.parse("a b c\na b\na b\n"));

        assertThat(search.minimise()).isEqualTo(MinimumCover.Outcome.NO_COVER);
        assertThat(search.nodes()).isZero();
        assertThat(search.lowerBound()).isEqualTo(Integer.MAX_VALUE);
    }

    @Test
    void anItemWithoutOptionsLeavesNoCover() {
        MinimumCover search = MinimumCover.of(ExactCoverText.parse("a b\na\n"));

        assertThat(search.minimise()).isEqualTo(MinimumCover.Outcome.NO_COVER);
        assertThat(search.best()).isEmpty();
        assertThat(search.countMinimum()).hasValue(0);
    }

    @Test
    void secondaryItemsCanForbidEveryCover() {
        MinimumCover search = MinimumCover.of(ExactCoverText.parse("a b | x\na x\nb x\n"));

        assertThat(search.minimise()).isEqualTo(MinimumCover.Outcome.NO_COVER);
        assertThat(search.countMinimum()).hasValue(0);
    }

    @Test
    void aStoppedSearchSaysSoAndKeepsABoundThatHolds() {
        // 100 items, 150 options of about 10 items each: well over the 2048 nodes before the first poll.
        ExactCover problem = randomProblem(new Random(7), 100, 150, 0, 1);
        MinimumCover search = MinimumCover.of(problem).stopWhen(() -> true);

        assertThat(search.minimise()).isEqualTo(MinimumCover.Outcome.STOPPED);
        assertThat(search.nodes()).isEqualTo(MinimumCover.of(problem).pollMask() + 1L);
        assertThat(search.best()).hasValueSatisfying(best -> assertThat(isCover(problem, best)).isTrue());
        assertThat(search.lowerBound()).isPositive().isLessThanOrEqualTo(search.best().orElseThrow().length);
        assertThat(search.countMinimum()).isEmpty();
    }

    @Test
    void aConditionThatNeverHoldsLetsTheSearchEnd() {
        // Independent domination of 8 x 8: 8,476 nodes, the stop condition polled every 2,048.
        MinimumCover search = MinimumCover.of(queensDomination(8, true)).stopWhen(() -> false).stopWhen(() -> false);

        assertThat(search.minimise()).isEqualTo(MinimumCover.Outcome.OPTIMAL);
        assertThat(search.countMinimum()).hasValue(728);
        assertThat(search.nodes()).isGreaterThan(2L * (search.pollMask() + 1));
    }

    @Test
    void aLaterConditionStopsTheSearchBesideAnEarlierOne() {
        // Domination of 8 x 8: 4,937 nodes to the optimum, the stop condition polled every 2,048.
        MinimumCover search = MinimumCover.of(queensDomination(8, false)).stopWhen(() -> false).stopWhen(() -> true);

        assertThat(search.minimise()).isEqualTo(MinimumCover.Outcome.STOPPED);
        assertThat(search.nodes()).isEqualTo(search.pollMask() + 1L);
    }

    @Test
    void configuringAfterTheSearchIsRefused() {
        MinimumCover search = MinimumCover.of(ExactCoverText.parse("a\na\n"));
        search.minimise();

        assertThatThrownBy(() -> search.stopWhen(() -> true)).isInstanceOf(IllegalStateException.class);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void agreesWithBruteForceOnRandomSetSystems(long seed) {
        Random random = new Random(seed);
        for (int round = 0; round < 25; round++) {
            int primaries = 1 + random.nextInt(8);
            int secondaries = random.nextInt(3);
            int optionCount = 1 + random.nextInt(12);
            ExactCover problem = randomProblem(random, primaries, optionCount, secondaries, 3);
            int[] expected = bruteForce(problem);
            MinimumCover search = MinimumCover.of(problem);
            MinimumCover.Outcome outcome = search.minimise();
            String where = "seed " + seed + " round " + round + ": " + ExactCoverText.write(problem);

            if (expected[0] < 0) {
                assertThat(outcome).as(where).isEqualTo(MinimumCover.Outcome.NO_COVER);
                assertThat(search.countMinimum()).as(where).hasValue(0);
                continue;
            }
            assertThat(outcome).as(where).isEqualTo(MinimumCover.Outcome.OPTIMAL);
            assertThat(search.lowerBound()).as(where).isEqualTo(expected[0]);
            int[] best = search.best().orElseThrow();
            assertThat(best).as(where).hasSize(expected[0]);
            assertThat(isCover(problem, best)).as(where).isTrue();
            assertThat(search.countMinimum()).as(where).isEqualTo(OptionalLong.of(expected[1]));
        }
    }

    /**
     * The figures of the search on DLX1's links, before its sets became sparse (2026-11-27): seed, then
     * outcome's lower bound, nodes and updates after minimise(), the count of minimum covers, nodes and
     * updates after counting, and the best cover. The sparse sets reorder an item's options with every
     * hide, so a search that took them in the sets' order instead of their numbers' would branch
     * differently and miss these.
     */
    private static final long[][] LINKS_SEARCH_BY_SEED = {
        {2, 7, 21, 929, 9, 128, 3295, 12, 15, 6, 11, 2, 23, 18},
        {3, 6, 119, 9121, 2, 229, 15989, 33, 30, 1, 22, 28, 9},
        {4, 5, 6, 349, 5, 30, 901, 14, 20, 7, 21, 5},
        {5, 4, 22, 1761, 33, 540, 22229, 1, 21, 15, 11},
        {7, 5, 33, 1212, 5, 95, 2934, 16, 20, 10, 4, 3},
        {8, 5, 20, 1259, 9, 136, 5429, 32, 0, 25, 30, 3},
        {9, 5, 40, 1697, 3, 147, 5016, 25, 13, 17, 1, 15},
        {10, 10, 69, 1073, 44, 251, 3010, 15, 21, 1, 0, 11, 4, 35, 12, 2, 6},
        {11, 9, 22, 414, 10, 78, 1030, 28, 33, 4, 32, 34, 31, 15, 24, 16},
        {12, 6, 69, 2448, 126, 695, 16065, 5, 6, 38, 9, 31, 0},
    };

    @Test
    void searchesNodeForNodeAsOnTheLinks() {
        for (long[] figures : LINKS_SEARCH_BY_SEED) {
            Random random = new Random(figures[0]);
            int primaries = 20 + random.nextInt(15);
            int secondaries = random.nextInt(4);
            int optionCount = 25 + random.nextInt(20);
            int tenths = 1 + random.nextInt(3);
            ExactCover problem = randomProblem(random, primaries, optionCount, secondaries, tenths);
            assertSearchedAsOnTheLinks("seed " + figures[0], problem, figures);
        }
    }

    /**
     * The queens' domination matrices of n = 4..8 (a square's option: the squares in its row, column and
     * diagonals), plain and independent (each option also holds its row, column and two diagonals as
     * secondary items); the figures of the links as above, after the board size and whether independent.
     */
    @ParameterizedTest
    @ValueSource(strings = {
        "4 0 2 0 192 12 61 3362 5 6",
        "4 1 3 11 2319 16 61 6208 5 3 14",
        "5 0 3 14 2619 186 765 41943 12 7 11",
        "5 1 3 25 6931 16 112 19686 6 13 20",
        "6 0 3 85 15017 4 311 46321 0 16 26",
        "6 1 4 131 40284 120 651 111116 14 5 34 18",
        "7 0 4 275 63449 86 4456 568973 24 17 10 45",
        "7 1 4 216 84042 8 1015 278552 16 27 36 47",
        "8 0 5 4937 1027752 4860 113182 12640484 27 14 34 44 1",
        "8 1 5 1625 616793 728 8476 2069271 27 44 21 50 33"})
    void dominatesTheQueensBoardNodeForNodeAsOnTheLinks(String figures) {
        long[] numbers = Arrays.stream(figures.split(" ")).mapToLong(Long::parseLong).toArray();
        int n = (int) numbers[0];
        assertSearchedAsOnTheLinks("n = " + figures, queensDomination(n, numbers[1] == 1),
                Arrays.copyOfRange(numbers, 1, numbers.length));
    }

    /** Checks the search of {@code problem} against {@code figures} (a leading number, then as in {@link #LINKS_SEARCH_BY_SEED}). */
    private static void assertSearchedAsOnTheLinks(String where, ExactCover problem, long[] figures) {
        MinimumCover search = MinimumCover.of(problem);

        assertThat(search.minimise()).as(where).isEqualTo(MinimumCover.Outcome.OPTIMAL);
        assertThat(new long[] {search.lowerBound(), search.nodes(), search.updates()}).as(where)
                .containsExactly(figures[1], figures[2], figures[3]);
        long counted = search.countMinimum().orElseThrow();
        assertThat(new long[] {counted, search.nodes(), search.updates()}).as(where)
                .containsExactly(figures[4], figures[5], figures[6]);
        assertThat(Arrays.stream(search.best().orElseThrow()).asLongStream().toArray()).as(where)
                .containsExactly(Arrays.copyOfRange(figures, 7, figures.length));
    }

    /** The queens' domination matrix of the n x n board, square r * n + c; independent: with its lines as secondary items. */
    private static ExactCover queensDomination(int n, boolean independent) {
        ExactCover.Builder builder = ExactCover.builder();
        for (int s = 0; s < n * n; s++) {
            builder.addItem("q" + s, true);
        }
        int lines = independent ? 6 * n - 2 : 0;
        for (int line = 0; line < lines; line++) {
            builder.addItem("l" + line, false);
        }
        for (int s = 0; s < n * n; s++) {
            int r = s / n;
            int c = s % n;
            int[] items = new int[n * n + 4];
            int size = 0;
            for (int t = 0; t < n * n; t++) {
                int r2 = t / n;
                int c2 = t % n;
                if (r == r2 || c == c2 || r - c == r2 - c2 || r + c == r2 + c2) {
                    items[size++] = t;
                }
            }
            if (independent) {
                // Row, column, diagonal (r - c) and anti-diagonal (r + c), numbered after the squares.
                items[size++] = n * n + r;
                items[size++] = n * n + n + c;
                items[size++] = n * n + 2 * n + r - c + n - 1;
                items[size++] = n * n + 4 * n - 1 + r + c;
            }
            builder.addOption(Arrays.copyOf(items, size));
        }
        return builder.build();
    }

    /** A random problem: each option names each item with probability {@code tenths} / 10 (at least one item). */
    private static ExactCover randomProblem(Random random, int primaries, int optionCount, int secondaries, int tenths) {
        ExactCover.Builder builder = ExactCover.builder();
        for (int i = 0; i < primaries; i++) {
            builder.addItem("p" + i, true);
        }
        for (int i = 0; i < secondaries; i++) {
            builder.addItem("s" + i, false);
        }
        int items = primaries + secondaries;
        for (int o = 0; o < optionCount; o++) {
            int[] chosen = new int[items];
            int size = 0;
            for (int i = 0; i < items; i++) {
                if (random.nextInt(10) < tenths) {
                    chosen[size++] = i;
                }
            }
            if (size == 0) {
                chosen[size++] = random.nextInt(primaries);
            }
            builder.addOption(Arrays.copyOf(chosen, size));
        }
        return builder.build();
    }

    /** The size of the smallest cover and how many there are, by trying every set of options; {-1, 0} when none. */
    private static int[] bruteForce(ExactCover problem) {
        int smallest = -1;
        int count = 0;
        for (long set = 0; set < 1L << problem.optionCount(); set++) {
            if (!isCover(problem, set)) {
                continue;
            }
            int size = Long.bitCount(set);
            if (smallest < 0 || size < smallest) {
                smallest = size;
                count = 1;
            } else if (size == smallest) {
                count++;
            }
        }
        return new int[] {smallest, count};
    }

    /** Whether {@code options}, distinct, cover every primary item at least once and no secondary item twice. */
    private static boolean isCover(ExactCover problem, int[] options) {
        boolean[] taken = new boolean[problem.optionCount()];
        int[] times = new int[problem.itemCount()];
        for (int option : options) {
            if (taken[option]) {
                return false;
            }
            taken[option] = true;
            for (int item : problem.option(option)) {
                times[item]++;
            }
        }
        return covers(problem, times);
    }

    /** Whether the options of {@code set} cover every primary item at least once and no secondary item twice. */
    private static boolean isCover(ExactCover problem, long set) {
        int[] times = new int[problem.itemCount()];
        for (int option = 0; option < problem.optionCount(); option++) {
            if ((set & 1L << option) != 0) {
                for (int item : problem.option(option)) {
                    times[item]++;
                }
            }
        }
        return covers(problem, times);
    }

    private static boolean covers(ExactCover problem, int[] times) {
        for (int item = 0; item < problem.itemCount(); item++) {
            if (problem.isPrimary(item) ? times[item] == 0 : times[item] > 1) {
                return false;
            }
        }
        return true;
    }
}
