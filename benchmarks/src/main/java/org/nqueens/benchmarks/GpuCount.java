package org.nqueens.benchmarks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;
import org.nqueens.formulations.bitboard.parts.CountEngine;
import org.nqueens.formulations.bitboard.parts.CountParts;
import org.nqueens.formulations.bitboard.parts.EmptyBoardCount;
import org.nqueens.formulations.bitboard.gpu.GpuCountEngine;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;

/**
 * The {@code gpu} count engine on this machine's CUDA devices: first checked, every n from 4 to
 * {@code --check-to} (default 16), against the reference counts and the count on this machine's
 * threads (the nodes are printed, not compared: the threads search by the fewest squares first, the
 * program top to bottom); then timed, whole counts (total and unique) of the board sizes given, each
 * after warm-up runs, the median wall time of the measured runs. The plan (listing and estimating the
 * frames) is timed with the count, as {@code nqueens count N --engine gpu} runs it, with every core
 * for what the engine leaves to this machine's threads.
 *
 * <p>The engine's earlier and next ways are chosen by environment variables, for a side-by-side of one
 * build (the first line printed names those set): {@code NQUEENS_GPU_READS=each} (the kernel reading a
 * frame's rows on every try), {@code NQUEENS_GPU_BATCHES=runs} (batches of consecutive parts),
 * {@code NQUEENS_GPU_SYMMETRIC=host} (the symmetric frames on this machine's threads),
 * {@code NQUEENS_GPU_FIRST=full} (the first batch opened to as many tasks as the rest),
 * {@code NQUEENS_GPU_STACK=one} or {@code three} (the stack's layout: the count's is three words, the
 * levels' one), {@code NQUEENS_GPU_LOOP=separate} (a turn of the kernel's loop chosen by branches, the
 * kernels before session 15) or {@code continuous} (a thread's next task taken inside the loop),
 * {@code NQUEENS_GPU_OPENERS=K} (a batch's tasks opened on K threads of the host, not one).
 *
 * <p>Arguments: board sizes (default 18 19 20), {@code -r RUNS} measured runs (default 3; 0: the check
 * alone), {@code -w RUNS} warm-up runs (default 1), {@code --check-to N} (3 or less: no check),
 * {@code --devices D}.
 *
 * <pre>
 * ./mvnw -q -B package -DskipTests -pl benchmarks -am
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.GpuCount 18 19 20
 * </pre>
 */
public final class GpuCount {

    /** The environment variables that choose the engine's earlier ways. */
    private static final List<String> WAYS = List.of("NQUEENS_GPU_READS", "NQUEENS_GPU_BATCHES", "NQUEENS_GPU_SYMMETRIC", "NQUEENS_GPU_FIRST",
            "NQUEENS_GPU_STACK", "NQUEENS_GPU_LOOP", "NQUEENS_GPU_OPENERS");

    private GpuCount() {
    }

    public static void main(String[] args) {
        int runs = 3;
        int warmups = 1;
        int checkTo = 16;
        OptionalInt devices = OptionalInt.empty();
        List<Integer> sizes = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "-r" -> runs = Integer.parseInt(args[++i]);
                case "-w" -> warmups = Integer.parseInt(args[++i]);
                case "--check-to" -> checkTo = Integer.parseInt(args[++i]);
                case "--devices" -> devices = OptionalInt.of(Integer.parseInt(args[++i]));
                default -> sizes.add(Integer.parseInt(args[i]));
            }
        }
        if (sizes.isEmpty()) {
            sizes.addAll(List.of(18, 19, 20));
        }
        GpuCountEngine engine = new GpuCountEngine(devices);
        System.out.println("ways: " + WAYS.stream().map(name -> name + "=" + Optional.ofNullable(System.getenv(name)).orElse("(new)"))
                .collect(Collectors.joining(" ")));
        // What the engine leaves to this machine's threads is searched on every core, as nqueens count does.
        SearchSettings search = SearchSettings.defaults().withThreads(Runtime.getRuntime().availableProcessors());
        CountEngine.Settings settings = new CountEngine.Settings(Optional.empty(), search, Optional.empty(), "benchmark");
        for (int n = 4; n <= checkTo; n++) {
            EmptyBoardCount.Question question = new EmptyBoardCount.Question(n, true, false);
            CountResult gpu = engine.count(CountParts.plan(question, search.threads()), settings);
            CountResult local = EmptyBoardCount.plan(question).count(search);
            KnownCount known = KnownCounts.of(n).orElseThrow();
            boolean agrees = gpu.complete() && gpu.count() == known.solutions() && gpu.unique().orElse(-1) == known.unique()
                    && local.count() == known.solutions() && local.unique().equals(gpu.unique());
            // The threads search a frame by the fewest squares first, the program top to bottom: their nodes differ.
            System.out.printf("check n = %d: %d solutions, %d unique, %d nodes (threads, fewest squares first: %d nodes): %s%n", n, gpu.count(),
                    gpu.unique().orElse(-1), gpu.stats().get(Stats.NODES).orElse(-1), local.stats().get(Stats.NODES).orElse(-1),
                    agrees ? "agrees" : "DISAGREES");
            if (!agrees) {
                System.exit(1);
            }
        }
        if (runs == 0) {
            // -r 0: the check alone.
            return;
        }
        System.out.printf("%n%d warm-up and %d measured runs a cell; wall time, median%n%n", warmups, runs);
        System.out.println("| n | count | unique | median s | min s | max s | counts.csv |");
        System.out.println("| ---: | ---: | ---: | ---: | ---: | ---: | --- |");
        for (int n : sizes) {
            EmptyBoardCount.Question question = new EmptyBoardCount.Question(n, true, false);
            CountResult result = null;
            for (int run = 0; run < warmups; run++) {
                result = engine.count(CountParts.plan(question, search.threads()), settings);
            }
            double[] seconds = new double[runs];
            for (int run = 0; run < runs; run++) {
                long start = System.nanoTime();
                result = engine.count(CountParts.plan(question, search.threads()), settings);
                seconds[run] = (System.nanoTime() - start) / 1e9;
            }
            Arrays.sort(seconds);
            double median = Median.middle(seconds);
            CountResult last = result;
            String reference = KnownCounts.of(n).map(known -> known.solutions() == last.count()
                    && known.unique() == last.unique().orElse(-1) ? "agrees" : "DISAGREES").orElse("not in the table");
            System.out.printf("| %d | %d | %d | %.3f | %.3f | %.3f | %s |%n", n, result.count(), result.unique().orElse(-1), median,
                    seconds[0], seconds[runs - 1], reference);
        }
    }
}
