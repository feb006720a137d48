package org.nqueens.benchmarks;

import java.util.concurrent.TimeUnit;
import org.nqueens.formulations.bitboard.BitboardCounter;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.nqueens.problem.Problem;

/**
 * The {@code bitboard} counter on the empty board: total and unique counts in one run, on one and
 * on two threads. One operation is one whole count, so the score is the time of {@code count N --unique}.
 * The targets on the reference machine: n = 16 in at most 1.4 s and n = 17 in at most 12 s
 * on one thread, two threads at least 1.8 times as fast.
 *
 * <pre>
 * ./mvnw -q -B -o package -DskipTests -pl benchmarks -am
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.openjdk.jmh.Main BitboardBenchmark
 * java -cp ... org.openjdk.jmh.Main BitboardBenchmark -p n=16 -prof gc     # allocation per count
 * </pre>
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(1)
@State(Scope.Benchmark)
public class BitboardBenchmark {

    @Param({"16", "17"})
    int n;

    @Param({"1", "2"})
    int threads;

    private BitboardCounter counter;
    private Problem board;
    private SearchSettings settings;

    @Setup
    public void setUp() {
        counter = new BitboardCounter();
        board = Problem.queens(n);
        settings = SearchSettings.defaults().withThreads(threads);
    }

    @Benchmark
    public long countWithUnique() {
        CountResult result = counter.count(board, true, settings);
        return result.count() + result.unique().orElseThrow();
    }
}
