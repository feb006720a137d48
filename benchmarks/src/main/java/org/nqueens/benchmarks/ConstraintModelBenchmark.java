package org.nqueens.benchmarks;

import java.util.concurrent.TimeUnit;
import org.nqueens.formulations.Formulations;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Status;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
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
 * Time to find one solution of the empty n x n board with each constraint model, model building
 * included (what {@code nqueens solve N --solver ID} reports as solver time), after warm-up.
 * The targets: n = 100 under 50 ms and n = 1000 under 1 s.
 *
 * <pre>
 * ./mvnw -q -B -o package -DskipTests -pl benchmarks -am
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) \
 *     org.openjdk.jmh.Main ConstraintModelBenchmark -f 1 -wi 3 -i 5
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ConstraintModelBenchmark {

    @Param({"choco", "choco-pairwise", "cpsat"})
    public String solver;

    @Param({"100", "1000"})
    public int n;

    private Formulation formulation;
    private Problem board;

    @Setup(Level.Trial)
    public void setUp() {
        formulation = Formulations.standard().get(solver);
        board = Problem.queens(n);
    }

    @Benchmark
    public SolveResult solveEmptyBoard() {
        SolveResult result = formulation.solve(board, SearchSettings.defaults());
        if (result.status() != Status.SAT) {
            throw new IllegalStateException(solver + " did not solve n = " + n + ": " + result.status() + ", " + result.explanation());
        }
        return result;
    }
}
