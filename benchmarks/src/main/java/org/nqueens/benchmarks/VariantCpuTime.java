package org.nqueens.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
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
        int runs = 5;
        List<String> solvers = List.of("bitboard", "dlx", "backtrack");
        List<Integer> sizes = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("-r")) {
                runs = Integer.parseInt(args[++i]);
            } else if (args[i].equals("-s")) {
                solvers = List.of(args[++i].split(","));
            } else {
                sizes.add(Integer.parseInt(args[i]));
            }
        }
        if (sizes.isEmpty()) {
            sizes.add(14);
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Formulations formulations = Formulations.standard();
        SearchSettings settings = SearchSettings.defaults().withThreads(1);
        System.out.println("| variant | n | solver | count | runs | CPU s median | CPU s min | CPU s max |");
        System.out.println("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |");
        for (int n : sizes) {
            for (String variant : List.of("torus", "super-queen")) {
                Problem problem = variant.equals("torus")
                        ? Problem.on(new Geometry(n, n, true)).build()
                        : Problem.on(Geometry.square(n)).piece(Piece.SUPER_QUEEN).build();
                for (String id : solvers) {
                    Formulation solver = formulations.get(id);
                    CountResult result = solver.count(problem, false, settings);
                    double[] seconds = new double[runs];
                    for (int run = 0; run < runs; run++) {
                        long cpu = threads.getCurrentThreadCpuTime();
                        result = solver.count(problem, false, settings);
                        seconds[run] = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
                    }
                    Arrays.sort(seconds);
                    System.out.printf("| %s | %d | %s | %d | %d | %.4f | %.4f | %.4f |%n", variant, n, id, result.count(), runs,
                            seconds[runs / 2], seconds[0], seconds[runs - 1]);
                }
            }
        }
    }
}
