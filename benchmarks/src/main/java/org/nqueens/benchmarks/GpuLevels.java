package org.nqueens.benchmarks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.stream.Collectors;
import org.nqueens.formulations.bitboard.gpu.GpuCountEngine;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;
import org.nqueens.teach.LevelWidths;

/**
 * The levels of the plain search (the safe k-arrangements for every k, what {@code nqueens levels N}
 * prints) on this machine's CUDA devices: first checked, every n from 1 to {@code --check-to} (default
 * 14, at most {@value LevelWidths#MAX_N}), against the levels the toolkit counts on this processor
 * ({@link LevelWidths}); then each board size given, once, its row, its sum (the placements of the
 * reference search) and its wall time, the sum checked against {@code counts.csv}'s placements where
 * known (n &lt;= 19) and against n = 20's {@value #PLACEMENTS_20}, counted on this project's CPUs
 * (docs/performance.md, "Placements"), the last level against the solutions. Exits 1 at the first
 * disagreement.
 *
 * <p>Arguments: board sizes (default 18 19 20), {@code --check-to N}, {@code --devices D}.
 *
 * <pre>
 * ./mvnw -q -B package -DskipTests -pl benchmarks -am
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.GpuLevels 18 19 20 --check-to 14
 * </pre>
 */
public final class GpuLevels {

    /** The placements of n = 20, counted on this project's 2-core machine across three kills (docs/performance.md). */
    static final long PLACEMENTS_20 = 3_769_977_745_908L;

    private GpuLevels() {
    }

    public static void main(String[] args) {
        int checkTo = 14;
        OptionalInt devices = OptionalInt.empty();
        List<Integer> sizes = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--check-to" -> checkTo = Integer.parseInt(args[++i]);
                case "--devices" -> devices = OptionalInt.of(Integer.parseInt(args[++i]));
                default -> sizes.add(Integer.parseInt(args[i]));
            }
        }
        if (sizes.isEmpty()) {
            sizes.addAll(List.of(18, 19, 20));
        }
        for (int n = 1; n <= Math.min(checkTo, LevelWidths.MAX_N); n++) {
            long[] gpu = GpuCountEngine.levels(n, devices);
            boolean agrees = Arrays.equals(gpu, LevelWidths.of(n).widths());
            System.out.printf("check n = %d: %d placements, levels %s: %s%n", n, Arrays.stream(gpu).sum(), row(gpu),
                    agrees ? "agrees with the levels on this processor" : "DISAGREES with " + row(LevelWidths.of(n).widths()));
            if (!agrees) {
                System.exit(1);
            }
        }
        System.out.println();
        System.out.println("| n | placements (sum) | solutions (last level) | s | reference |");
        System.out.println("| ---: | ---: | ---: | ---: | --- |");
        boolean all = true;
        for (int n : sizes) {
            long start = System.nanoTime();
            long[] levels = GpuCountEngine.levels(n, devices);
            double seconds = (System.nanoTime() - start) / 1e9;
            long sum = Arrays.stream(levels).sum();
            String verdict = verdict(n, sum, levels[n - 1]);
            all &= !verdict.contains("DISAGREES");
            System.out.printf("| %d | %d | %d | %.3f | %s |%n", n, sum, levels[n - 1], seconds, verdict);
            System.out.printf("levels %d: %s%n", n, row(levels));
        }
        if (!all) {
            System.exit(1);
        }
    }

    /** The sum and the last level against the reference: the placements where known, the solutions. */
    private static String verdict(int n, long sum, long last) {
        OptionalLong placements = n == 20 ? OptionalLong.of(PLACEMENTS_20)
                : KnownCounts.of(n).map(KnownCount::dfsPlacements).orElse(OptionalLong.empty());
        OptionalLong solutions = KnownCounts.of(n).map(known -> OptionalLong.of(known.solutions())).orElse(OptionalLong.empty());
        if (placements.isPresent() && placements.getAsLong() != sum || solutions.isPresent() && solutions.getAsLong() != last) {
            return "DISAGREES (placements " + placements + ", solutions " + solutions + ")";
        }
        return placements.isPresent() ? "agrees (placements and solutions)" : solutions.isPresent() ? "agrees (solutions)" : "no reference";
    }

    private static String row(long[] levels) {
        return Arrays.stream(levels).mapToObj(String::valueOf).collect(Collectors.joining(" "));
    }
}
