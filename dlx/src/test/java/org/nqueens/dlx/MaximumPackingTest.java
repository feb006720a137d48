package org.nqueens.dlx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.OptionalLong;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MaximumPackingTest {

    @Test
    void packsTheRooksOfAThreeByThreeBoard() {
        // Rows primary, columns secondary: 3 rooks fit, in 3! ways.
        StringBuilder text = new StringBuilder("r1 r2 r3 | c1 c2 c3\n");
        for (int r = 1; r <= 3; r++) {
            for (int c = 1; c <= 3; c++) {
                text.append('r').append(r).append(" c").append(c).append('\n');
            }
        }
        ExactCover problem = ExactCoverText.parse(text.toString());
        MaximumPacking search = MaximumPacking.of(problem);

        assertThat(search.problem()).isSameAs(problem);
        assertThat(search.maximise()).isTrue();
        assertThat(search.bestSize()).isEqualTo(3);
        assertThat(search.upperBound()).isEqualTo(3);
        assertThat(search.countMaximum()).hasValue(6);
    }

    @Test
    void refusesAnOptionWithoutAPrimaryItem() {
        assertThatThrownBy(() -> MaximumPacking.of(ExactCoverText.parse("a | x\na x\nx\n")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Option 1");
    }

    @Test
    void aStoppedSearchKeepsTheRootBound() {
        ExactCover problem = randomProblem(new Random(3), 30, 20, 300);
        MaximumPacking search = MaximumPacking.of(problem).stopWhen(() -> true);

        assertThat(search.maximise()).isFalse();
        assertThat(search.nodes()).isEqualTo(MinimumCover.of(problem).pollMask() + 1L);
        assertThat(search.upperBound()).isGreaterThanOrEqualTo(search.bestSize());
        assertThat(search.best()).hasValueSatisfying(best -> assertThat(isPacking(problem, best)).isTrue());
        assertThat(search.countMaximum()).isEmpty();
    }

    @Test
    void aConditionThatNeverHoldsLetsTheSearchEnd() {
        // Queens on the 8 x 8 torus: 20,645 nodes with the count, the stop condition polled every 4,096.
        MaximumPacking search = MaximumPacking.of(board(8, "torus")).stopWhen(() -> false);

        assertThat(search.maximise()).isTrue();
        assertThat(search.countMaximum()).hasValue(3072);
        assertThat(search.nodes()).isGreaterThan(2L * (search.pollMask() + 1));
    }

    @Test
    void configuringAfterTheSearchIsRefused() {
        MaximumPacking search = MaximumPacking.of(board(4, "queens"));
        search.maximise();

        assertThatThrownBy(() -> search.stopWhen(() -> true)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> MaximumPacking.of(board(4, "queens")).upperBound()).isInstanceOf(IllegalStateException.class);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void agreesWithBruteForceOnRandomSetSystems(long seed) {
        Random random = new Random(seed);
        for (int round = 0; round < 25; round++) {
            ExactCover problem = randomProblem(random, 1 + random.nextInt(5), random.nextInt(6), 1 + random.nextInt(13));
            long[] expected = bruteForce(problem);
            MaximumPacking search = MaximumPacking.of(problem);
            String where = "seed " + seed + " round " + round + ": " + ExactCoverText.write(problem);

            assertThat(search.maximise()).as(where).isTrue();
            assertThat(search.bestSize()).as(where).isEqualTo(expected[0]);
            assertThat(search.upperBound()).as(where).isEqualTo((int) expected[0]);
            assertThat(isPacking(problem, search.best().orElseThrow())).as(where).isTrue();
            assertThat(search.best().orElseThrow()).as(where).hasSize((int) expected[0]);
            assertThat(search.countMaximum()).as(where).isEqualTo(OptionalLong.of(expected[1]));
        }
    }

    /**
     * The figures of the search on DLX1's links, before its lists became sparse sets (2026-11-28): seed,
     * then the best size, the upper bound, nodes and updates after maximise(), the count of largest
     * packings, nodes and updates after counting, and the best packing in the order chosen. The sparse
     * sets reorder an item's options with every hide, so a search that tried them in the sets' order
     * instead of their numbers' would branch differently and miss these.
     */
    private static final long[][] LINKS_SEARCH_BY_SEED = {
        {1, 8, 8, 131, 592, 48, 754, 3059, 34, 29, 18, 23, 7, 17, 14, 3},
        {2, 16, 16, 125, 106, 1024, 2470, 998, 13, 15, 17, 20, 0, 21, 9, 7, 4, 14, 1, 6, 11, 23, 22, 2},
        {3, 9, 9, 425, 5845, 5, 1089, 13760, 10, 11, 27, 13, 15, 21, 35, 4, 8},
        {4, 11, 11, 396, 2312, 448, 4651, 21431, 23, 16, 3, 20, 27, 17, 19, 2, 5, 15, 35},
        {5, 12, 12, 58, 295, 16, 178, 828, 40, 36, 3, 13, 60, 10, 20, 15, 19, 26, 2, 9},
        {6, 11, 11, 142, 115, 345600, 492510, 83602, 22, 10, 43, 28, 3, 15, 9, 16, 0, 6, 19},
        {7, 5, 5, 150, 2556, 8, 492, 6600, 31, 8, 32, 33, 3},
        {8, 11, 11, 175, 613, 15, 762, 3116, 29, 18, 3, 4, 27, 28, 9, 5, 36, 25, 6},
        {9, 11, 11, 578, 3715, 648, 5143, 21785, 57, 41, 15, 48, 14, 37, 9, 50, 24, 21, 3},
        {10, 13, 13, 103, 111, 4608, 9427, 4488, 24, 2, 3, 25, 9, 23, 1, 4, 10, 38, 7, 0, 20},
        {11, 9, 9, 543, 6362, 26, 2020, 20656, 40, 21, 58, 25, 41, 44, 35, 11, 0},
        {12, 11, 11, 184, 3025, 2, 651, 10077, 5, 45, 8, 16, 28, 23, 52, 35, 58, 64, 46}
    };

    @Test
    void searchesNodeForNodeAsOnTheLinks() {
        for (long[] figures : LINKS_SEARCH_BY_SEED) {
            assertSearchedAsOnTheLinks("seed " + figures[0], largerRandomProblem(figures[0]), figures);
        }
    }

    /**
     * The independence matrices of n = 3..8 for queens (a row a primary item, the columns and both
     * diagonals secondary), queens on the torus (the diagonals wrapped) and bishops (a diagonal primary,
     * the other diagonals secondary); the figures of the links as above, after the board size and kind.
     */
    @ParameterizedTest
    @ValueSource(strings = {
        "3 queens 2 2 9 75 8 33 231 0 5",
        "3 torus 1 1 9 119 9 22 257 0",
        "3 bishops 4 4 11 20 8 42 75 2 1 7 0",
        "4 queens 4 4 19 172 2 47 405 1 7 8 14",
        "4 torus 2 2 35 374 32 107 941 0 6",
        "4 bishops 6 6 16 34 16 87 171 3 2 13 1 14 0",
        "5 queens 5 5 17 236 10 111 972 0 7 14 16 23",
        "5 torus 5 5 16 263 10 98 839 0 7 14 16 23",
        "5 bishops 8 8 21 51 32 172 358 4 3 21 2 22 1 23 0",
        "6 queens 6 6 56 698 4 254 2733 1 9 17 18 34 26",
        "6 torus 4 4 261 3194 288 1333 10769 0 8 17 19",
        "6 bishops 10 10 26 71 64 337 724 5 4 31 3 32 2 33 1 34 0",
        "7 queens 7 7 27 556 40 707 7076 0 9 18 38 27 29 47",
        "7 torus 7 7 24 607 28 362 3695 0 9 29 18 27 38 47",
        "7 bishops 12 12 31 94 128 662 1445 6 5 43 4 44 3 45 2 46 1 47 0",
        "8 queens 8 8 138 1888 92 2476 24909 0 12 23 29 49 34 46 59",
        "8 torus 6 6 3433 35911 3072 20645 156306 0 10 20 33 30 59",
        "8 bishops 14 14 36 120 256 1307 2873 7 6 57 5 58 4 59 3 60 2 61 1 62 0"
    })
    void packsTheBoardsNodeForNodeAsOnTheLinks(String figures) {
        String[] words = figures.split(" ");
        long[] numbers = Arrays.stream(words).skip(2).mapToLong(Long::parseLong).toArray();
        long[] withSize = new long[numbers.length + 1];
        System.arraycopy(numbers, 0, withSize, 1, numbers.length);
        assertSearchedAsOnTheLinks(figures, board(Integer.parseInt(words[0]), words[1]), withSize);
    }

    /** Checks the search of {@code problem} against {@code figures} (a leading number, then as in {@link #LINKS_SEARCH_BY_SEED}). */
    private static void assertSearchedAsOnTheLinks(String where, ExactCover problem, long[] figures) {
        MaximumPacking search = MaximumPacking.of(problem);

        assertThat(search.maximise()).as(where).isTrue();
        assertThat(new long[] {search.bestSize(), search.upperBound(), search.nodes(), search.updates()}).as(where)
                .containsExactly(figures[1], figures[2], figures[3], figures[4]);
        long counted = search.countMaximum().orElseThrow();
        assertThat(new long[] {counted, search.nodes(), search.updates()}).as(where)
                .containsExactly(figures[5], figures[6], figures[7]);
        assertThat(Arrays.stream(search.best().orElseThrow()).asLongStream().toArray()).as(where)
                .containsExactly(Arrays.copyOfRange(figures, 8, figures.length));
    }

    /** A random problem of 10 to 24 primary items, up to 11 secondary ones and 30 to 69 options, from {@code seed}. */
    private static ExactCover largerRandomProblem(long seed) {
        Random random = new Random(seed);
        return randomProblem(random, 10 + random.nextInt(15), random.nextInt(12), 30 + random.nextInt(40));
    }

    /**
     * The independence matrix of the n x n board, square r * n + c an option: for "queens" and "torus" the rows
     * primary and the columns and diagonals (wrapped on the torus) secondary, for "bishops" the diagonals r - c
     * primary and the diagonals r + c secondary.
     */
    private static ExactCover board(int n, String kind) {
        boolean bishops = kind.equals("bishops");
        boolean torus = kind.equals("torus");
        int diagonals = torus ? n : 2 * n - 1;
        ExactCover.Builder builder = ExactCover.builder();
        int primaries = bishops ? diagonals : n;
        for (int i = 0; i < primaries; i++) {
            builder.addItem("p" + i, true);
        }
        int secondaries = bishops ? diagonals : n + 2 * diagonals;
        for (int i = 0; i < secondaries; i++) {
            builder.addItem("s" + i, false);
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int down = torus ? Math.floorMod(r - c, n) : r - c + n - 1;
                int up = torus ? (r + c) % n : r + c;
                if (bishops) {
                    builder.addOption(new int[] {down, primaries + up});
                } else {
                    builder.addOption(new int[] {r, n + c, 2 * n + down, 2 * n + diagonals + up});
                }
            }
        }
        return builder.build();
    }

    /** Each option holds one to two primary items and each secondary item with probability 0.3. */
    private static ExactCover randomProblem(Random random, int primaries, int secondaries, int optionCount) {
        ExactCover.Builder builder = ExactCover.builder();
        for (int i = 0; i < primaries; i++) {
            builder.addItem("p" + i, true);
        }
        for (int i = 0; i < secondaries; i++) {
            builder.addItem("s" + i, false);
        }
        for (int o = 0; o < optionCount; o++) {
            int[] items = new int[primaries + secondaries];
            int size = 0;
            int primary = random.nextInt(primaries);
            items[size++] = primary;
            int other = random.nextInt(primaries);
            if (other != primary && random.nextInt(4) == 0) {
                items[size++] = other;
            }
            for (int i = 0; i < secondaries; i++) {
                if (random.nextInt(10) < 3) {
                    items[size++] = primaries + i;
                }
            }
            builder.addOption(Arrays.copyOf(items, size));
        }
        return builder.build();
    }

    /** The size of the largest packing and how many there are, by trying every set of options. */
    private static long[] bruteForce(ExactCover problem) {
        int largest = 0;
        long count = 0;
        for (long set = 0; set < 1L << problem.optionCount(); set++) {
            int[] options = new int[Long.bitCount(set)];
            int k = 0;
            for (int option = 0; option < problem.optionCount(); option++) {
                if ((set & 1L << option) != 0) {
                    options[k++] = option;
                }
            }
            if (!isPacking(problem, options)) {
                continue;
            }
            if (options.length > largest) {
                largest = options.length;
                count = 1;
            } else if (options.length == largest) {
                count++;
            }
        }
        return new long[] {largest, count};
    }

    private static boolean isPacking(ExactCover problem, int[] options) {
        boolean[] used = new boolean[problem.itemCount()];
        boolean[] taken = new boolean[problem.optionCount()];
        for (int option : options) {
            if (taken[option]) {
                return false;
            }
            taken[option] = true;
            for (int item : problem.option(option)) {
                if (used[item]) {
                    return false;
                }
                used[item] = true;
            }
        }
        return true;
    }
}
