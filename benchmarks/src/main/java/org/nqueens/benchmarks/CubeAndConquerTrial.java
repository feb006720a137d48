package org.nqueens.benchmarks;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.nqueens.formulations.cpsat.CpSatBooleanModel;
import org.nqueens.io.BoardFiles;
import org.nqueens.problem.Problem;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Stats;

/**
 * Solves board files with {@code cpsat-boolean}'s cube and conquer under other splits than the
 * formulation's, and prints the status, the wall time, the conflicts and the cubes: how the conflicts
 * given to the whole board, the number of cubes, presolve on each cube and the threads move it. Each
 * setting solves a 30 x 30 board first, so that the time is of a warm JVM. Arguments: board files,
 * {@code -w} conflicts on the whole board (a comma list; default 3000), {@code -c} cubes (default
 * 200), {@code -p} presolve on the cubes ({@code false,true}; default false), {@code -n} threads
 * (default 2), {@code -t} the time limit a run in seconds (default 30).
 *
 * <pre>
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.CubeAndConquerTrial \
 *     models/src/test/resources/instances/blocked-asp-n48-1721315836.param -w 3000,10000 -c 64,200,512 -p false,true
 * </pre>
 */
public final class CubeAndConquerTrial {

    private CubeAndConquerTrial() {
    }

    public static void main(String[] args) {
        List<Long> wholes = List.of(3000L);
        List<Integer> cubes = List.of(200);
        List<Boolean> presolves = List.of(false);
        List<Integer> threads = List.of(2);
        double seconds = 30;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "-w" -> wholes = Arrays.stream(args[++i].split(",")).map(Long::valueOf).toList();
                case "-c" -> cubes = Arrays.stream(args[++i].split(",")).map(Integer::valueOf).toList();
                case "-p" -> presolves = Arrays.stream(args[++i].split(",")).map(Boolean::valueOf).toList();
                case "-n" -> threads = Arrays.stream(args[++i].split(",")).map(Integer::valueOf).toList();
                case "-t" -> seconds = Double.parseDouble(args[++i]);
                default -> {
                    if (args[i].startsWith("-")) {
                        throw new IllegalArgumentException("Unknown option " + args[i] + "; this benchmark takes -w, -c, -p, -n, -t.");
                    }
                    files.add(Path.of(args[i]));
                }
            }
        }
        Duration limit = Duration.ofMillis((long) (seconds * 1000));
        System.out.println("| board | whole conflicts | cubes asked | cube presolve | threads | status | wall s | conflicts | cubes |");
        System.out.println("| --- | ---: | ---: | --- | ---: | --- | ---: | ---: | ---: |");
        for (Path file : files) {
            Problem problem = BoardFiles.read(file);
            for (long whole : wholes) {
                for (int count : cubes) {
                    for (boolean presolve : presolves) {
                        for (int t : threads) {
                            CpSatBooleanModel formulation = CpSatBooleanModel.withCubes(whole, count, presolve);
                            formulation.solve(Problem.queens(30), SearchSettings.defaults());
                            long start = System.nanoTime();
                            SolveResult result = formulation.solve(problem, SearchSettings.defaults().withThreads(t).withTimeLimit(limit));
                            double wall = (System.nanoTime() - start) / 1e9;
                            System.out.printf("| %s | %d | %d | %s | %d | %s | %.2f | %d | %s |%n", file.getFileName(), whole, count, presolve, t,
                                    result.status(), wall, result.stats().get(Stats.CONFLICTS).orElse(0),
                                    result.stats().get(Stats.CUBES).isPresent() ? String.valueOf(result.stats().get(Stats.CUBES).getAsLong()) : "-");
                        }
                    }
                }
            }
        }
    }
}
