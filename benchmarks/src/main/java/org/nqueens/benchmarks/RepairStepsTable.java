package org.nqueens.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import org.nqueens.formulations.minconflicts.MinConflictsRepair;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Stats;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;

/**
 * Prints, for n = 10^3 .. 10^6, the repair steps min-conflicts takes after its starting board
 * (median, least and most over the seeds) and the median CPU time of the solving thread: the
 * steps stay roughly flat as n grows (issue 7). Arguments: the number of seeds (default 9).
 *
 * <pre>
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.RepairStepsTable 9
 * </pre>
 */
public final class RepairStepsTable {

    private RepairStepsTable() {
    }

    public static void main(String[] args) {
        int seeds = args.length > 0 ? Integer.parseInt(args[0]) : 9;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        MinConflictsRepair repair = MinConflictsRepair.standard();
        repair.solve(Problem.queens(100_000), SearchSettings.defaults());
        System.out.println("| n | seeds | steps median | steps min | steps max | restarts | CPU ms median |");
        System.out.println("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
        for (int n = 1_000; n <= 1_000_000; n *= 10) {
            Problem board = Problem.queens(n);
            long[] steps = new long[seeds];
            long[] millis = new long[seeds];
            long restarts = 0;
            for (int seed = 1; seed <= seeds; seed++) {
                long cpu = threads.getCurrentThreadCpuTime();
                SolveResult result = repair.solve(board, SearchSettings.defaults().withSeed(seed));
                millis[seed - 1] = (threads.getCurrentThreadCpuTime() - cpu) / 1_000_000;
                if (result.solution().isEmpty() || !ProblemVerifier.solves(board, result.solution().get())) {
                    throw new IllegalStateException("n = " + n + ", seed " + seed + ": no verified solution (" + result.status() + ").");
                }
                steps[seed - 1] = result.stats().get(Stats.STEPS).orElseThrow();
                restarts += result.stats().get("restarts").orElse(0);
            }
            Arrays.sort(steps);
            Arrays.sort(millis);
            System.out.printf("| %,d | %d | %d | %d | %d | %d | %d |%n", n, seeds, steps[seeds / 2], steps[0], steps[seeds - 1], restarts,
                    millis[seeds / 2]);
        }
    }
}
