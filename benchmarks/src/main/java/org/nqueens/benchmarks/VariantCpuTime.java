package org.nqueens.benchmarks;

import java.util.List;
import org.nqueens.formulations.Formulations;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Problem;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;

/**
 * Prints the CPU time of the counting thread for one-thread counts of the torus (queens on the n x n
 * torus, OEIS A051906) and of super-queens on n x n (A051223) by each solver named: median, least
 * and most over repeated in-process runs after one warm-up run. CPU time, unlike the wall clock,
 * holds on a machine shared with other work. Arguments: the board sizes (default 14), then
 * {@code -r RUNS} (default 5) and {@code -s SOLVERS} (default {@code bitboard,dlx,backtrack}).
 *
 * <pre>
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.VariantCpuTime 14 -r 5
 * </pre>
 */
public final class VariantCpuTime {

    private VariantCpuTime() {
    }

    public static void main(String[] args) {
        SizesAndRuns arguments = SizesAndRuns.parse(args, List.of(14), 5, "-s");
        List<String> solvers = List.of(arguments.option("-s", "bitboard,dlx,backtrack").split(","));
        Formulations formulations = Formulations.standard();
        SearchSettings settings = SearchSettings.defaults().withThreads(1);
        System.out.println("| variant | n | solver | count | runs | CPU s median | CPU s min | CPU s max |");
        System.out.println("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |");
        for (int n : arguments.sizes()) {
            for (String variant : List.of("torus", "super-queen")) {
                Problem problem = variant.equals("torus")
                        ? Problem.on(new Geometry(n, n, true)).build()
                        : Problem.on(Geometry.square(n)).piece(Piece.SUPER_QUEEN).build();
                for (String id : solvers) {
                    Formulation solver = formulations.get(id);
                    CpuTime<CountResult> time = CpuTime.of(arguments.runs(), () -> solver.count(problem, false, settings));
                    System.out.printf("| %s | %d | %s | %d | %d | %.4f | %.4f | %.4f |%n", variant, n, id, time.last().count(),
                            arguments.runs(), time.median(), time.min(), time.max());
                }
            }
        }
    }
}
