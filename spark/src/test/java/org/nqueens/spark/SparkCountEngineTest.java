package org.nqueens.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.bitboard.parts.CountEngine;
import org.nqueens.formulations.bitboard.parts.CountParts;
import org.nqueens.formulations.bitboard.parts.EmptyBoardCount;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;

/** The engine in local mode: Spark inside the test's JVM, two task slots. */
class SparkCountEngineTest {

    private static final String PROGRAM = "nqueens spark test";

    @TempDir
    Path dir;

    private static CountEngine.Settings settings(SearchSettings search, Optional<Path> checkpoint) {
        return new CountEngine.Settings(Optional.of("local[2]"), search, checkpoint, PROGRAM);
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {12, 13, 14})
    void countsWhatTheBitboardCounterCountsTotalAndUnique(int n) {
        EmptyBoardCount.Question question = new EmptyBoardCount.Question(n, true, false);
        CountResult bitboard = EmptyBoardCount.plan(question).count(SearchSettings.defaults().withThreads(2));
        CountResult spark = new SparkCountEngine().count(CountParts.plan(question), settings(SearchSettings.defaults(), Optional.empty()));
        KnownCount known = KnownCounts.of(n).orElseThrow();
        assertThat(spark.complete()).isTrue();
        assertThat(spark.count()).isEqualTo(bitboard.count()).isEqualTo(known.solutions());
        assertThat(spark.unique()).isEqualTo(bitboard.unique()).hasValue(known.unique());
        assertThat(spark.stats().get(Stats.NODES)).isEqualTo(bitboard.stats().get(Stats.NODES));
        assertThat(spark.stats().get("subproblems_done")).isEqualTo(spark.stats().get("subproblems"));
    }

    @Test
    void sumsTheSameLevelsAsTheThreadsAndJournalsThem() {
        int n = 12;
        EmptyBoardCount.Question question = new EmptyBoardCount.Question(n, false, false, true);
        CountResult threads = EmptyBoardCount.plan(question).count(SearchSettings.defaults().withThreads(2));
        Path file = dir.resolve("levels-12.ckpt");
        CountResult spark = new SparkCountEngine().count(CountParts.plan(question), settings(SearchSettings.defaults(), Optional.of(file)));
        assertThat(spark.complete()).isTrue();
        assertThat(spark.levels()).hasSize(n).isEqualTo(threads.levels());
        assertThat(spark.levels().get(n - 1)).isEqualTo(KnownCounts.of(n).orElseThrow().solutions());
        assertThat(spark.levels().stream().mapToLong(Long::longValue).sum()).isEqualTo(KnownCounts.of(n).orElseThrow().dfsPlacements()
                .orElseThrow());
        // The journal Spark wrote is the threads' own: read back by them, every part resumed, the same row.
        CountResult resumed = EmptyBoardCount.plan(question).count(SearchSettings.defaults(), file, PROGRAM);
        assertThat(resumed.stats().get("subproblems_resumed")).isEqualTo(resumed.stats().get("subproblems"));
        assertThat(resumed.levels()).isEqualTo(threads.levels());
    }

    @Test
    void resumesACheckpointThatACountOnThisMachineBeganAndLeavesOneItResumesInTurn() {
        int n = 13;
        KnownCount known = KnownCounts.of(n).orElseThrow();
        EmptyBoardCount.Question question = new EmptyBoardCount.Question(n, true, true);
        Path file = dir.resolve("count-13.ckpt");

        // A count on this machine's threads, cancelled after a few parts as Ctrl-C would cancel it.
        Cancellation local = Cancellation.create();
        AtomicInteger reports = new AtomicInteger();
        CountResult begun = EmptyBoardCount.plan(question).count(SearchSettings.defaults().withCancellation(local).withProgress(progress -> {
            if (reports.incrementAndGet() == 5) {
                local.cancel();
            }
        }), file, PROGRAM);
        assertThat(begun.complete()).isFalse();
        long recorded = lines(file);

        // Spark takes over, is cancelled once the first tasks' counts have arrived: the driver journals what arrived.
        Cancellation driver = Cancellation.create();
        CountResult continued = new SparkCountEngine().count(CountParts.plan(question),
                settings(SearchSettings.defaults().withCancellation(driver).withProgress(progress -> {
                    if (progress.partsDone() > begun.stats().get("subproblems_done").orElseThrow()) {
                        driver.cancel();
                    }
                }), Optional.of(file)));
        assertThat(continued.complete()).isFalse();
        assertThat(continued.stats().get("subproblems_resumed")).isEqualTo(begun.stats().get("subproblems_done"));
        assertThat(lines(file)).isGreaterThan(recorded);

        // The count on this machine finishes what is left, to the exact totals.
        CountResult finished = EmptyBoardCount.plan(question).count(SearchSettings.defaults().withThreads(2), file, PROGRAM);
        assertThat(finished.complete()).isTrue();
        assertThat(finished.count()).isEqualTo(known.solutions());
        assertThat(finished.unique()).hasValue(known.unique());
        assertThat(finished.stats().get(Stats.PLACEMENTS)).isEqualTo(known.dfsPlacements());
        assertThat(finished.stats().get("subproblems_resumed")).isEqualTo(continued.stats().get("subproblems_done"));
    }

    @Test
    void aCheckpointOfAnotherCountIsRefusedBeforeSparkStarts() {
        Path file = dir.resolve("count-12.ckpt");
        EmptyBoardCount.plan(new EmptyBoardCount.Question(12, false, false)).count(SearchSettings.defaults(), file, PROGRAM);
        CountParts thirteen = CountParts.plan(new EmptyBoardCount.Question(13, false, false));
        assertThatThrownBy(() -> new SparkCountEngine().count(thirteen, settings(SearchSettings.defaults(), Optional.of(file))))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("was written for n 12, but this run has n 13");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"yarn", "local[0]", "spark://", "spark://host", "mesos://host:5050", "local[two]"})
    void aMasterUrlSparkCannotTakeHereIsRefusedWithWhatItTakes(String master) {
        CountParts plan = CountParts.plan(new EmptyBoardCount.Question(8, false, false));
        CountEngine.Settings bad = new CountEngine.Settings(Optional.of(master), SearchSettings.defaults(), Optional.empty(), PROGRAM);
        assertThatThrownBy(() -> new SparkCountEngine().count(plan, bad))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("'" + master + "'")
                .hasMessageContaining("spark://HOST:PORT");
    }

    @Test
    void aCountWhoseCheckpointHoldsEveryPartNeedsNoSpark() {
        Path file = dir.resolve("count-11.ckpt");
        EmptyBoardCount.Question question = new EmptyBoardCount.Question(11, true, false);
        EmptyBoardCount.plan(question).count(SearchSettings.defaults(), file, PROGRAM);
        // An unreachable master: were Spark started, the count would not finish.
        CountEngine.Settings nowhere = new CountEngine.Settings(Optional.of("spark://127.0.0.1:9"), SearchSettings.defaults(),
                Optional.of(file), PROGRAM);
        CountResult result = new SparkCountEngine(Map.of()).count(CountParts.plan(question), nowhere);
        assertThat(result.complete()).isTrue();
        assertThat(result.count()).isEqualTo(2680);
        assertThat(result.unique()).hasValue(341);
    }

    private static long lines(Path file) {
        try {
            return Files.readAllLines(file).size();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void batchesKeepTheLargestFirstOrderAndCoverEveryPartOnce() {
        List<Integer> order = List.of(4, 0, 3, 1, 2, 5);
        long[] work = {50, 10, 5, 20, 100, 1};
        List<int[]> batches = Batches.of(order, index -> work[index], 3);
        assertThat(batches.stream().flatMapToInt(java.util.Arrays::stream).boxed().toList()).isEqualTo(order);
        assertThat(batches.get(0)).containsExactly(4);
        assertThat(batches).hasSizeBetween(2, 4);
    }
}
