package org.nqueens.benchmarks;

import java.util.concurrent.TimeUnit;
import org.nqueens.formulations.exactcover.ExactCoverModel;
import org.nqueens.solver.SearchSettings;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.nqueens.problem.Problem;

/**
 * The dancing-links solver ({@code dlx}): counting n = 14 and 15 on one thread, against Knuth's C
 * program DLX1 on the same encoding (about 0.9 s and 5 s on the reference machine), and finding one
 * solution of n = 100. Each count builds its matrix afresh, as the command line does.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
@State(Scope.Benchmark)
public class DlxBenchmark {

    /** The board sizes counted. */
    @State(Scope.Benchmark)
    public static class Count {
        @Param({"14", "15"})
        int n;
    }

    private final ExactCoverModel dlx = new ExactCoverModel();

    /** Counts every solution of the empty board on one thread. */
    @Benchmark
    public long count(Count state) {
        return dlx.count(Problem.queens(state.n), false, SearchSettings.defaults()).count();
    }

    /** Finds one solution of the empty 100 x 100 board. */
    @Benchmark
    public Object solve100() {
        return dlx.solve(Problem.queens(100), SearchSettings.defaults()).solution().orElseThrow();
    }
}
