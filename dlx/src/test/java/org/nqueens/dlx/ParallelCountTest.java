package org.nqueens.dlx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
