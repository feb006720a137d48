package org.nqueens.benchmarks;

import java.util.List;
import org.nqueens.formulations.bitboard.BitboardCounter;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.problem.Problem;

/**
 * Prints the CPU time of the counting thread for one-thread counts (total and unique) of the empty
 * board with the {@code bitboard} counter: median, least and most over repeated in-process runs after
 * one warm-up run. CPU time, unlike the wall clock, holds on a machine shared with other work.
 * Arguments: the board sizes (default 16 17), then {@code -r RUNS} (default 5).
 *
 * <pre>
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.BitboardCpuTime 16 17 -r 5
 * </pre>
 */
public final class BitboardCpuTime {

    private BitboardCpuTime() {
    }

    public static void main(String[] args) {
        SizesAndRuns arguments = SizesAndRuns.parse(args, List.of(16, 17), 5);
        BitboardCounter counter = new BitboardCounter();
        SearchSettings settings = SearchSettings.defaults().withThreads(1);
        System.out.println("| n | total | unique | runs | CPU s median | CPU s min | CPU s max |");
        System.out.println("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
        for (int n : arguments.sizes()) {
            Problem board = Problem.queens(n);
            CpuTime<CountResult> time = CpuTime.of(arguments.runs(), () -> counter.count(board, true, settings));
            System.out.printf("| %d | %d | %d | %d | %.3f | %.3f | %.3f |%n", n, time.last().count(), time.last().unique().orElseThrow(),
                    arguments.runs(), time.median(), time.min(), time.max());
        }
    }
}
