package org.nqueens.dlx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
        assertThat(search.best()).hasValueSatisfying(best -> assertThat(best).hasSize(2));
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
            builder.addOption(java.util.Arrays.copyOf(chosen, size));
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
