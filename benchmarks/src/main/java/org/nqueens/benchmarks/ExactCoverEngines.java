package org.nqueens.benchmarks;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
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
 * times one engine alone. With {@code --fresh} every run is a fresh JVM's first count instead (the same Java, JVM options and class
 * path, the engines' JVMs alternating, no warm-up): the time a whole {@code nqueens exact-cover} spends searching, JIT
 * included, which varies from JVM to JVM more than counts within one JVM do. The matrices are the files named
 * (Knuth's text format, as {@code nqueens generate exact-cover ...} and {@code nqueens model N --solver dlx}
 * write them), or by default the same problems built in process: pentominoes 6 x 10, Langford pairs
 * n = 12, a hard Sudoku and the 12-queens matrix.
 *
 * <pre>
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.ExactCoverEngines -r 5
 * java -cp ... org.nqueens.benchmarks.ExactCoverEngines --fresh -r 7 -e cells pentomino-6x10.txt
 * </pre>
 */
public final class ExactCoverEngines {

    /** A Sudoku with 17 clues, the fewest a uniquely solvable one can have (a search of thousands of nodes). */
    private static final String HARD_SUDOKU = "...8.1... .......43 5........ ....7.8.. ......1.. .2..3.... 6......75 ..34..... ...2..6..";

    private ExactCoverEngines() {
    }

    /** The argument that makes a JVM one fresh run: {@code --first ENGINE INDEX FILE...} counts matrix INDEX once. */
    private static final String FIRST = "--first";

    public static void main(String[] args) {
        if (args.length > 0 && args[0].equals(FIRST)) {
            Engine engine = Engine.valueOf(args[1]);
            ExactCover problem = List.copyOf(matrices(List.of(args).subList(3, args.length)).values()).get(Integer.parseInt(args[2]));
            CpuTime<Counted> time = CpuTime.first(() -> Counted.by(engine, problem));
            Counted counted = time.last();
            System.out.println(time.min() + " " + counted.count() + " " + counted.nodes() + " " + counted.updates());
            return;
        }
        int runs = 5;
        boolean fresh = false;
        List<Engine> engines = List.of(Engine.values());
        List<String> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("-r")) {
                runs = Integer.parseInt(args[++i]);
            } else if (args[i].equals("-e")) {
                engines = Arrays.stream(args[++i].split(",")).map(id -> Engine.valueOf(id.toUpperCase(Locale.ROOT))).toList();
            } else if (args[i].equals("--fresh")) {
                fresh = true;
            } else {
                files.add(args[i]);
            }
        }
        Map<String, ExactCover> matrices = matrices(files);
        if (fresh) {
            System.out.println("Each run a fresh JVM's first count (" + System.getProperty("java.home") + ").");
        }
        System.out.println("| matrix | solutions | runs | links CPU s median (min-max) | cells CPU s median (min-max) | links / cells"
                + " | links nodes, updates | cells nodes, updates |");
        System.out.println("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
        int index = -1;
        for (Map.Entry<String, ExactCover> matrix : matrices.entrySet()) {
            index++;
            ExactCover problem = matrix.getValue();
            Map<Engine, double[]> seconds = new LinkedHashMap<>();
            Map<Engine, Counted> last = new LinkedHashMap<>();
            for (Engine engine : engines) {
                if (!fresh) {
                    // A count in this JVM before any is timed; fresh runs count nothing here.
                    last.put(engine, Counted.by(engine, problem));
                }
                seconds.put(engine, new double[runs]);
            }
            // The engines take turns, so that a change in the machine's speed falls on both.
            for (int run = 0; run < runs; run++) {
                for (Engine engine : engines) {
                    CpuTime<Counted> time = fresh ? inFreshJvm(engine, index, files) : CpuTime.of(1, () -> Counted.by(engine, problem));
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

    /** The matrices named by {@code files}, or the built-in ones when there are none, in order. */
    private static Map<String, ExactCover> matrices(List<String> files) {
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
        return matrices;
    }

    /**
     * The first count of matrix {@code index} by {@code engine} in a JVM of its own, started as this one was (its Java, JVM
     * options and class path: {@code -XX:-TieredCompilation} given to this one is a trial of that flag).
     */
    private static CpuTime<Counted> inFreshJvm(Engine engine, int index, List<String> files) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), ExactCoverEngines.class.getName(), FIRST, engine.name(),
                Integer.toString(index)));
        command.addAll(files);
        try {
            Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            String line;
            try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                line = out.readLine();
            }
            if (process.waitFor() != 0 || line == null) {
                throw new IllegalStateException("The fresh JVM of " + command + " failed (exit " + process.exitValue() + ").");
            }
            String[] fields = line.split(" ");
            Counted counted = new Counted(Long.parseLong(fields[1]), Long.parseLong(fields[2]), Long.parseLong(fields[3]));
            return new CpuTime<>(counted, new double[] {Double.parseDouble(fields[0])});
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while a fresh JVM counted.", e);
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
