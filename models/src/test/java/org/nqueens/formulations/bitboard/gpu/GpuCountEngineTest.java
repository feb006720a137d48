package org.nqueens.formulations.bitboard.gpu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.bitboard.count.Interior;
import org.nqueens.formulations.bitboard.count.Subproblem;
import org.nqueens.formulations.bitboard.count.SymmetricSearch;
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
import org.nqueens.teach.LevelWidths;

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
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13})
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
        assertThat(gpu.stats().get(Stats.NODES)).hasValue(everyFrameTopToBottom(n));
    }

    /** The symmetric frames left to this machine's threads (NQUEENS_GPU_SYMMETRIC=host, the way of 2026-11-27): the same counts. */
    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 4, 5, 8, 9, 12, 13})
    void withTheSymmetricFramesOnTheThreadsTheHostSearchCountsTheSame(int n) {
        assumeTrue(hasNvcc(), "nvcc is not installed: the gpu program cannot be built here");
        EmptyBoardCount.Question question = new EmptyBoardCount.Question(n, true, false);
        CountResult gpu = GpuCountEngine.onHost(1, false).count(CountParts.plan(question), settings(SearchSettings.defaults().withThreads(2),
                Optional.empty()));
        KnownCount known = KnownCounts.of(n).orElseThrow();
        assertThat(gpu.complete()).isTrue();
        assertThat(gpu.count()).isEqualTo(known.solutions());
        assertThat(gpu.unique()).hasValue(known.unique());
        assertThat(gpu.stats().get(Stats.NODES)).hasValue(TopToBottomNodes.of(n));
    }

    /**
     * The nodes of the count when every frame, the symmetric ones too, is searched top to bottom from its best side, as
     * the program searches the frames sent to it (the threads search the symmetric frames by the fewest squares first).
     */
    private static long everyFrameTopToBottom(int n) {
        if (n == 1) {
            return 0;
        }
        SymmetricSearch search = new SymmetricSearch(n, false);
        long nodes = 0;
        for (Subproblem frame : SymmetricSearch.parts(n)) {
            nodes += search.count(frame, SearchSettings.defaults().start()).orElseThrow().nodes();
        }
        return nodes;
    }

    /** Several programs (each standing for a device, as {@code --devices} deals to them) share the batches and count the same. */
    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {4, 8, 11, 12})
    void threeProgramsOnTheHostCountTheReferenceTotalsUniqueAndNodes(int n) {
        assumeTrue(hasNvcc(), "nvcc is not installed: the gpu program cannot be built here");
        EmptyBoardCount.Question question = new EmptyBoardCount.Question(n, true, false);
        CountResult gpu = GpuCountEngine.onHost(3).count(CountParts.plan(question), settings(SearchSettings.defaults().withThreads(1),
                Optional.empty()));
        KnownCount known = KnownCounts.of(n).orElseThrow();
        assertThat(gpu.complete()).isTrue();
        assertThat(gpu.count()).isEqualTo(known.solutions());
        assertThat(gpu.unique()).hasValue(known.unique());
        assertThat(gpu.stats().get(Stats.NODES)).hasValue(everyFrameTopToBottom(n));
    }

    /**
     * The count on devices learns them from its first program (no listing of its own): with the program's environment
     * listing this processor as two devices (NQUEENS_GPU_ON_HOST=2), the engine asked for every device takes both, and
     * counts as one program does.
     */
    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {6, 11})
    void aCountOnDevicesTakesTheDevicesItsFirstProgramNames(int n) {
        assumeTrue(hasNvcc(), "nvcc is not installed: the gpu program cannot be built here");
        EmptyBoardCount.Question question = new EmptyBoardCount.Question(n, true, false);
        GpuProgram twoDevices = GpuProgram.build().withEnvironment(Map.of("NQUEENS_GPU_ON_HOST", "2"));
        CountResult gpu = GpuCountEngine.on(OptionalInt.empty(), twoDevices).count(CountParts.plan(question),
                settings(SearchSettings.defaults().withThreads(1), Optional.empty()));
        KnownCount known = KnownCounts.of(n).orElseThrow();
        assertThat(gpu.complete()).isTrue();
        assertThat(gpu.count()).isEqualTo(known.solutions());
        assertThat(gpu.unique()).hasValue(known.unique());
        assertThat(gpu.stats().get(Stats.NODES)).hasValue(everyFrameTopToBottom(n));
    }

    /** More devices than the first program names are refused, naming those there are, before anything is counted. */
    @Test
    void moreDevicesThanTheFirstProgramNamesAreRefusedNamingThem() {
        assumeTrue(hasNvcc(), "nvcc is not installed: the gpu program cannot be built here");
        GpuProgram twoDevices = GpuProgram.build().withEnvironment(Map.of("NQUEENS_GPU_ON_HOST", "2"));
        assertThatThrownBy(() -> GpuCountEngine.on(OptionalInt.of(3), twoDevices).count(CountParts.plan(new EmptyBoardCount.Question(10,
                false, false)), settings(SearchSettings.defaults().withThreads(1), Optional.empty())))
                .isInstanceOf(InvalidInputException.class)
                .hasMessage("--devices 3 asks for more GPUs than the 2 CUDA device(s) of this machine (host (NQUEENS_GPU_ON_HOST),"
                        + " host (NQUEENS_GPU_ON_HOST)).");
    }

    /**
     * A first program that never names the devices (a driver that hangs: a stand-in that sleeps) holds a count, and the
     * levels, no longer than their time limit: each ends incomplete, the program stopped. Needs no nvcc.
     */
    @Test
    void aFirstProgramThatNeverNamesTheDevicesHoldsACountAndTheLevelsNoLongerThanTheirTimeLimit() throws Exception {
        Path standIn = dir.resolve("silent-gpu");
        Files.writeString(standIn, "#!/bin/sh\nexec sleep 60\n");
        assumeTrue(standIn.toFile().setExecutable(true), "no executable files here");
        GpuCountEngine silent = GpuCountEngine.on(OptionalInt.empty(), GpuProgram.at(standIn));
        SearchSettings briefly = SearchSettings.defaults().withThreads(1).withTimeLimit(Duration.ofMillis(300));
        long begun = System.nanoTime();
        CountResult count = silent.count(CountParts.plan(new EmptyBoardCount.Question(10, false, false)), settings(briefly, Optional.empty()));
        CountResult levels = silent.countLevels("bitboard", 10, briefly);
        assertThat(count.complete()).isFalse();
        assertThat(levels.complete()).isFalse();
        assertThat(Duration.ofNanos(System.nanoTime() - begun)).isLessThan(Duration.ofSeconds(30));
    }

    /**
     * A program started for a device first says how many the machine has (the line {@code --list} begins with), then
     * wakes its own; started for a device the machine lacks, it says why after that line and ends (exit 0).
     */
    @Test
    void aProgramStartedForADeviceNamesTheMachinesDevicesFirst() throws Exception {
        assumeTrue(hasNvcc(), "nvcc is not installed: the gpu program cannot be built here");
        String binary = GpuProgram.build().binary().toString();
        Map<String, String> two = Map.of("NQUEENS_GPU_ON_HOST", "2");
        Run second = run(List.of(binary, "--device", "1"), "", two);
        assertThat(second.exitCode()).as(second.output()).isZero();
        assertThat(second.output()).isEqualTo("devices 2\nready host\n");
        Run third = run(List.of(binary, "--device", "2"), "batch 1\n", two);
        assertThat(third.exitCode()).as(third.output()).isZero();
        assertThat(third.output()).isEqualTo("devices 2\nreason the machine has 2 CUDA device(s) (NQUEENS_GPU_ON_HOST), not device 2\n");
        Run listed = run(List.of(binary, "--list"), "", two);
        assertThat(listed.output()).startsWith("devices 2\n");
    }

    /**
     * Even batches: every part dealt once, the asked number of batches (fewer for fewer parts), each batch's parts in
     * their order of estimate, and no batch's work above the least batch's by more than the largest part (Graham's
     * bound for dealing the largest first to the least loaded).
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4})
    void evenBatchesHoldEveryPartOnceWithinOnePartOfEachOther(long seed) {
        Random random = new Random(seed);
        int size = 1 + random.nextInt(400);
        int count = 1 + random.nextInt(30);
        List<Integer> parts = new ArrayList<>();
        List<Interior> interiors = new ArrayList<>();
        List<Long> works = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            parts.add(1000 + i);
            interiors.add(new Interior(8, new long[] {1L << (1 + i % 6)}, new int[0]));
            // Heavy tailed, as the frames' estimates are: a few parts hold much of the work.
            works.add((long) Math.pow(10, 6 * random.nextDouble()));
        }
        List<GpuCountEngine.Batch> batches = GpuCountEngine.Batch.dealEven(parts, interiors, works, count);

        assertThat(batches).as("seed %d", seed).hasSize(Math.min(size, count));
        List<Integer> dealt = new ArrayList<>();
        long least = Long.MAX_VALUE;
        long most = 0;
        for (GpuCountEngine.Batch batch : batches) {
            long load = 0;
            long previous = Long.MAX_VALUE;
            for (int k = 0; k < batch.parts().size(); k++) {
                int i = batch.parts().get(k) - 1000;
                assertThat(batch.interiors().get(k)).as("seed %d", seed).isEqualTo(interiors.get(i));
                assertThat(works.get(i)).as("seed %d: a batch keeps its parts largest first", seed).isLessThanOrEqualTo(previous);
                previous = works.get(i);
                load += works.get(i);
                dealt.add(batch.parts().get(k));
            }
            least = Math.min(least, load);
            most = Math.max(most, load);
        }
        assertThat(dealt).as("seed %d", seed).containsExactlyInAnyOrderElementsOf(parts);
        assertThat(most - least).as("seed %d", seed).isLessThanOrEqualTo(works.stream().mapToLong(Long::longValue).max().orElseThrow());
    }

    @Test
    void batchesAsRunsKeepThePartsInTheirOrder() {
        List<Integer> parts = List.of(5, 3, 9, 1, 7);
        List<Interior> interiors = parts.stream().map(p -> new Interior(8, new long[] {1L << p % 6 + 1}, new int[0])).toList();
        List<GpuCountEngine.Batch> batches = GpuCountEngine.Batch.dealRuns(parts, interiors, 2);

        assertThat(batches).extracting(GpuCountEngine.Batch::parts).containsExactly(List.of(5, 3, 9), List.of(1, 7));
        assertThat(batches.get(1).interiors()).containsExactly(interiors.get(3), interiors.get(4));
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void theProgramsHostLevelsAreThoseOfTheLevelsCommand(int n) {
        assumeTrue(hasNvcc(), "nvcc is not installed: the gpu program cannot be built here");
        long[] levels = GpuCountEngine.levelsOnHost(n);
        assertThat(levels).containsExactly(LevelWidths.of(n).widths());
        assertThat(LongStream.of(levels).sum()).isEqualTo(KnownCounts.of(n).orElseThrow().dfsPlacements().orElseThrow());
    }

    @Test
    void levelsDealtToSeveralProgramsAddUpToTheLevelsOfOne() {
        assumeTrue(hasNvcc(), "nvcc is not installed: the gpu program cannot be built here");
        for (int n : new int[] {1, 2, 5, 10, 11}) {
            assertThat(GpuCountEngine.levels(GpuProgram.build(), n, List.of(-1, -1, -1))).as("n = %d", n)
                    .containsExactly(LevelWidths.of(n).widths());
        }
    }

    @Test
    void theLevelsAsACountAnswerTheRowItsSumAndItsLastLevel() {
        assumeTrue(hasNvcc(), "nvcc is not installed: the gpu program cannot be built here");
        CountResult count = GpuCountEngine.onHost().countLevels("bitboard", 10, SearchSettings.defaults());

        assertThat(count.complete()).isTrue();
        assertThat(count.levels()).containsExactly(10L, 72L, 364L, 1400L, 3916L, 7552L, 9632L, 7828L, 4040L, 724L);
        assertThat(count.count()).isEqualTo(724);
        assertThat(count.stats().get(Stats.PLACEMENTS)).hasValue(35538L);
        assertThat(count.solver()).isEqualTo("bitboard");
    }

    /**
     * The levels on devices learn them from the first program too (no listing), which then counts the first share: with
     * the program's environment listing this processor as two devices, the row is that of one program, and three devices
     * are refused naming the two.
     */
    @Test
    void theLevelsOnDevicesTakeTheDevicesTheFirstProgramNames() {
        assumeTrue(hasNvcc(), "nvcc is not installed: the gpu program cannot be built here");
        GpuProgram twoDevices = GpuProgram.build().withEnvironment(Map.of("NQUEENS_GPU_ON_HOST", "2"));
        CountResult count = GpuCountEngine.on(OptionalInt.empty(), twoDevices).countLevels("bitboard", 10, SearchSettings.defaults());
        assertThat(count.complete()).isTrue();
        assertThat(count.levels()).containsExactly(10L, 72L, 364L, 1400L, 3916L, 7552L, 9632L, 7828L, 4040L, 724L);
        for (int n = 1; n <= 9; n++) {
            assertThat(GpuCountEngine.on(OptionalInt.empty(), twoDevices).countLevels("bitboard", n, SearchSettings.defaults()).levels())
                    .as("n = %d", n).containsExactlyElementsOf(LongStream.of(GpuCountEngine.levelsOnHost(n)).boxed().toList());
        }
        assertThatThrownBy(() -> GpuCountEngine.on(OptionalInt.of(3), twoDevices).countLevels("bitboard", 8, SearchSettings.defaults()))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageStartingWith("--devices 3 asks for more GPUs than the 2 CUDA device(s) of this machine");
    }

    @Test
    void levelsCancelledBeforeTheRunEndsAnswerNothingMarkedIncomplete() {
        assumeTrue(hasNvcc(), "nvcc is not installed: the gpu program cannot be built here");
        Cancellation cancelled = Cancellation.create();
        cancelled.cancel();
        CountResult count = GpuCountEngine.onHost().countLevels("bitboard", 12, SearchSettings.defaults().withCancellation(cancelled));

        assertThat(count.complete()).isFalse();
        assertThat(count.levels()).hasSize(12).containsOnly(0L);
    }

    @Test
    void theLevelsAreRefusedBeyondThirtyTwoColumns() {
        assertThatThrownBy(() -> GpuCountEngine.levels(33, OptionalInt.empty()))
                .isInstanceOf(InvalidInputException.class)
                .hasMessage("The gpu levels are counted for n = 1..32 (a row in 32 bits); n = 33 is out of range.");
    }

    /**
     * The program's one-word stack (the diagonals shifted back on the way up) against its three-word stack (the
     * diagonals kept), its rows read once a change of row (NQUEENS_GPU_READS unset) against read on every try
     * ({@code each}), and its loop's turn chosen by selects (NQUEENS_GPU_LOOP unset), by branches ({@code separate})
     * or by selects with the next task taken inside the loop ({@code continuous}), each task searched to its end from
     * its frame's first row (NQUEENS_GPU_TASKS=1: the host opens nothing but what the stack needs), on random frames of
     * 20 to 30 rows with sparse rows, and on the levels: a shift that lost a bit, a step read for the wrong row, or a
     * stack entry written past the stack on the last row but one (the fault this test caught in the turn by selects),
     * would change the counts.
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void theOneWordStackAgreesWithTheThreeWordStackOnDeepFrames(long seed) throws Exception {
        assumeTrue(hasNvcc(), "nvcc is not installed: the gpu program cannot be built here");
        StringBuilder input = randomBatch(new Random(seed), 12, 20, 11, 3, 32, 4);
        for (int n = 1; n <= 12; n++) {
            input.append("levels ").append(n).append(' ').append((1 << (n / 2)) - 1).append(' ').append(n % 2 == 1 ? 1 << (n / 2) : 0)
                    .append('\n');
        }
        String oneWord = runOnHost(input.toString(), "one", "row", "selected");
        // Every kernel (the stack's layout, the rows read on each try or on each change of row, the loop's turn) answers the same.
        for (String layout : List.of("one", "three")) {
            for (String reads : List.of("row", "each")) {
                for (String loop : List.of("selected", "separate", "continuous")) {
                    assertThat(runOnHost(input.toString(), layout, reads, loop))
                            .as("seed %d, stack %s, reads %s, loop %s", seed, layout, reads, loop).isEqualTo(oneWord);
                }
            }
        }
        assertThat(oneWord.lines().filter(line -> line.startsWith("levels 12 ")).findFirst())
                .hasValue("levels 12 " + LongStream.of(LevelWidths.of(12).widths()).mapToObj(String::valueOf).collect(Collectors.joining(" ")));
    }

    /**
     * The host's opening of a batch on several threads (NQUEENS_GPU_OPENERS) gives the tasks of one, in its order: on 30
     * random frames of 12 to 16 rows of 8 to 10 squares of 14, opened to 200,000 tasks (a row of more than 16,384 tasks is split between
     * the threads), the counts and nodes with one, two, three and eight openers are the same, and the batch's log shows
     * the opening reached rows of that many tasks.
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {4, 5})
    void theOpenersOpenTheTasksOfOne(long seed) throws Exception {
        assumeTrue(hasNvcc(), "nvcc is not installed: the gpu program cannot be built here");
        StringBuilder input = randomBatch(new Random(seed), 30, 12, 5, 8, 14, 5);
        List<String> answers = new ArrayList<>();
        for (String openers : List.of("1", "2", "3", "8")) {
            Path log = dir.resolve("openers-" + seed + "-" + openers + ".log");
            answers.add(runOnHost(input.toString(), Map.of("NQUEENS_GPU_TASKS", "200000", "NQUEENS_GPU_FIRST", "full",
                    "NQUEENS_GPU_OPENERS", openers, "NQUEENS_GPU_LOG", log.toString())));
            String line = Files.readString(log).strip();
            long tasks = Long.parseLong(line.replaceAll(".* tasks (\\d+) .*", "$1"));
            assertThat(tasks).as("seed %d, openers %s: %s", seed, openers, line).isGreaterThan(2 * 16384);
        }
        assertThat(answers).as("seed %d", seed).containsOnly(answers.get(0));
        assertThat(answers.get(0)).as("seed %d", seed).startsWith("ready host\ncounts 30\n");
    }

    /**
     * NQUEENS_GPU_OPEN_ONLY=1 (benchmarks/run-gpu-opening's switch) opens each batch as the search would and answers
     * nothing: the log's line a batch names the frames, rows opened and tasks of the searching run's (the first batch
     * opened to a quarter of the tasks, the second to all), the standard output holds the ready line alone. With a
     * device, without a log, or asked the levels, the program refuses with exit 2.
     */
    @Test
    void openingOnlyLogsTheSearchsTasksAndAnswersNothing() throws Exception {
        assumeTrue(hasNvcc(), "nvcc is not installed: the gpu program cannot be built here");
        String batch = randomBatch(new Random(8), 30, 12, 5, 8, 14, 5).toString();
        String twice = batch + batch;
        Path searched = dir.resolve("searched.log");
        Path opened = dir.resolve("opened.log");
        runOnHost(twice, Map.of("NQUEENS_GPU_TASKS", "200000", "NQUEENS_GPU_LOG", searched.toString()));
        String output = runOnHost(twice, Map.of("NQUEENS_GPU_TASKS", "200000", "NQUEENS_GPU_LOG", opened.toString(),
                "NQUEENS_GPU_OPEN_ONLY", "1"));
        assertThat(output).isEqualTo("ready host\n");
        List<String> searchedTasks = Files.readAllLines(searched).stream().map(line -> line.replaceAll("^batch (.* tasks \\d+) .*", "$1")).toList();
        List<String> openedTasks = Files.readAllLines(opened).stream().map(line -> line.replaceAll("^open (.* tasks \\d+) .*", "$1")).toList();
        assertThat(openedTasks).hasSize(2).isEqualTo(searchedTasks);
        assertThat(Long.parseLong(openedTasks.get(1).replaceAll(".* tasks ", "")))
                .isGreaterThan(Long.parseLong(openedTasks.get(0).replaceAll(".* tasks ", "")));

        Path binary = GpuProgram.build().binary();
        Map<String, String> openOnly = Map.of("NQUEENS_GPU_OPEN_ONLY", "1", "NQUEENS_GPU_LOG", opened.toString());
        assertThat(refusal(List.of(binary.toString(), "--device", "0"), batch, openOnly)).contains("for the host mode only");
        assertThat(refusal(List.of(binary.toString(), "--host"), batch, Map.of("NQUEENS_GPU_OPEN_ONLY", "1")))
                .contains("set NQUEENS_GPU_LOG");
        assertThat(refusal(List.of(binary.toString(), "--host"), "levels 8 15 0\n", openOnly)).contains("not the levels");
    }

    /** The program run as {@code command} on {@code input}, which must end it with exit 2: its output and errors. */
    private String refusal(List<String> command, String input, Map<String, String> environment) throws Exception {
        Run run = run(command, input, environment);
        assertThat(run.exitCode()).as(run.output()).isEqualTo(2);
        return run.output();
    }

    /**
     * The program's host code (the opening's memory, the stacks and their guard word, the queue) under AddressSanitizer
     * and UBSan, halting on the first error: built with them by nvcc, it answers the deep random frames and the levels
     * with every stack and loop, and a batch opened on three threads, as the plain build does. An entry read or written
     * outside a stack or outside the opening's rows (as the turn by selects' read of the row above would be on a task's
     * own row without its guard word) ends it with the sanitizer's report. Skipped where the host compiler has no
     * sanitizer libraries.
     */
    @Test
    void theHostModeIsCleanUnderTheSanitizers() throws Exception {
        NvccBuild build = nvccBuild("nqueens-gpu-sanitized", "-g", "-O1",
                "-Xcompiler=-fsanitize=address,-fsanitize=undefined,-fno-omit-frame-pointer", "-Xlinker=-lasan,-lubsan");
        assumeTrue(build.exitCode() == 0 || !build.output().contains("lasan") && !build.output().contains("lubsan"),
                "the host compiler has no sanitizer libraries: " + build.output());
        assertThat(build.exitCode()).as(build.output()).isZero();
        Path sanitized = build.binary();
        Map<String, String> halting = Map.of("ASAN_OPTIONS", "detect_leaks=0:halt_on_error=1", "UBSAN_OPTIONS",
                "halt_on_error=1:print_stacktrace=1");
        StringBuilder deep = randomBatch(new Random(6), 12, 20, 11, 3, 32, 4);
        deep.append("levels 11 31 32\n");
        String plain = runOnHost(GpuProgram.build().binary(), deep.toString(), Map.of("NQUEENS_GPU_TASKS", "1"));
        for (String layout : List.of("one", "three")) {
            for (String loop : List.of("selected", "separate", "continuous")) {
                Map<String, String> environment = new HashMap<>(halting);
                environment.putAll(Map.of("NQUEENS_GPU_TASKS", "1", "NQUEENS_GPU_STACK", layout, "NQUEENS_GPU_LOOP", loop));
                assertThat(runOnHost(sanitized, deep.toString(), environment)).as("stack %s, loop %s", layout, loop).isEqualTo(plain);
            }
        }
        String wide = randomBatch(new Random(7), 30, 12, 5, 8, 14, 5).toString();
        Map<String, String> threads = new HashMap<>(halting);
        threads.putAll(Map.of("NQUEENS_GPU_TASKS", "200000", "NQUEENS_GPU_OPENERS", "3"));
        assertThat(runOnHost(sanitized, wide, threads)).isEqualTo(runOnHost(GpuProgram.build().binary(), wide, Map.of()));
    }

    /**
     * The line "batch F" and {@code frames} random frames: {@code rows} to {@code rows + rowSpan - 1} rows, each of
     * {@code squares} to {@code squares + 2} random columns of the first {@code columns}, the shift to the next row 2 one
     * time in {@code twoIn}, else 1, the frame's rows shifting at most 31 columns in all.
     */
    private static StringBuilder randomBatch(Random random, int frames, int rows, int rowSpan, int squares, int columns, int twoIn) {
        StringBuilder input = new StringBuilder("batch ").append(frames).append('\n');
        for (int f = 0; f < frames; f++) {
            int height = rows + random.nextInt(rowSpan);
            input.append(height);
            for (int i = 0; i < height; i++) {
                long mask = 0;
                for (int bits = squares + random.nextInt(3); Long.bitCount(mask) < bits;) {
                    mask |= 1L << random.nextInt(columns);
                }
                input.append(' ').append(mask);
            }
            int budget = 31;
            for (int i = 0; i + 1 < height; i++) {
                int shift = Math.min(random.nextInt(twoIn) == 0 ? 2 : 1, budget - (height - 2 - i));
                budget -= shift;
                input.append(' ').append(shift);
            }
            input.append('\n');
        }
        return input;
    }

    /**
     * The program's host mode on {@code input}, every task searched from its frame's first row, with the stack
     * {@code layout}, the rows read as {@code reads} says and the loop's turn {@code loop}.
     */
    private String runOnHost(String input, String layout, String reads, String loop) throws Exception {
        return runOnHost(input, Map.of("NQUEENS_GPU_TASKS", "1", "NQUEENS_GPU_STACK", layout, "NQUEENS_GPU_READS", reads,
                "NQUEENS_GPU_LOOP", loop));
    }

    /** The program's host mode on {@code input}, with the environment's variables set. */
    private String runOnHost(String input, Map<String, String> environment) throws Exception {
        return runOnHost(GpuProgram.build().binary(), input, environment);
    }

    /** The host mode of the program {@code binary} on {@code input}, with the environment's variables set. */
    private String runOnHost(Path binary, String input, Map<String, String> environment) throws Exception {
        Run run = run(List.of(binary.toString(), "--host"), input, environment);
        assertThat(run.exitCode()).as(run.output()).isZero();
        return run.output();
    }

    /** The program run as {@code command} on {@code input}, with the environment's variables set, to its end. */
    private Run run(List<String> command, String input, Map<String, String> environment) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().putAll(environment);
        Path in = dir.resolve("input-" + Integer.toHexString(command.hashCode()) + "-" + Integer.toHexString(environment.hashCode()) + "-"
                + Integer.toHexString(input.hashCode()));
        Files.writeString(in, input);
        Process process = builder.redirectInput(in.toFile()).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        return new Run(process.waitFor(), output);
    }

    /** A run's exit status, and its output and errors together. */
    private record Run(int exitCode, String output) {
    }

    @Test
    void theProgramBuildsForTheH100AndH200() throws Exception {
        NvccBuild build = nvccBuild("nqueens-gpu-sm90", "-O3", "-arch=sm_90");
        assertThat(build.exitCode()).as(build.output()).isZero();
        assertThat(build.output()).doesNotContain("warning");
        assertThat(build.binary()).isExecutable();
    }

    /** The program's source built by nvcc with {@code flags} into the test's folder as {@code name}; skipped without nvcc. */
    private NvccBuild nvccBuild(String name, String... flags) throws Exception {
        Optional<Path> nvcc = GpuProgram.nvcc();
        assumeTrue(nvcc.isPresent(), "nvcc is not installed: the gpu program cannot be built here");
        Path source = dir.resolve(GpuProgram.SOURCE);
        try (InputStream in = GpuProgram.class.getResourceAsStream(GpuProgram.SOURCE)) {
            Files.write(source, in.readAllBytes());
        }
        Path binary = dir.resolve(name);
        List<String> command = new ArrayList<>(List.of(nvcc.get().toString()));
        command.addAll(List.of(flags));
        command.addAll(List.of("-o", binary.toString(), source.toString()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new NvccBuild(binary, process.waitFor(), output);
    }

    /** What nvcc built, its exit code and what it printed. */
    private record NvccBuild(Path binary, int exitCode, String output) {
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
            long nodes = "host".equals(System.getenv(GpuCountEngine.SYMMETRIC)) ? TopToBottomNodes.of(n) : everyFrameTopToBottom(n);
            assertThat(gpu.stats().get(Stats.NODES)).as("n = %d", n).hasValue(nodes);
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
