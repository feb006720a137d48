package org.nqueens.dlx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.dlx.puzzles.Langford;
import org.nqueens.dlx.puzzles.Pentominoes;

class ParallelCountTest {

    static Stream<Arguments> problemsAndThreads() {
        return Stream.of(1, 2, 3, 4).flatMap(threads -> Stream.of(
                Arguments.of("queens 10", DancingLinksTest.queens(10), threads),
                Arguments.of("pentominoes 3x20", Pentominoes.rectangle(3, 20), threads),
                Arguments.of("langford 8", Langford.pairings(8), threads)));
    }

    @ParameterizedTest(name = "{0} on {2} threads")
    @MethodSource("problemsAndThreads")
    void countsWithTheNodesAndUpdatesOfOneSearch(String name, ExactCover problem, int threads) {
        DancingLinks one = DancingLinks.of(problem);
        long count = one.count();

        ParallelCount.Result result = ParallelCount.count(problem, threads, () -> false);

        assertThat(result.count()).as(name).isEqualTo(count);
        assertThat(result.exhausted()).isTrue();
        assertThat(result.nodes()).as("nodes of %s", name).isEqualTo(one.nodes());
        assertThat(result.updates()).as("updates of %s", name).isEqualTo(one.updates());
        assertThat(result.subproblems()).isGreaterThanOrEqualTo(threads == 1 ? 1 : 2);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("problemsAndThreads")
    void aSearchFixedAgainIsAFreshSearchWithThatPrefix(String name, ExactCover problem, int depth) {
        DancingLinks reused = DancingLinks.of(problem);
        for (int[] prefix : DancingLinks.of(problem).split(depth).prefixes()) {
            DancingLinks fresh = DancingLinks.of(problem).fix(prefix);
            long fixing = fresh.updates();
            long count = fresh.count();
            reused.refix(prefix);
            assertThat(reused.updates()).as("%s: the fixing's updates", name).isEqualTo(fixing);
            assertThat(reused.count()).as(name).isEqualTo(count);
            assertThat(reused.nodes()).as("nodes of %s", name).isEqualTo(fresh.nodes());
            assertThat(reused.updates()).as("updates of %s", name).isEqualTo(fresh.updates());
            assertThat(reused.exhausted()).isTrue();
        }
    }

    @Test
    void aSplitIntoMoreSubproblemsThanTheLimitIsCountedOnOneThread() {
        // One item and an option for it per solution: the first split already has a prefix per option.
        int options = ParallelCount.MAX_SUBPROBLEMS + 1;
        ExactCover.Builder wide = ExactCover.builder().primary("a");
        for (int k = 0; k < options; k++) {
            wide.option("a");
        }
        ParallelCount.Result result = ParallelCount.count(wide.build(), 2, () -> false);
        assertThat(result.count()).isEqualTo(options);
        assertThat(result.subproblems()).isEqualTo(1);
        assertThat(result.exhausted()).isTrue();
    }

    @Test
    void aStopIsSeenBetweenSubproblemsTooSmallToPoll() {
        ExactCover problem = DancingLinksTest.queens(8);
        java.util.concurrent.atomic.AtomicInteger asked = new java.util.concurrent.atomic.AtomicInteger();
        ParallelCount.Result result = ParallelCount.count(problem, DancingLinks.of(problem).split(3), 2, () -> asked.incrementAndGet() > 4);
        assertThat(result.exhausted()).isFalse();
        assertThat(result.count()).isLessThan(92);
    }

    @ParameterizedTest(name = "split at depth {0}")
    @ValueSource(ints = {0, 1, 2, 3, 5, 9, 30})
    void addsUpTheWorkOfASplitAtAnyDepth(int depth) {
        ExactCover problem = DancingLinksTest.queens(9);
        DancingLinks one = DancingLinks.of(problem);
        long count = one.count();

        ParallelCount.Result result = ParallelCount.count(problem, DancingLinks.of(problem).split(depth), 2, () -> false);

        assertThat(result.count()).isEqualTo(count).isEqualTo(352);
        assertThat(result.nodes()).isEqualTo(one.nodes());
        assertThat(result.updates()).isEqualTo(one.updates());
    }

    @Test
    void addsUpTheWorkWhenTheTreeEndsAboveTheSplitDepth() {
        ExactCover problem = ExactCoverText.parse("a b c\na\nb\nc\na b\nb c\n");
        DancingLinks one = DancingLinks.of(problem);
        long count = one.count();

        ParallelCount.Result result = ParallelCount.count(problem, DancingLinks.of(problem).split(6), 3, () -> false);

        assertThat(result.count()).isEqualTo(count).isEqualTo(3);
        assertThat(result.nodes()).isEqualTo(one.nodes());
        assertThat(result.updates()).isEqualTo(one.updates());
    }

    @Test
    void countsNothingWhereNoCoverExists() {
        ParallelCount.Result result = ParallelCount.count(Langford.pairings(5), 2, () -> false);

        assertThat(result.count()).isZero();
        assertThat(result.exhausted()).isTrue();
        assertThat(result.nodes()).isEqualTo(nodesOfOneSearch(Langford.pairings(5)));
    }

    @ParameterizedTest(name = "{0} threads")
    @ValueSource(ints = {1, 2})
    void stopsWhenAsked(int threads) {
        ParallelCount.Result result = ParallelCount.count(DancingLinksTest.queens(14), threads, () -> true);

        assertThat(result.exhausted()).isFalse();
        assertThat(result.count()).isLessThan(365596);
    }

    @Test
    void refusesFewerThanOneThread() {
        assertThatThrownBy(() -> ParallelCount.count(DancingLinksTest.queens(4), 0, () -> false))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("The number of threads (0) must be at least 1.");
    }

    private static long nodesOfOneSearch(ExactCover problem) {
        DancingLinks search = DancingLinks.of(problem);
        search.count();
        return search.nodes();
    }
}
