package org.nqueens.benchmarks;

import java.util.concurrent.TimeUnit;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
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
 * The yardstick's own speed: counting the empty board with the plain and the mirror reference
 * search. Run: {@code benchmarks/run ReferenceBacktrackerBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(1)
public class ReferenceBacktrackerBenchmark {

    @Param({"12", "14"})
    public int n;

    @Benchmark
    public long countPlain() {
        return ReferenceBacktracker.plain().count(Problem.queens(n), false, SearchSettings.defaults()).count();
    }

    @Benchmark
    public long countMirror() {
        return ReferenceBacktracker.mirrored().count(Problem.queens(n), false, SearchSettings.defaults()).count();
    }
}
