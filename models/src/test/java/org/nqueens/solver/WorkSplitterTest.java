package org.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class WorkSplitterTest {

    private static final long SEED = 20261123L;

    /** A part whose result is its own number, so sums can be checked exactly. */
    record Piece(int number, long work) implements WorkSplitter.Part {
        @Override
        public String id() {
            return "p" + number;
        }
    }

    private static final WorkSplitter.Summation<Long> SUM = new WorkSplitter.Summation<>(0L, Long::sum, value -> value);

    private static List<Piece> pieces(int count, Random random) {
        List<Piece> pieces = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            pieces.add(new Piece(i + 1, 1 + random.nextInt(1000)));
        }
        return pieces;
    }

    private static long sumOf(List<Piece> pieces) {
        return pieces.stream().mapToLong(Piece::number).sum();
    }

    @ParameterizedTest(name = "{0} threads")
    @ValueSource(ints = {1, 2, 3, 4, 7, 16, 64})
    void everyPartIsSearchedOnceAndTheSumIsExactForAnyNumberOfThreads(int threads) {
        Random random = new Random(SEED + threads);
        List<Piece> pieces = pieces(200 + random.nextInt(100), random);
        Map<String, AtomicInteger> searched = new ConcurrentHashMap<>();
        WorkSplitter.Outcome<Long> outcome = WorkSplitter.of(pieces, SUM).run(SearchSettings.defaults().withThreads(threads),
                () -> (piece, deadline) -> {
                    searched.computeIfAbsent(piece.id(), id -> new AtomicInteger()).incrementAndGet();
                    return Optional.of((long) piece.number());
                }, WorkSplitter.Journal.none());
        assertThat(outcome.complete()).as("seed " + (SEED + threads)).isTrue();
        assertThat(outcome.sum()).isEqualTo(sumOf(pieces));
        assertThat(outcome.partsDone()).isEqualTo(pieces.size());
        assertThat(outcome.workDone()).isEqualTo(outcome.work()).isEqualTo(pieces.stream().mapToLong(Piece::work).sum());
        assertThat(searched).hasSize(pieces.size());
        assertThat(searched.values()).allMatch(times -> times.get() == 1);
    }

    @Test
    void oneThreadSearchesTheLargestFirstAndTiesInPlanOrder() {
        List<Piece> pieces = List.of(new Piece(1, 5), new Piece(2, 50), new Piece(3, 5), new Piece(4, 500), new Piece(5, 1));
        List<Integer> order = new ArrayList<>();
        WorkSplitter.of(pieces, SUM).run(SearchSettings.defaults(), () -> (piece, deadline) -> {
            order.add(piece.number());
            return Optional.of(0L);
        }, WorkSplitter.Journal.none());
        assertThat(order).containsExactly(4, 2, 1, 3, 5);
    }

    @Test
    void theThreadsStartOnTheLargestParts() {
        Random random = new Random(SEED);
        List<Piece> pieces = pieces(100, random);
        List<Piece> largest = WorkSplitter.of(pieces, SUM).largestFirst().subList(0, 4);
        Set<Integer> firstOfEachThread = ConcurrentHashMap.newKeySet();
        CountDownLatch allStarted = new CountDownLatch(4);
        WorkSplitter.of(pieces, SUM).run(SearchSettings.defaults().withThreads(4), () -> new WorkSplitter.Worker<Piece, Long>() {
            private boolean first = true;

            @Override
            public Optional<Long> search(Piece piece, Deadline deadline) {
                if (first) {
                    first = false;
                    firstOfEachThread.add(piece.number());
                    allStarted.countDown();
                    await(allStarted);
                }
                return Optional.of(0L);
            }
        }, WorkSplitter.Journal.none());
        assertThat(firstOfEachThread).as("seed " + SEED).containsExactlyInAnyOrderElementsOf(largest.stream().map(Piece::number).toList());
    }

    @Test
    void anIdleThreadStealsTheQueuedPartsOfABusyOne() {
        // With two threads the largest part and every other one after it are dealt to the first thread's
        // queue. That part is held until every other part is done: only stealing can finish them.
        Random random = new Random(SEED);
        List<Piece> pieces = new ArrayList<>(pieces(40, random));
        pieces.add(new Piece(1000, 1_000_000));
        CountDownLatch othersDone = new CountDownLatch(pieces.size() - 1);
        Map<Integer, String> threadOf = new ConcurrentHashMap<>();
        WorkSplitter.Outcome<Long> outcome = WorkSplitter.of(pieces, SUM).run(SearchSettings.defaults().withThreads(2),
                () -> (piece, deadline) -> {
                    threadOf.put(piece.number(), Thread.currentThread().getName());
                    if (piece.number() == 1000) {
                        await(othersDone);
                    } else {
                        othersDone.countDown();
                    }
                    return Optional.of((long) piece.number());
                }, WorkSplitter.Journal.none());
        assertThat(othersDone.getCount()).as("the other parts finished while the largest was held (seed %d)", SEED).isZero();
        assertThat(outcome.sum()).isEqualTo(sumOf(pieces));
        // Which thread holds the largest part is a race (the other may steal it before its owner starts): either way the
        // holder is blocked from then on, so the parts left in its queue were finished by the other thread, stealing.
        assertThat(threadOf).hasSize(pieces.size());
        assertThat(Set.copyOf(threadOf.values())).as("both threads ran parts (seed %d)", SEED).hasSize(2);
    }

    @Test
    void cancellationStopsTheRunAndTheSumHoldsTheFinishedPartsOnly() {
        Random random = new Random(SEED);
        List<Piece> pieces = pieces(500, random);
        Cancellation cancellation = Cancellation.create();
        Map<String, Long> finished = new ConcurrentHashMap<>();
        AtomicInteger started = new AtomicInteger();
        WorkSplitter.Outcome<Long> outcome = WorkSplitter.of(pieces, SUM).run(
                SearchSettings.defaults().withThreads(3).withCancellation(cancellation), () -> (piece, deadline) -> {
                    if (started.incrementAndGet() == 50) {
                        cancellation.cancel();
                    }
                    // A part stopped by the deadline is dropped whole.
                    return deadline.reached() ? Optional.empty() : Optional.of((long) piece.number());
                }, journalInto(finished));
        assertThat(outcome.complete()).isFalse();
        assertThat(outcome.partsDone()).isLessThan(60).isEqualTo(finished.size());
        assertThat(outcome.sum()).isEqualTo(finished.values().stream().mapToLong(Long::longValue).sum());
    }

    @Test
    void aTimeLimitStopsTheRun() {
        List<Piece> pieces = pieces(1000, new Random(SEED));
        long start = System.nanoTime();
        WorkSplitter.Outcome<Long> outcome = WorkSplitter.of(pieces, SUM).run(
                SearchSettings.defaults().withThreads(2).withTimeLimit(Duration.ofMillis(200)), () -> (piece, deadline) -> {
                    sleep(5);
                    return Optional.of(1L);
                }, WorkSplitter.Journal.none());
        assertThat(outcome.complete()).isFalse();
        assertThat(outcome.partsDone()).isLessThan(1000);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
    }

    @Test
    void aRunsClockStartedBeforeTheSplitIsHonoured() {
        Deadline clock = SearchSettings.defaults().withTimeLimit(Duration.ofMillis(20)).start();
        sleep(40);
        WorkSplitter.Outcome<Long> outcome = WorkSplitter.of(pieces(10, new Random(SEED)), SUM).run(clock, 2, ProgressListener.NONE,
                () -> (piece, deadline) -> Optional.of(1L), WorkSplitter.Journal.none());
        assertThat(outcome.complete()).isFalse();
        assertThat(outcome.partsDone()).isZero();
    }

    @Test
    void partsInTheJournalAreNotSearchedAgainButCounted() {
        Random random = new Random(SEED);
        List<Piece> pieces = pieces(100, random);
        Map<String, Long> earlier = new HashMap<>();
        for (Piece piece : pieces) {
            if (random.nextBoolean()) {
                earlier.put(piece.id(), (long) piece.number());
            }
        }
        Map<String, Long> journal = new ConcurrentHashMap<>(earlier);
        Set<String> searched = ConcurrentHashMap.newKeySet();
        List<Progress> reports = Collections.synchronizedList(new ArrayList<>());
        WorkSplitter.Outcome<Long> outcome = WorkSplitter.of(pieces, SUM).run(SearchSettings.defaults().withThreads(2).withProgress(reports::add),
                () -> (piece, deadline) -> {
                    searched.add(piece.id());
                    return Optional.of((long) piece.number());
                }, journalInto(journal));
        assertThat(outcome.sum()).isEqualTo(sumOf(pieces));
        assertThat(outcome.partsResumed()).isEqualTo(earlier.size());
        assertThat(searched).doesNotContainAnyElementsOf(earlier.keySet()).hasSize(pieces.size() - earlier.size());
        assertThat(journal).hasSize(pieces.size());
        assertThat(reports).hasSize(pieces.size() - earlier.size());
        assertThat(reports).extracting(Progress::found).contains(sumOf(pieces));
    }

    @Test
    void progressIsWeightedByWork() {
        List<Piece> pieces = List.of(new Piece(1, 900), new Piece(2, 50), new Piece(3, 50));
        List<Progress> reports = new ArrayList<>();
        WorkSplitter.of(pieces, SUM).run(SearchSettings.defaults().withProgress(reports::add),
                () -> (piece, deadline) -> Optional.of(0L), WorkSplitter.Journal.none());
        assertThat(reports.get(0).fraction()).isEqualTo(0.9);
        assertThat(reports.get(0).partsDone()).isEqualTo(1);
        assertThat(reports.get(0).parts()).isEqualTo(3);
        assertThat(reports.get(2).fraction()).isEqualTo(1.0);
    }

    @Test
    void aFailingWorkerStopsTheRunAndItsExceptionIsRethrown() {
        List<Piece> pieces = pieces(300, new Random(SEED));
        AtomicInteger searched = new AtomicInteger();
        assertThatThrownBy(() -> WorkSplitter.of(pieces, SUM).run(SearchSettings.defaults().withThreads(3), () -> (piece, deadline) -> {
            if (searched.incrementAndGet() == 10) {
                throw new IllegalStateException("part " + piece.id() + " failed");
            }
            sleep(1);
            return Optional.of(0L);
        }, WorkSplitter.Journal.none())).isInstanceOf(IllegalStateException.class).hasMessageContaining("failed");
        assertThat(searched.get()).isLessThan(100);
    }

    @ParameterizedTest(name = "{0} threads")
    @ValueSource(ints = {1, 2, 3, 7, 64})
    void mapGivesEveryResultInTheItemsOrderWithOneFunctionAThread(int threads) {
        Random random = new Random(SEED + threads);
        List<Integer> items = new ArrayList<>();
        for (int i = 0; i < 500 + random.nextInt(500); i++) {
            items.add(random.nextInt(1_000_000));
        }
        Set<String> makers = ConcurrentHashMap.newKeySet();
        AtomicInteger made = new AtomicInteger();
        AtomicInteger applied = new AtomicInteger();
        AtomicInteger elsewhere = new AtomicInteger();
        List<Long> squares = WorkSplitter.map(items, threads, () -> {
            made.incrementAndGet();
            Thread maker = Thread.currentThread();
            makers.add(maker.getName());
            long[] scratch = new long[1];
            return item -> {
                applied.incrementAndGet();
                if (Thread.currentThread() != maker) {
                    elsewhere.incrementAndGet();
                }
                scratch[0] = (long) item * item;
                return scratch[0];
            };
        });
        assertThat(squares).as("seed %d", SEED + threads).hasSize(items.size());
        for (int i = 0; i < items.size(); i++) {
            assertThat(squares.get(i)).as("item %d, seed %d", i, SEED + threads).isEqualTo((long) items.get(i) * items.get(i));
        }
        assertThat(applied.get()).isEqualTo(items.size());
        assertThat(made.get()).isEqualTo(makers.size()).isBetween(1, threads);
        assertThat(elsewhere.get()).as("a function applied on a thread that did not make it").isZero();
        assertThatThrownBy(() -> squares.add(0L)).isInstanceOf(UnsupportedOperationException.class);
        assertThat(WorkSplitter.map(List.<Integer>of(), threads, () -> item -> item)).isEmpty();
    }

    @Test
    void anInterruptDuringMapDoesNotCutItShortAndIsKeptForTheCaller() {
        List<Integer> items = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            items.add(i);
        }
        Thread caller = Thread.currentThread();
        AtomicInteger applied = new AtomicInteger();
        List<Integer> doubled;
        try {
            doubled = WorkSplitter.map(items, 3, () -> item -> {
                if (applied.incrementAndGet() == 50) {
                    caller.interrupt();
                }
                sleep(1);
                return 2 * item;
            });
        } finally {
            assertThat(Thread.interrupted()).as("the interrupt is kept for the caller").isTrue();
        }
        assertThat(applied.get()).isEqualTo(items.size());
        for (int i = 0; i < items.size(); i++) {
            assertThat(doubled.get(i)).isEqualTo(2 * i);
        }
    }

    @Test
    void aFailingMapStopsTheOtherThreadsAndItsExceptionIsRethrown() {
        List<Integer> items = Collections.nCopies(300, 1);
        AtomicInteger applied = new AtomicInteger();
        assertThatThrownBy(() -> WorkSplitter.map(items, 3, () -> item -> {
            // The count read once: another thread may apply the next item between an increment and a second read.
            int count = applied.incrementAndGet();
            if (count == 10) {
                throw new IllegalStateException("item " + count + " failed");
            }
            sleep(1);
            return item;
        })).isInstanceOf(IllegalStateException.class).hasMessage("item 10 failed");
        assertThat(applied.get()).isLessThan(100);
        assertThatThrownBy(() -> WorkSplitter.map(items, 0, () -> item -> item)).hasMessage("The number of threads (0) must be at least 1.");
    }

    @Test
    void aPlanNeedsDistinctWordIdsAndPositiveWork() {
        assertThatThrownBy(() -> WorkSplitter.of(List.of(new Piece(1, 5), new Piece(1, 6)), SUM)).hasMessageContaining("used twice");
        assertThatThrownBy(() -> WorkSplitter.of(List.of(new Piece(1, 0)), SUM)).hasMessageContaining("must be positive");
    }

    private static WorkSplitter.Journal<Long> journalInto(Map<String, Long> map) {
        return new WorkSplitter.Journal<>() {
            @Override
            public Optional<Long> finished(String id) {
                return Optional.ofNullable(map.get(id));
            }

            @Override
            public void record(String id, Long result) {
                assertThat(map.putIfAbsent(id, result)).as("part %s recorded once", id).isNull();
            }
        };
    }

    /** The first part numbered 13 settles the run: a search for one solution that found it. */
    private static final WorkSplitter.Summation<Long> FIRST_THIRTEEN = new WorkSplitter.Summation<>(0L, Long::max, value -> value == 13 ? 1 : 0,
            value -> value == 13);

    @Test
    void oneThreadStopsAtTheResultThatSettlesTheRun() {
        List<Piece> pieces = new ArrayList<>();
        for (int i = 1; i <= 30; i++) {
            pieces.add(new Piece(i, 100 - i));
        }
        List<Integer> searched = new ArrayList<>();
        WorkSplitter.Outcome<Long> outcome = WorkSplitter.of(pieces, FIRST_THIRTEEN).run(SearchSettings.defaults(), () -> (piece, deadline) -> {
            searched.add(piece.number());
            return Optional.of((long) piece.number());
        }, WorkSplitter.Journal.none());
        assertThat(searched).as("largest first, then stopped").containsExactlyElementsOf(java.util.stream.IntStream.rangeClosed(1, 13).boxed().toList());
        assertThat(outcome.sum()).isEqualTo(13L);
        assertThat(outcome.complete()).isFalse();
        assertThat(outcome.partsDone()).isEqualTo(13);
    }

    @ParameterizedTest(name = "{0} threads")
    @ValueSource(ints = {2, 4})
    void aSettlingResultStopsTheOtherThreadsInTheirParts(int threads) {
        // Part 13, the largest, starts first; every other part waits on its deadline, which only the stop that part 13 sets ends.
        List<Piece> pieces = new ArrayList<>();
        for (int i = 1; i <= 20; i++) {
            pieces.add(new Piece(i, i == 13 ? 1000 : 10));
        }
        WorkSplitter.Outcome<Long> outcome = WorkSplitter.of(pieces, FIRST_THIRTEEN).run(SearchSettings.defaults().withThreads(threads),
                () -> (piece, deadline) -> {
                    if (piece.number() == 13) {
                        return Optional.of(13L);
                    }
                    long start = System.nanoTime();
                    while (!deadline.reached()) {
                        if (System.nanoTime() - start > TimeUnit.SECONDS.toNanos(20)) {
                            throw new IllegalStateException("Part " + piece.number() + " was not stopped in 20 s.");
                        }
                        sleep(1);
                    }
                    return Optional.empty();
                }, WorkSplitter.Journal.none());
        assertThat(outcome.sum()).isEqualTo(13L);
        assertThat(outcome.complete()).isFalse();
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(20, TimeUnit.SECONDS)) {
                throw new IllegalStateException("Waited 20 s for the other parts: they were not stolen.");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
