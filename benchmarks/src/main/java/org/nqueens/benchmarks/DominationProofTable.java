package org.nqueens.benchmarks;

import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.Optimisation;
import org.nqueens.optimise.Optimiser;
import org.nqueens.formulations.Optimisers;
import org.nqueens.optimise.Optimum;
import org.nqueens.optimise.Question;
import org.nqueens.optimise.Status;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Problem;
import org.nqueens.solver.SearchSettings;

/**
 * Times the proof of the queen domination number of the n x n board (or torus) by every optimiser
 * that takes it: for each optimiser, n from 1 up, a warm-up run on n = 6, then the median wall
 * time of {@code runs} proofs; an optimiser stops at the first n it cannot prove within the limit,
 * and the table says what it had (its value and bound). The values of the optimisers must agree
 * (each witness is checked by the runner). Arguments: largest n (12), runs (3), limit in seconds
 * (60), threads (1), and {@code torus} for the toroidal board.
 *
 * <pre>
 * ./mvnw -q -B -o package -DskipTests -pl benchmarks -am
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.DominationProofTable 12 3 60 1
 * </pre>
 */
public final class DominationProofTable {

    private DominationProofTable() {
    }

    public static void main(String[] args) {
        int largest = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        Duration limit = Duration.ofSeconds(args.length > 2 ? Long.parseLong(args[2]) : 60);
        int threads = args.length > 3 ? Integer.parseInt(args[3]) : 1;
        boolean torus = args.length > 4 && args[4].equals("torus");
        SearchSettings settings = SearchSettings.defaults().withThreads(threads).withTimeLimit(limit);
        Map<Integer, Integer> values = new HashMap<>();
        List<Optimiser> optimisers = Optimisers.standard().all();
        System.out.printf("Queen domination of the n x n %s: median wall ms of %d proofs (after a warm-up), limit %s, %d thread(s).%n",
                torus ? "torus" : "board", runs, limit, threads);
        System.out.println("| optimiser | n | value | status | median ms | work (last run) |");
        System.out.println("| --- | ---: | ---: | --- | ---: | --- |");
        for (Optimiser optimiser : optimisers) {
            Question warmUp = question(6, torus);
            if (optimiser.refusal(warmUp).isPresent()) {
                continue;
            }
            Optimisation.run(optimiser, warmUp, false, settings);
            for (int n = 1; n <= largest; n++) {
                Optional<String> refusal = optimiser.refusal(question(n, torus));
                if (refusal.isPresent()) {
                    // The yardstick takes small boards only: it stops there, saying why.
                    System.out.printf("| %s | %d | | refuses | | %s |%n", optimiser.id(), n, refusal.get());
                    break;
                }
                long[] millis = new long[runs];
                Optimum optimum = null;
                for (int run = 0; run < runs; run++) {
                    long start = System.nanoTime();
                    optimum = Optimisation.run(optimiser, question(n, torus), false, settings);
                    millis[run] = (System.nanoTime() - start) / 1_000_000;
                    if (optimum.status() != Status.OPTIMAL) {
                        millis = Arrays.copyOf(millis, run + 1);
                        break;
                    }
                }
                Arrays.sort(millis);
                if (optimum.status() != Status.OPTIMAL) {
                    System.out.printf("| %s | %d | %s | %s, bound %d | not proved in %s | %s |%n", optimiser.id(), n,
                            optimum.value().isPresent() ? String.valueOf(optimum.value().getAsInt()) : "-", optimum.status(), optimum.bound(),
                            limit, optimum.stats().values());
                    break;
                }
                int value = optimum.value().getAsInt();
                Integer other = values.putIfAbsent(n, value);
                if (other != null && other != value) {
                    throw new IllegalStateException("n = " + n + ": " + optimiser.id() + " proved " + value + " where another proved " + other + ".");
                }
                System.out.printf("| %s | %d | %d | OPTIMAL | %d | %s |%n", optimiser.id(), n, value, millis[millis.length / 2],
                        optimum.stats().values());
            }
        }
    }

    private static Question question(int n, boolean torus) {
        return Question.of(Objective.DOMINATION, Problem.on(new Geometry(n, n, torus)).build());
    }
}
