package org.nqueens.formulations.bitboard.parts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.withinPercentage;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.bitboard.count.Subproblem;
import org.nqueens.formulations.bitboard.count.SymmetricSearch;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;

/** The parts of a count as an engine elsewhere sees them: one by index, added up, journalled like a count on threads. */
class CountPartsTest {

    private static final String PROGRAM = "nqueens test";

    @TempDir
    Path dir;

    /** Counts every part one by one, as an engine's workers would, and makes the result. */
    private static CountResult countOneByOne(CountParts parts, CountParts.Journal journal) {
        CountParts.Counter counter = parts.counter();
        PartCounts sum = PartCounts.ZERO;
        int done = 0;
        int resumed = 0;
        long work = 0;
        for (int index : parts.largestFirst()) {
            PartCounts counts = journal.finished(index).orElse(null);
            if (counts == null) {
                counts = counter.count(index);
                journal.record(index, counts);
            } else {
                resumed++;
            }
            sum = sum.plus(counts);
            done++;
            work += parts.work(index);
        }
        return parts.result(new CountParts.Outcome(sum, done, resumed, work, true, Duration.ZERO), journal);
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 8, 10, 12})
    void thePartsCountedOneByOneAddUpToTheCountOnThreads(int n) {
        EmptyBoardCount.Question question = new EmptyBoardCount.Question(n, true, n <= 10);
        CountParts parts = CountParts.plan(question);
        CountResult oneByOne = countOneByOne(parts, parts.noJournal());
        CountResult threads = EmptyBoardCount.plan(question).count(SearchSettings.defaults().withThreads(2));
        KnownCount known = KnownCounts.of(n).orElseThrow();
        assertThat(oneByOne.count()).isEqualTo(threads.count()).isEqualTo(known.solutions());
        assertThat(oneByOne.unique()).isEqualTo(threads.unique()).hasValue(known.unique());
        assertThat(oneByOne.stats().values()).isEqualTo(threads.stats().values());
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {27, 30, 33})
    void theEstimatesOfALargeBoardsPlanArePositiveAndAddUpWithinALong(int n) {
        // Up to n = 27 a unit of work is a node; n = 30 once added up past 2^63 and n = 31 had estimates past it.
        CountParts parts = CountParts.plan(new EmptyBoardCount.Question(n, true, false));
        double sum = 0;
        for (int index = 0; index < parts.size(); index++) {
            assertThat(parts.work(index)).as("part %s", parts.id(index)).isPositive();
            sum += parts.work(index);
        }
        assertThat(parts.totalWork()).isPositive();
        assertThat((double) parts.totalWork()).isCloseTo(sum, withinPercentage(0.01));
    }

    @ParameterizedTest(name = "{0} threads")
    @ValueSource(ints = {2, 3, 16})
    void aPlanEstimatedOnThreadsIsThePlanOfOneThread(int threads) {
        // n = 15: frames are estimated from n = 14 on, and 1,000 or so of them share out unevenly among the threads.
        EmptyBoardCount.Question question = new EmptyBoardCount.Question(15, true, false);
        CountParts one = CountParts.plan(question);
        CountParts many = CountParts.plan(question, threads);
        List<Subproblem> frames = SymmetricSearch.parts(15);
        SymmetricSearch search = new SymmetricSearch(15);
        assertThat(many.size()).isEqualTo(one.size()).isEqualTo(frames.size()).isGreaterThan(1000);
        for (int index = 0; index < one.size(); index++) {
            assertThat(many.id(index)).isEqualTo(one.id(index));
            assertThat(many.work(index)).as("part %s", one.id(index)).isEqualTo(one.work(index))
                    .isEqualTo(CountPart.work(search.estimate(frames.get(index)), 15));
        }
        assertThat(many.largestFirst()).isEqualTo(one.largestFirst());
    }

    @Test
    void theIdsAndOrderAreTheCountsOwnAndEveryIndexOnce() {
        CountParts parts = CountParts.plan(new EmptyBoardCount.Question(12, true, false));
        List<Integer> order = parts.largestFirst();
        assertThat(new HashSet<>(order)).hasSize(parts.size());
        for (int i = 1; i < order.size(); i++) {
            assertThat(parts.work(order.get(i - 1))).isGreaterThanOrEqualTo(parts.work(order.get(i)));
        }
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < parts.size(); i++) {
            ids.add(parts.id(i));
        }
        assertThat(ids).hasSize(parts.size());
        assertThat(CountParts.cached(parts.question())).isSameAs(CountParts.cached(parts.question()));
        assertThat(CountParts.cached(parts.question()).id(7)).isEqualTo(parts.id(7));
        assertThatThrownBy(() -> parts.id(parts.size())).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("The part index (" + parts.size() + ") must lie between 0 and " + (parts.size() - 1) + ".");
    }

    @Test
    void aCheckpointBegunOnThreadsIsFinishedPartByPartToTheExactTotals() {
        EmptyBoardCount.Question question = new EmptyBoardCount.Question(12, true, true);
        Path file = dir.resolve("count-12.ckpt");
        Cancellation cancellation = Cancellation.create();
        AtomicInteger reports = new AtomicInteger();
        CountResult begun = EmptyBoardCount.plan(question).count(SearchSettings.defaults().withCancellation(cancellation)
                .withProgress(progress -> {
                    if (reports.incrementAndGet() == 20) {
                        cancellation.cancel();
                    }
                }), file, PROGRAM);
        assertThat(begun.complete()).isFalse();
        CountParts parts = CountParts.plan(question);
        CountResult finished;
        try (CountParts.Journal journal = parts.journal(file, PROGRAM)) {
            finished = countOneByOne(parts, journal);
        }
        KnownCount known = KnownCounts.of(12).orElseThrow();
        assertThat(finished.count()).isEqualTo(known.solutions());
        assertThat(finished.unique()).hasValue(known.unique());
        assertThat(finished.stats().get(Stats.PLACEMENTS)).isEqualTo(known.dfsPlacements());
        assertThat(finished.stats().get("subproblems_resumed")).isEqualTo(begun.stats().get("subproblems_done"));
        // And the threads read back what the parts wrote: every part resumed.
        CountResult again = EmptyBoardCount.plan(question).count(SearchSettings.defaults(), file, PROGRAM);
        assertThat(again.stats().get("subproblems_resumed")).hasValue(parts.size());
        assertThat(again.count()).isEqualTo(known.solutions());
    }

    @Test
    void partCountsTravelAsJavaSerializationAndAddUp() throws IOException, ClassNotFoundException {
        CountParts parts = CountParts.plan(new EmptyBoardCount.Question(9, true, false));
        PartCounts counts = parts.counter().count(0);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(counts);
        }
        Object back;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            back = in.readObject();
        }
        assertThat(back).isEqualTo(counts).hasSameHashCodeAs(counts);
        assertThat(PartCounts.ZERO.plus(counts)).isEqualTo(counts);
        assertThat(counts.plus(counts).solutions()).isEqualTo(2 * counts.solutions());
    }

    @Test
    void anOutcomeThatDoesNotAddUpIsRefused() {
        CountParts parts = CountParts.plan(new EmptyBoardCount.Question(8, false, false));
        assertThatThrownBy(() -> new CountParts.Outcome(PartCounts.ZERO, 1, 2, 0, false, Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class);
        CountParts.Outcome short1 = new CountParts.Outcome(PartCounts.ZERO, 1, 0, 1, true, Duration.ZERO);
        assertThatThrownBy(() -> parts.result(short1, parts.noJournal()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("A complete run finishes every part");
    }
}
