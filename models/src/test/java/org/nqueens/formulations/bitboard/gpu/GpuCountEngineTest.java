package org.nqueens.formulations.bitboard.gpu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.bitboard.count.TopToBottomNodes;
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

/**
 * The gpu engine against the counts of the reference table and of the count on this machine's
 * threads, and against the nodes of the threads' search when it goes top to bottom as the program
 * does (the threads' own search, by the fewest squares first, visits fewer). Where the CUDA
 * compiler is installed, the program is built and run in its host mode (the same search code on
 * this processor, the same protocol); where a CUDA device is present too, on the device. Without
 * nvcc the engine's refusal is tested and the rest is skipped.
 */
class GpuCountEngineTest {

    private static final String PROGRAM = "nqueens gpu test";

    @TempDir
    Path dir;

    private static boolean hasNvcc() {
        try {
            GpuProgram.build();
            return true;
        } catch (InvalidInputException e) {
            return false;
        }
    }

    private static CountEngine.Settings settings(SearchSettings search, Optional<Path> checkpoint) {
        return new CountEngine.Settings(Optional.empty(), search, checkpoint, PROGRAM);
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 8, 10, 12, 13})
    void theProgramsHostSearchCountsTheReferenceTotalsUniqueAndNodes(int n) {
        assumeTrue(hasNvcc(), "nvcc is not installed: the gpu program cannot be built here");
        EmptyBoardCount.Question question = new EmptyBoardCount.Question(n, true, false);
        CountResult local = EmptyBoardCount.plan(question).count(SearchSettings.defaults().withThreads(2));
        CountResult gpu = GpuCountEngine.onHost().count(CountParts.plan(question), settings(SearchSettings.defaults().withThreads(2),
                Optional.empty()));
        KnownCount known = KnownCounts.of(n).orElseThrow();
        assertThat(gpu.complete()).isTrue();
        assertThat(gpu.count()).isEqualTo(known.solutions());
        assertThat(gpu.unique()).hasValue(known.unique());
        assertThat(gpu.unique()).isEqualTo(local.unique());
        assertThat(gpu.stats().get(Stats.NODES)).hasValue(TopToBottomNodes.of(n));
    }

    @Test
    void theDevicesCountTheReferenceTotalsAndNodes() {
        assumeTrue(hasNvcc(), "nvcc is not installed: the gpu program cannot be built here");
        assumeTrue(!GpuProgram.build().devices().names().isEmpty(), "no CUDA device here");
        for (int n = 4; n <= 15; n++) {
            EmptyBoardCount.Question question = new EmptyBoardCount.Question(n, true, false);
            CountResult local = EmptyBoardCount.plan(question).count(SearchSettings.defaults());
            CountResult gpu = new GpuCountEngine(OptionalInt.empty()).count(CountParts.plan(question),
                    settings(SearchSettings.defaults(), Optional.empty()));
            assertThat(gpu.count()).as("n = %d", n).isEqualTo(KnownCounts.of(n).orElseThrow().solutions());
            assertThat(gpu.unique()).as("n = %d", n).isEqualTo(local.unique());
            assertThat(gpu.stats().get(Stats.NODES)).as("n = %d", n).hasValue(TopToBottomNodes.of(n));
        }
    }

    @Test
    void aCancelledCountResumesFromItsCheckpointToTheSameTotalAndTheLocalEngineReadsIt() throws Exception {
        assumeTrue(hasNvcc(), "nvcc is not installed: the gpu program cannot be built here");
        int n = 13;
        EmptyBoardCount.Question question = new EmptyBoardCount.Question(n, true, false);
        Path file = dir.resolve("count-13.ckpt");
        Cancellation first = Cancellation.create();
        AtomicInteger reports = new AtomicInteger();
        CountResult begun = GpuCountEngine.onHost().count(CountParts.plan(question), settings(SearchSettings.defaults().withThreads(1)
                .withCancellation(first).withProgress(progress -> {
                    if (reports.incrementAndGet() == 3) {
                        first.cancel();
                    }
                }), Optional.of(file)));
        assertThat(begun.complete()).isFalse();
        long done = begun.stats().get("subproblems_done").orElseThrow();
        assertThat(done).isPositive().isLessThan(begun.stats().get("subproblems").orElseThrow());
        assertThat(Files.readAllLines(file)).hasSizeGreaterThan((int) done);

        CountResult finished = GpuCountEngine.onHost().count(CountParts.plan(question),
                settings(SearchSettings.defaults().withThreads(2), Optional.of(file)));
        KnownCount known = KnownCounts.of(n).orElseThrow();
        assertThat(finished.complete()).isTrue();
        assertThat(finished.stats().get("subproblems_resumed")).hasValue(done);
        assertThat(finished.count()).isEqualTo(known.solutions());
        assertThat(finished.unique()).hasValue(known.unique());

        CountResult local = EmptyBoardCount.plan(question).count(SearchSettings.defaults(), file, PROGRAM);
        assertThat(local.count()).isEqualTo(known.solutions());
        assertThat(local.stats().get("subproblems_resumed")).isEqualTo(local.stats().get("subproblems"));
    }

    @Test
    void aBoardWiderThanThirtyTwoColumnsIsRefusedNamingTheEnginesThatCountIt() {
        assertThatThrownBy(() -> new GpuCountEngine(OptionalInt.empty()).count(CountParts.plan(new EmptyBoardCount.Question(33, false, false)),
                settings(SearchSettings.defaults(), Optional.empty())))
                .isInstanceOf(InvalidInputException.class)
                .hasMessage("--engine gpu counts boards up to n = 32 (its search keeps a row in 32 bits); n = 33 is counted with"
                        + " --engine local or spark.");
    }

    @Test
    void devicesMustBeAtLeastOne() {
        assertThatThrownBy(() -> new GpuCountEngine(OptionalInt.of(0)))
                .isInstanceOf(InvalidInputException.class)
                .hasMessage("The number of GPUs of --devices (0) must be at least 1.");
    }

    @Test
    void withoutACudaDeviceTheEngineSaysSoAndNamesTheLocalEngine() {
        assumeTrue(!hasNvcc() || GpuProgram.build().devices().names().isEmpty(), "this machine has a CUDA device");
        assertThatThrownBy(() -> new GpuCountEngine(OptionalInt.empty()).count(CountParts.plan(new EmptyBoardCount.Question(8, false, false)),
                settings(SearchSettings.defaults(), Optional.empty())))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageMatching("--engine gpu (builds its search once with the CUDA compiler nvcc|found no CUDA device).*--engine local\\.");
    }
}
