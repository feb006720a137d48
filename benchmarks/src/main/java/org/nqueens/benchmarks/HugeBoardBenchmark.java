package org.nqueens.benchmarks;

import java.util.concurrent.TimeUnit;
import org.nqueens.formulations.construct.ExplicitConstruction;
import org.nqueens.formulations.minconflicts.MinConflictsRepair;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Status;
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
 * Huge boards (issue 7): the explicit construction of 10,000,000 queens (target: under 1 s) and
 * min-conflicts repair of 1,000 to 1,000,000 queens (target: 1,000,000 under 5 s), each a whole
 * {@code solve} call, answer built. Sample mode, so JMH prints the median (p0.50) of the samples
 * after warm-up. Min-conflicts takes a new seed every call, so the figures are over seeds.
 * Add {@code -prof gc} for the bytes allocated per call ({@code gc.alloc.rate.norm}).
 *
 * <pre>
 * ./mvnw -q -B -o package -DskipTests -pl benchmarks -am
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.openjdk.jmh.Main HugeBoardBenchmark
 * </pre>
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
public class HugeBoardBenchmark {

    /** The construction's board. */
    @State(Scope.Benchmark)
    public static class Construction {
        final Problem board = Problem.queens(10_000_000);
        final ExplicitConstruction construct = new ExplicitConstruction();
    }

    /** The repair's boards, one size a run, and the seed of the next call. */
    @State(Scope.Benchmark)
    public static class Repair {
        @Param({"1000", "10000", "100000", "1000000"})
        int n;
        Problem board;
        final MinConflictsRepair repair = MinConflictsRepair.standard();
        long seed;

        @Setup
        public void setUp() {
            board = Problem.queens(n);
        }
    }

    @Benchmark
    public SolveResult construct10M(Construction state) {
        return require(state.construct.solve(state.board, SearchSettings.defaults()));
    }

    @Benchmark
    public SolveResult minconflicts(Repair state) {
        return require(state.repair.solve(state.board, SearchSettings.defaults().withSeed(++state.seed)));
    }

    private static SolveResult require(SolveResult result) {
        if (result.status() != Status.SAT) {
            throw new IllegalStateException("The benchmarked solve answered " + result.status() + ": " + result.explanation());
        }
        return result;
    }
}
