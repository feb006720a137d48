package org.nqueens.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.nqueens.formulations.Formulations;
import org.nqueens.generate.InstanceGenerator;
import org.nqueens.generate.InstanceKind;
import org.nqueens.generate.InstanceSpec;
import org.nqueens.io.BoardFiles;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Status;

/**
 * Hard completion boards put to formulations one board at a time in this JVM, with a time limit each:
 * how many each answers within 0.1, 1 and 10 s (or the limit), how many it leaves unanswered, and how
 * many it answers wrongly, as markdown tables, overall and per family.
 *
 * <p>The set is generated from a seed near the phase transition of each CSPLib family (the same seed,
 * the same boards): blocked n-queens (prob080) with about 7 free squares a row, as in the ASP
 * competition's boards (n = 28 to 56; 6.75 to 7.2 free a row there), where a sample of {@code auto}
 * answers found about half satisfiable; and n-queens completion (prob079) with 60 to 70 % of the
 * queens placed at random, where satisfiable turns to unsatisfiable for n = 28 to 56. Or the boards
 * are read from a folder ({@code -i}), with its {@code answers.csv} when it has one.
 *
 * <p>Every answer is checked: a solution by {@link ProblemVerifier}, an UNSAT against the known answer,
 * or else against the reference formulation ({@code auto}, run once a board with a longer limit) and
 * against every solution another formulation found. An UNSAT that nothing confirms is counted
 * unconfirmed, never answered. Each formulation first solves a few boards of the set unmeasured, a
 * second at most each (warm-up). Arguments: {@code -s} seed (default 1), {@code -b} blocked boards (default 60), {@code -c}
 * completion boards (default 40), {@code -f} formulations (default {@code choco-dual,cpsat-boolean}),
 * {@code -t} the limit a board in seconds (default 10), {@code -r} the reference's limit (default 60),
 * {@code -n} threads a run (default 1, as {@code compare}), {@code -w} warm-up boards (default 3),
 * {@code -i} a folder of board files instead, {@code -v} a line a board and formulation (its answer,
 * time and statistics) on standard error, {@code -k} the clock of the limit and the times ({@code cpu},
 * the process's CPU time, default; or {@code wall}), {@code -p i/k} only the boards whose index is i
 * modulo k (one part of the set, for parts run side by side), {@code -o} a file for the result's lines,
 * {@code -m} files of such lines (a comma list) to merge into the tables, solving nothing, {@code -g}
 * only the boards of these names (a comma list, for a second look at the hardest).
 *
 * <pre>
 * ./mvnw -q -B -o package -DskipTests -pl benchmarks -am
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.HardBoards -s 1
 * # or in two parts side by side, then the tables of both:
 * ... HardBoards -s 1 -p 0/2 -o part0.tsv &amp; ... HardBoards -s 1 -p 1/2 -o part1.tsv; wait
 * ... HardBoards -m part0.tsv,part1.tsv
 * </pre>
 */
public final class HardBoards {

    /** The time columns of the distribution, in seconds; the last is the limit. */
    private static final double[] WITHIN = {0.1, 1};

    private HardBoards() {
    }

    /** A board of the set: its name, family, problem and, where known, whether it can be completed. */
    private record Board(String name, String family, Problem problem, Status known) {
    }

    /** One formulation's answer on one board, already checked. */
    private record Outcome(Status status, double seconds, boolean verified, Stats stats) {
    }

    /**
     * A line of the result: {@code formulation}'s answer on {@code board} of {@code family}, its time,
     * whether its solution checked, and whether the board can be completed ({@code truth}; UNKNOWN
     * where nothing settled it). Written tab-separated by {@code -o}, read back by {@code -m}.
     */
    private record Row(String formulation, String board, String family, Status status, double seconds, boolean verified, Status truth) {

        static Row parse(String line) {
            String[] f = line.split("\t");
            return new Row(f[0], f[1], f[2], Status.valueOf(f[3]), Double.parseDouble(f[4]), Boolean.parseBoolean(f[5]), Status.valueOf(f[6]));
        }

        String line() {
            return String.join("\t", formulation, board, family, status.name(), String.format("%.3f", seconds), String.valueOf(verified), truth.name());
        }

        boolean wrong() {
            return status == Status.SAT ? !verified || truth == Status.UNSAT : status == Status.UNSAT && truth == Status.SAT;
        }

        /** Rightly answered: a checked solution, or an UNSAT that the known answer or the reference confirms. */
        boolean answered() {
            return !wrong() && (status == Status.SAT || status == Status.UNSAT && truth == Status.UNSAT);
        }
    }

    public static void main(String[] args) throws IOException {
        long seed = 1;
        int blocked = 60;
        int completion = 40;
        List<String> ids = List.of("choco-dual", "cpsat-boolean");
        double seconds = 10;
        double referenceSeconds = 60;
        int threads = 1;
        int warmUp = 3;
        int shard = 0;
        int shards = 1;
        Path folder = null;
        Path rowsFile = null;
        List<Path> merged = List.of();
        List<String> only = List.of();
        boolean verbose = false;
        boolean cpuClock = true;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "-s" -> seed = Long.parseLong(args[++i]);
                case "-b" -> blocked = Integer.parseInt(args[++i]);
                case "-c" -> completion = Integer.parseInt(args[++i]);
                case "-f" -> ids = List.of(args[++i].split(","));
                case "-t" -> seconds = Double.parseDouble(args[++i]);
                case "-r" -> referenceSeconds = Double.parseDouble(args[++i]);
                case "-n" -> threads = Integer.parseInt(args[++i]);
                case "-w" -> warmUp = Integer.parseInt(args[++i]);
                case "-p" -> {
                    String[] part = args[++i].split("/");
                    shard = Integer.parseInt(part[0]);
                    shards = Integer.parseInt(part[1]);
                }
                case "-i" -> folder = Path.of(args[++i]);
                case "-o" -> rowsFile = Path.of(args[++i]);
                case "-m" -> merged = Arrays.stream(args[++i].split(",")).map(Path::of).toList();
                case "-v" -> verbose = true;
                case "-k" -> cpuClock = !"wall".equals(args[++i]);
                case "-g" -> only = List.of(args[++i].split(","));
                default -> throw new IllegalArgumentException("Unknown argument " + args[i]
                        + "; this benchmark takes -s, -b, -c, -f, -t, -r, -n, -w, -p, -i, -o, -m, -v, -k, -g.");
            }
        }
        if (!merged.isEmpty()) {
            List<Row> rows = new ArrayList<>();
            for (Path file : merged) {
                Files.readAllLines(file).stream().filter(line -> !line.isBlank()).map(Row::parse).forEach(rows::add);
            }
            print(rows, seconds, "merged from " + merged.size() + " files");
            return;
        }
        List<Board> all = folder == null ? generated(seed, blocked, completion) : read(folder);
        int first = shard;
        int step = shards;
        List<String> named = only;
        List<Board> boards = IntStream.range(0, all.size()).filter(b -> b % step == first).mapToObj(all::get)
                .filter(board -> named.isEmpty() || named.contains(board.name())).toList();
        Formulations formulations = Formulations.standard();
        SearchSettings settings = SearchSettings.defaults().withThreads(threads).withTimeLimit(Duration.ofMillis((long) (seconds * 1000)));
        Map<String, List<Outcome>> outcomes = new HashMap<>();
        for (String id : ids) {
            Formulation formulation = formulations.get(id);
            all.stream().limit(warmUp).forEach(board -> formulation.solve(board.problem(), settings.withTimeLimit(Duration.ofSeconds(1))));
            List<Outcome> answers = new ArrayList<>();
            for (Board board : boards) {
                answers.add(run(formulation, board, settings, seconds, cpuClock));
                if (verbose) {
                    Outcome last = answers.get(answers.size() - 1);
                    System.err.printf("%s %s %s %.3f s %s%n", id, board.name(), last.status(), last.seconds(), last.stats().values());
                }
            }
            outcomes.put(id, answers);
        }
        Formulation reference = formulations.get(Formulations.AUTO);
        SearchSettings referenceSettings = SearchSettings.defaults().withTimeLimit(Duration.ofMillis((long) (referenceSeconds * 1000)));
        List<Row> rows = new ArrayList<>();
        for (int b = 0; b < boards.size(); b++) {
            Board board = boards.get(b);
            Status truth = truth(board, b, outcomes, reference, referenceSettings);
            for (String id : ids) {
                Outcome outcome = outcomes.get(id).get(b);
                rows.add(new Row(id, board.name(), board.family(), outcome.status(), outcome.seconds(), outcome.verified(), truth));
            }
        }
        if (rowsFile != null) {
            Files.write(rowsFile, rows.stream().map(Row::line).toList());
        }
        print(rows, seconds, (folder == null ? "seed " + seed : folder.toString()) + (shards > 1 ? ", part " + shard + "/" + shards : "")
                + ", " + (cpuClock ? "CPU" : "wall") + " time");
    }

    /** The set of {@code seed}: {@code blocked} blocked boards, then {@code completion} completion boards. */
    private static List<Board> generated(long seed, int blocked, int completion) {
        Random random = new Random(seed);
        List<Board> boards = new ArrayList<>();
        for (int i = 0; i < blocked + completion; i++) {
            int n = 28 + random.nextInt(29);
            InstanceSpec spec;
            if (i < blocked) {
                // 6.8 to 7.3 free squares a row: the ASP boards' density, where about half are satisfiable.
                int free = (int) Math.round((6.8 + 0.5 * random.nextDouble()) * n);
                spec = new InstanceSpec(InstanceKind.BLOCKED, n, n * n - free, 1, random.nextLong());
            } else {
                int queens = (int) Math.round((0.6 + 0.1 * random.nextDouble()) * n);
                spec = new InstanceSpec(InstanceKind.COMPLETION, n, queens, 1, random.nextLong());
            }
            boards.add(new Board(spec.fileName(), spec.kind().name().toLowerCase(), InstanceGenerator.generate(spec), Status.UNKNOWN));
        }
        return boards;
    }

    /** The board files of {@code folder}, with the answers of its {@code answers.csv} (file,kind,n,answer) where it has one. */
    private static List<Board> read(Path folder) {
        Map<String, String[]> answers = new HashMap<>();
        Path csv = folder.resolve("answers.csv");
        try (Stream<Path> files = Files.list(folder)) {
            if (Files.exists(csv)) {
                Files.readAllLines(csv).stream().skip(1).filter(line -> !line.isBlank()).map(line -> line.split(","))
                        .forEach(fields -> answers.put(fields[0], fields));
            }
            return files.filter(file -> file.toString().endsWith(".param")).sorted().map(file -> {
                String[] known = answers.get(file.getFileName().toString());
                return new Board(file.getFileName().toString(), known == null ? "-" : known[1], BoardFiles.read(file),
                        known == null ? Status.UNKNOWN : Status.valueOf(known[3]));
            }).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Solves {@code board} once and checks a solution. On the CPU clock the run is cancelled once the
     * process has spent {@code seconds} of CPU time on it (the solver's own time, as near as the APIs
     * allow: the process's, so the JIT and collector count too), with ten times that in wall time as a
     * backstop; the time reported is that CPU time. On the wall clock the run's own limit stops it.
     */
    private static Outcome run(Formulation formulation, Board board, SearchSettings settings, double seconds, boolean cpuClock) {
        Cancellation cancellation = Cancellation.create();
        long limit = (long) (seconds * 1e9);
        long wallStart = System.nanoTime();
        long cpuStart = processCpuNanos();
        Thread watchdog = new Thread(() -> {
            while (!cancellation.isCancelled()) {
                if (processCpuNanos() - cpuStart > limit) {
                    cancellation.cancel();
                }
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        watchdog.setDaemon(true);
        if (cpuClock) {
            watchdog.start();
        }
        SolveResult result = formulation.solve(board.problem(), cpuClock
                ? settings.withCancellation(cancellation).withTimeLimit(Duration.ofNanos(10 * limit)) : settings);
        double elapsed = ((cpuClock ? processCpuNanos() - cpuStart : System.nanoTime() - wallStart)) / 1e9;
        cancellation.cancel();
        boolean verified = result.status() != Status.SAT
                || result.placement().map(placement -> ProblemVerifier.solves(board.problem(), placement)).orElse(false);
        // A run stopped by the watchdog a hair after it answered still answered within the limit: only the limit's own stop is unanswered.
        return new Outcome(result.status(), Math.min(elapsed, seconds), verified, result.stats());
    }

    /** The CPU time of this process so far. */
    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /**
     * Whether {@code board} can be completed: the known answer, else SAT if any formulation's solution
     * checked, else the reference's answer (UNKNOWN if it gives none in its limit).
     */
    private static Status truth(Board board, int index, Map<String, List<Outcome>> outcomes, Formulation reference, SearchSettings settings) {
        if (board.known() != Status.UNKNOWN) {
            return board.known();
        }
        boolean solved = outcomes.values().stream().map(list -> list.get(index)).anyMatch(o -> o.status() == Status.SAT && o.verified());
        if (solved) {
            return Status.SAT;
        }
        SolveResult result = reference.solve(board.problem(), settings);
        if (result.status() == Status.SAT && !result.placement().map(p -> ProblemVerifier.solves(board.problem(), p)).orElse(false)) {
            throw new IllegalStateException("The reference's solution of " + board.name() + " does not check.");
        }
        return result.status();
    }

    /** The distribution as markdown: overall, then per family. */
    private static void print(List<Row> rows, double seconds, String source) {
        List<String> ids = rows.stream().map(Row::formulation).distinct().toList();
        List<Row> boards = rows.stream().filter(row -> row.formulation().equals(ids.get(0))).toList();
        long sat = boards.stream().filter(row -> row.truth() == Status.SAT).count();
        long unsat = boards.stream().filter(row -> row.truth() == Status.UNSAT).count();
        System.out.printf("%d boards (%s), %d SAT, %d UNSAT, %d unsettled; %.0f s a board; load average %.2f at the end%n%n", boards.size(), source,
                sat, unsat, boards.size() - sat - unsat, seconds, ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        System.out.printf("| formulation | <= %.1f s | <= %.0f s | <= %.0f s | unanswered | unconfirmed UNSAT | wrong | answered |%n", WITHIN[0], WITHIN[1], seconds);
        System.out.println("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
        for (String id : ids) {
            List<Row> mine = rows.stream().filter(row -> row.formulation().equals(id)).toList();
            long answered = mine.stream().filter(Row::answered).count();
            System.out.printf("| %s | %d | %d | %d | %d | %d | %d | %d/%d (%.0f %%) |%n", id,
                    mine.stream().filter(row -> row.answered() && row.seconds() <= WITHIN[0]).count(),
                    mine.stream().filter(row -> row.answered() && row.seconds() <= WITHIN[1]).count(), answered,
                    mine.stream().filter(row -> !row.wrong() && row.status() == Status.UNKNOWN).count(),
                    mine.stream().filter(row -> !row.wrong() && row.status() == Status.UNSAT && row.truth() != Status.UNSAT).count(),
                    mine.stream().filter(Row::wrong).count(), answered, mine.size(), 100.0 * answered / mine.size());
        }
        System.out.println();
        System.out.println("| formulation | family | boards | SAT / UNSAT | answered | worst answer |");
        System.out.println("| --- | --- | ---: | ---: | ---: | ---: |");
        for (String id : ids) {
            for (String family : boards.stream().map(Row::family).distinct().toList()) {
                List<Row> mine = rows.stream().filter(row -> row.formulation().equals(id) && row.family().equals(family)).toList();
                long answered = mine.stream().filter(Row::answered).count();
                double worst = mine.stream().filter(Row::answered).mapToDouble(Row::seconds).max().orElse(0);
                System.out.printf("| %s | %s | %d | %d / %d | %d (%.0f %%) | %.2f s |%n", id, family, mine.size(),
                        mine.stream().filter(row -> row.truth() == Status.SAT).count(), mine.stream().filter(row -> row.truth() == Status.UNSAT).count(),
                        answered, 100.0 * answered / mine.size(), worst);
            }
        }
    }
}
