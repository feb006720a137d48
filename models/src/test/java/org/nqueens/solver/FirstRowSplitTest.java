package org.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.Formulations;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Square;
import org.nqueens.reference.KnownCounts;

/**
 * The count split by the first free row's queen: the constraint models and the SAT encoding count
 * on several threads the reference counts, a part a square of that row, and on completion boards
 * what they count on one thread; a stopped count is partial; the backtrackers, whose placements are
 * the reference table's, keep one search.
 */
class FirstRowSplitTest {

    private static final Formulations FORMULATIONS = Formulations.standard();
    private static final List<String> SPLIT = List.of("choco", "choco-pairwise", "choco-grid", "cpsat-boolean", "sat");

    private static SearchSettings threads(int threads) {
        return SearchSettings.defaults().withThreads(threads);
    }

    static Stream<Arguments> splitCountersAndSizes() {
        return SPLIT.stream().flatMap(id -> IntStream.rangeClosed(4, 8).mapToObj(n -> Arguments.of(id, n)));
    }

    @ParameterizedTest(name = "{0}, n = {1}")
    @MethodSource("splitCountersAndSizes")
    void theSplitCountsTheReferenceCountsAPartASquareOfTheFirstRow(String id, int n) {
        CountResult split = FORMULATIONS.get(id).count(Problem.queens(n), false, threads(2));
        assertThat(split.complete()).isTrue();
        assertThat(split.count()).isEqualTo(KnownCounts.of(n).orElseThrow().solutions());
        assertThat(split.stats().get(Stats.SUBPROBLEMS)).hasValue(n);
        assertThat(split.stats().get(Stats.SUBPROBLEMS_DONE)).hasValue(n);
    }

    @Test
    void oneThreadIsOneSearch() {
        CountResult one = FORMULATIONS.get("choco").count(Problem.queens(8), false, threads(1));
        assertThat(one.count()).isEqualTo(92);
        assertThat(one.stats().get(Stats.SUBPROBLEMS)).isEmpty();
    }

    /**
     * Completion boards (queens given, squares blocked, seeded): on three threads the count of one, the parts the
     * squares the first free row allows.
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void aCompletionBoardSplitsOverItsFirstFreeRowAndCountsAsOneThreadDoes(long seed) {
        Problem board = randomCompletion(new Random(seed), 9);
        FreePart free = board.freePart();
        int squares = free.allowedColumns(free.row(0)).length;
        for (String id : List.of("choco", "cpsat-boolean", "sat")) {
            CountResult one = FORMULATIONS.get(id).count(board, false, threads(1));
            CountResult split = FORMULATIONS.get(id).count(board, false, threads(3));
            assertThat(split.count()).as("seed %d, %s on %s", seed, id, board.describe()).isEqualTo(one.count());
            if (squares >= 2) {
                assertThat(split.stats().get(Stats.SUBPROBLEMS)).as("seed %d, %s", seed, id).hasValue(squares);
            }
        }
    }

    /** A stopped split count is partial, and counts what its unfinished parts found too, as one search would. */
    @Test
    void aStoppedSplitCountIsPartialAndCountsWhatItFound() {
        // n = 14 takes choco about 30 s on this project's machine: 1.5 s cannot finish it, and finds some solutions.
        CountResult stopped = FORMULATIONS.get("choco").count(Problem.queens(14), false,
                threads(2).withTimeLimit(Duration.ofMillis(1500)));
        assertThat(stopped.complete()).isFalse();
        assertThat(stopped.count()).isPositive().isLessThan(365_596);
        assertThat(stopped.stats().get(Stats.NODES).orElseThrow()).isPositive();
        assertThat(stopped.stats().get(Stats.SUBPROBLEMS)).hasValue(14);
        assertThat(stopped.stats().get(Stats.SUBPROBLEMS_DONE).orElseThrow()).isLessThan(14);
    }

    /** The models whose parts searched slower than their one search: one search on two threads, the same count. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"cpsat", "choco-dual"})
    void theModelsThatDoNotPayKeepOneSearch(String id) {
        CountResult count = FORMULATIONS.get(id).count(Problem.queens(8), false, threads(2));
        assertThat(count.count()).isEqualTo(92);
        assertThat(count.stats().get(Stats.SUBPROBLEMS)).isEmpty();
    }

    @Test
    void theBacktrackerKeepsOneSearchAndTheReferencePlacements() {
        CountResult backtrack = FORMULATIONS.get("backtrack").count(Problem.queens(8), false, threads(2));
        assertThat(backtrack.stats().get(Stats.PLACEMENTS)).isEqualTo(KnownCounts.of(8).orElseThrow().dfsPlacements());
        assertThat(backtrack.stats().get(Stats.SUBPROBLEMS)).isEmpty();
    }

    /** The n x n board with two non-attacking queens given and three other squares blocked, chosen by {@code random}. */
    private static Problem randomCompletion(Random random, int n) {
        for (;;) {
            Square a = new Square(1 + random.nextInt(n), 1 + random.nextInt(n));
            Square b = new Square(1 + random.nextInt(n), 1 + random.nextInt(n));
            boolean attack = a.row() == b.row() || a.column() == b.column()
                    || Math.abs(a.row() - b.row()) == Math.abs(a.column() - b.column());
            if (attack) {
                continue;
            }
            List<Square> blocked = Stream.generate(() -> new Square(1 + random.nextInt(n), 1 + random.nextInt(n)))
                    .filter(square -> !square.equals(a) && !square.equals(b)).distinct().limit(3).toList();
            return Problem.classic(n, List.of(a, b), blocked);
        }
    }
}
