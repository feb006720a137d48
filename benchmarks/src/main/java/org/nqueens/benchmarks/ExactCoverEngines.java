package org.nqueens.benchmarks;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.nqueens.dlx.Engine;
import org.nqueens.dlx.ExactCover;
import org.nqueens.dlx.ExactCoverSearch;
import org.nqueens.dlx.ExactCoverText;
import org.nqueens.dlx.puzzles.Langford;
import org.nqueens.dlx.puzzles.Pentominoes;
import org.nqueens.dlx.puzzles.Sudoku;
import org.nqueens.dlx.puzzles.SudokuGrid;
import org.nqueens.formulations.exactcover.ExactCoverModel;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Problem;

/**
 * Dancing links against dancing cells, one thread each: for every matrix, the CPU time of a full count
 * by each engine (median, least and most of {@code -r RUNS} runs after one warm-up, the engines taking
 * turns), the ratio links / cells, and each engine's nodes and updates; {@code -e cells} (or {@code links})
 * times one engine alone. The matrices are the files named
 * (Knuth's text format, as {@code nqueens generate exact-cover ...} and {@code nqueens model N --solver dlx}
 * write them), or by default the same problems built in process: pentominoes 6 x 10, Langford pairs
 * n = 12, a hard Sudoku and the 12-queens matrix.
 *
 * <pre>
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.ExactCoverEngines -r 5
 * </pre>
 */
public final class ExactCoverEngines {

    /** A Sudoku with 17 clues, the fewest a uniquely solvable one can have (a search of thousands of nodes). */
    private static final String HARD_SUDOKU = "...8.1... .......43 5........ ....7.8.. ......1.. .2..3.... 6......75 ..34..... ...2..6..";

    private ExactCoverEngines() {
    }

    public static void main(String[] args) {
        int runs = 5;
        List<Engine> engines = List.of(Engine.values());
        List<String> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("-r")) {
                runs = Integer.parseInt(args[++i]);
            } else if (args[i].equals("-e")) {
                engines = Arrays.stream(args[++i].split(",")).map(id -> Engine.valueOf(id.toUpperCase(Locale.ROOT))).toList();
            } else {
                files.add(args[i]);
            }
        }
        Map<String, ExactCover> matrices = new LinkedHashMap<>();
        if (files.isEmpty()) {
            matrices.put("pentomino 6x10", Pentominoes.rectangle(6, 10));
            matrices.put("langford 12", Langford.pairings(12));
            matrices.put("sudoku (17 clues)", Sudoku.cover(SudokuGrid.parse(HARD_SUDOKU)));
            matrices.put("queens 12", ExactCoverText.parse(new ExactCoverModel().modelText(Problem.on(Geometry.square(12)).build())));
        }
        for (String file : files) {
            matrices.put(file, read(Path.of(file)));
        }
        System.out.println("| matrix | solutions | runs | links CPU s median (min-max) | cells CPU s median (min-max) | links / cells"
                + " | links nodes, updates | cells nodes, updates |");
        System.out.println("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
        for (Map.Entry<String, ExactCover> matrix : matrices.entrySet()) {
            ExactCover problem = matrix.getValue();
            Map<Engine, double[]> seconds = new LinkedHashMap<>();
            Map<Engine, Counted> last = new LinkedHashMap<>();
            for (Engine engine : engines) {
                last.put(engine, Counted.by(engine, problem));
                seconds.put(engine, new double[runs]);
            }
            // The engines take turns, so that a change in the machine's speed falls on both.
            for (int run = 0; run < runs; run++) {
                for (Engine engine : engines) {
                    CpuTime<Counted> time = CpuTime.of(1, () -> Counted.by(engine, problem));
                    seconds.get(engine)[run] = time.min();
                    last.put(engine, time.last());
                }
            }
            StringBuilder row = new StringBuilder("| " + matrix.getKey() + " | " + last.get(engines.get(0)).count() + " | " + runs + " |");
            for (Engine engine : Engine.values()) {
                double[] times = seconds.containsKey(engine) ? sorted(seconds.get(engine)) : null;
                row.append(times == null ? " |" : String.format(" %.4f (%.4f-%.4f) |", Median.middle(times), times[0], times[runs - 1]));
            }
            if (seconds.size() == 2) {
                row.append(String.format(" %.2f |", Median.middle(sorted(seconds.get(Engine.LINKS))) / Median.middle(sorted(seconds.get(Engine.CELLS)))));
            } else {
                row.append(" |");
            }
            for (Engine engine : Engine.values()) {
                Counted counted = last.get(engine);
                row.append(counted == null ? " |" : " " + counted.nodes() + ", " + counted.updates() + " |");
            }
            if (last.values().stream().mapToLong(Counted::count).distinct().count() > 1) {
                throw new IllegalStateException("The engines disagree on " + matrix.getKey() + ": " + last + ".");
            }
            System.out.println(row);
        }
    }

    /** A full count by one engine and its work. */
    private record Counted(long count, long nodes, long updates) {
        static Counted by(Engine engine, ExactCover problem) {
            ExactCoverSearch search = engine.search(problem);
            long count = search.count();
            return new Counted(count, search.nodes(), search.updates());
        }
    }

    private static double[] sorted(double[] values) {
        double[] copy = values.clone();
        Arrays.sort(copy);
        return copy;
    }

    private static ExactCover read(Path file) {
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return ExactCoverText.read(reader, file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
