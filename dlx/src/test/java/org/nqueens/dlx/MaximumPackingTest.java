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
        MaximumPacking search = MaximumPacking.of(ExactCoverText.parse(text.toString()));

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
