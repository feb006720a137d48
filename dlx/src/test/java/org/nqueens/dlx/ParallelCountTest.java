package org.nqueens.dlx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.nqueens.dlx.puzzles.Langford;
import org.nqueens.dlx.puzzles.Pentominoes;

class ParallelCountTest {

    static Stream<Arguments> problemsAndThreads() {
        return Stream.of(Engine.values()).flatMap(engine -> Stream.of(1, 2, 3, 4).flatMap(threads -> Stream.of(
                Arguments.of("queens 10", DancingLinksTest.queens(10), engine, threads),
                Arguments.of("pentominoes 3x20", Pentominoes.rectangle(3, 20), engine, threads),
                Arguments.of("langford 8", Langford.pairings(8), engine, threads))));
    }

    @ParameterizedTest(name = "{0} by {2} on {3} threads")
    @MethodSource("problemsAndThreads")
    void countsWithTheNodesAndUpdatesOfOneSearch(String name, ExactCover problem, Engine engine, int threads) {
        ExactCoverSearch one = engine.search(problem);
        long count = one.count();

        ParallelCount.Result result = ParallelCount.count(problem, engine, threads, () -> false);

        assertThat(result.count()).as(name).isEqualTo(count);
        assertThat(result.exhausted()).isTrue();
        assertThat(result.nodes()).as("nodes of %s", name).isEqualTo(one.nodes());
        assertThat(result.updates()).as("updates of %s", name).isEqualTo(one.updates());
        assertThat(result.subproblems()).isGreaterThanOrEqualTo(threads == 1 ? 1 : 2);
    }

    @ParameterizedTest(name = "{0} by {2}, split at depth {3}")
    @MethodSource("problemsAndThreads")
    void aSearchFixedAgainIsAFreshSearchWithThatPrefix(String name, ExactCover problem, Engine engine, int depth) {
        ExactCoverSearch reused = engine.search(problem);
        for (int[] prefix : engine.search(problem).split(depth).prefixes()) {
            ExactCoverSearch fresh = engine.search(problem).fix(prefix);
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

    @ParameterizedTest
    @EnumSource(Engine.class)
    void aSearchMidWayCannotBeFixedAgain(Engine engine) {
        ExactCoverSearch search = engine.search(DancingLinksTest.queens(6));
        search.next();
        assertThatThrownBy(() -> search.refix(0)).isInstanceOf(IllegalStateException.class);
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void aSplitIntoMoreSubproblemsThanTheLimitIsCountedOnOneThread(Engine engine) {
        // One item and an option for it per solution: the first split already has a prefix per option.
        int options = ParallelCount.MAX_SUBPROBLEMS + 1;
        ExactCover.Builder wide = ExactCover.builder().primary("a");
        for (int k = 0; k < options; k++) {
            wide.option("a");
        }
        ParallelCount.Result result = ParallelCount.count(wide.build(), engine, 2, () -> false);
        assertThat(result.count()).isEqualTo(options);
        assertThat(result.subproblems()).isEqualTo(1);
        assertThat(result.exhausted()).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void aStopIsSeenBetweenSubproblemsTooSmallToPoll(Engine engine) {
        ExactCover problem = DancingLinksTest.queens(8);
        AtomicInteger asked = new AtomicInteger();
        ParallelCount.Result result = ParallelCount.count(problem, engine, engine.search(problem).split(3), 2, () -> asked.incrementAndGet() > 4);
        assertThat(result.exhausted()).isFalse();
        assertThat(result.count()).isLessThan(92);
    }

    static Stream<Arguments> depths() {
        return DancingLinksTest.everyEngineWith(Stream.of(0, 1, 2, 3, 5, 9, 30));
    }

    @ParameterizedTest(name = "{0}, split at depth {1}")
    @MethodSource("depths")
    void addsUpTheWorkOfASplitAtAnyDepth(Engine engine, int depth) {
        ExactCover problem = DancingLinksTest.queens(9);
        ExactCoverSearch one = engine.search(problem);
        long count = one.count();

        ParallelCount.Result result = ParallelCount.count(problem, engine, engine.search(problem).split(depth), 2, () -> false);

        assertThat(result.count()).isEqualTo(count).isEqualTo(352);
        assertThat(result.nodes()).isEqualTo(one.nodes());
        assertThat(result.updates()).isEqualTo(one.updates());
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void addsUpTheWorkWhenTheTreeEndsAboveTheSplitDepth(Engine engine) {
        ExactCover problem = ExactCoverText.parse("a b c\na\nb\nc\na b\nb c\n");
        ExactCoverSearch one = engine.search(problem);
        long count = one.count();

        ParallelCount.Result result = ParallelCount.count(problem, engine, engine.search(problem).split(6), 3, () -> false);

        assertThat(result.count()).isEqualTo(count).isEqualTo(3);
        assertThat(result.nodes()).isEqualTo(one.nodes());
        assertThat(result.updates()).isEqualTo(one.updates());
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void countsNothingWhereNoCoverExists(Engine engine) {
        ParallelCount.Result result = ParallelCount.count(Langford.pairings(5), engine, 2, () -> false);

        assertThat(result.count()).isZero();
        assertThat(result.exhausted()).isTrue();
        assertThat(result.nodes()).isEqualTo(nodesOfOneSearch(engine, Langford.pairings(5)));
    }

    static Stream<Arguments> oneAndTwoThreads() {
        return DancingLinksTest.everyEngineWith(Stream.of(1, 2));
    }

    @ParameterizedTest(name = "{0}, {1} threads")
    @MethodSource("oneAndTwoThreads")
    void stopsWhenAsked(Engine engine, int threads) {
        ParallelCount.Result result = ParallelCount.count(DancingLinksTest.queens(14), engine, threads, () -> true);

        assertThat(result.exhausted()).isFalse();
        assertThat(result.count()).isLessThan(365596);
    }

    @Test
    void refusesFewerThanOneThread() {
        assertThatThrownBy(() -> ParallelCount.count(DancingLinksTest.queens(4), 0, () -> false))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("The number of threads (0) must be at least 1.");
    }

    private static long nodesOfOneSearch(Engine engine, ExactCover problem) {
        ExactCoverSearch search = engine.search(problem);
        search.count();
        return search.nodes();
    }
}
