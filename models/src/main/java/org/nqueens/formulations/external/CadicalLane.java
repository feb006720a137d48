package org.nqueens.formulations.external;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.nqueens.problem.Solution;
import org.nqueens.formulations.sat.Dimacs;
import org.nqueens.formulations.sat.DimacsModel;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Placement;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.Descriptor;
import org.nqueens.solver.OneAnswer;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Task;

/**
 * A native SAT solver as a comparison lane: the board's Boolean model in DIMACS ({@link Dimacs}, the
 * clauses of the {@code sat} formulation, variable (r - 1) * n + c a square), written to a temporary
 * folder and given to CaDiCaL (Biere et al., found as {@code cadical} on the PATH; Debian package
 * {@code cadical}) with the run's time limit. Its answer is read back from the solver's standard output
 * ({@code s SATISFIABLE} and the {@code v} lines of the model, or {@code s UNSATISFIABLE}); a
 * satisfying model is turned into queens and returned as SAT for the caller to verify, as every
 * formulation's answer is.
 *
 * <p>Where the program is not on the PATH, the lane refuses every board with a note saying so, and a
 * direct call answers UNKNOWN with that note: an absent system is skipped, never a failure. A solver
 * that crashes, stops on a signal or prints something else than a DIMACS answer gets UNKNOWN with an
 * explanation of what it did: a failure of that system, not an exception of the toolkit.
 */
public final class CadicalLane implements ExternalLane, DimacsModel {

    private static final String ID = "cadical";
    private static final String PROGRAM = "cadical";
    /** Boards above this size are refused: the DIMACS numbering declares n^2 square variables and a unit clause each outside the free part. */
    static final int LARGEST_BOARD = 500;
    /** How often a running solver is checked against the deadline and the cancellation. */
    private static final long POLL_MILLIS = 20;
    private static final Pattern STATISTIC = Pattern.compile("^c (conflicts|decisions|propagations):\\s+(\\d+)");

    private final Optional<Path> executable;
    private final Descriptor descriptor;

    /** The lane on the {@code cadical} found on the PATH, if any. */
    public CadicalLane() {
        this(onPath(PROGRAM));
    }

    /** The lane on {@code executable}; tests pass a stand-in that crashes or prints garbage. */
    CadicalLane(Optional<Path> executable) {
        this.executable = executable;
        this.descriptor = Descriptor.of(ID, "CaDiCaL, external: the sat model's DIMACS file, solved by the native solver; "
                + executable.map(path -> "available (" + path + ")").orElse("not found on the PATH, so skipped (Debian: apt-get install cadical)"),
                EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.MODEL));
    }

    @Override
    public Descriptor descriptor() {
        return descriptor;
    }

    /** Whether the program was found on the PATH. */
    public boolean available() {
        return executable.isPresent();
    }

    @Override
    public String program() {
        return PROGRAM;
    }

    @Override
    public Optional<String> unavailable() {
        return executable.isPresent() ? Optional.empty()
                : Optional.of("'" + PROGRAM + "' was not found on the PATH (Debian: apt-get install cadical)");
    }

    @Override
    public Optional<String> limit(Task task, Problem problem) {
        if (problem.rows() > LARGEST_BOARD) {
            return Optional.of("The solver 'cadical' reads a DIMACS file that numbers all n^2 squares, so it takes boards of at most n = "
                    + LARGEST_BOARD + ", not n = " + problem.rows() + ".");
        }
        return Optional.empty();
    }

    /** One run of CaDiCaL on the board's DIMACS file: its answer read back, the runner's clock its time limit. */
    @Override
    public ResumableSearch searchOne(Problem problem, Run run) {
        Deadline deadline = run.deadline();
        return OneAnswer.of(() -> {
            Path folder = createFolder();
            try {
                Path cnf = folder.resolve("queens.cnf");
                Path output = folder.resolve("answer.txt");
                Files.writeString(cnf, Dimacs.of(problem), StandardCharsets.US_ASCII);
                List<String> command = new ArrayList<>(List.of(executable.orElseThrow().toString()));
                deadline.remaining().ifPresent(left -> command.addAll(List.of("-t", String.valueOf(Math.max(1, ceilSeconds(left))))));
                command.add(cnf.toString());
                Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
                boolean finished = waitFor(process, deadline);
                String text = Files.readString(output, StandardCharsets.ISO_8859_1);
                if (!finished) {
                    return OneAnswer.Outcome.stopped(statistics(text), deadline.reasonStopped());
                }
                return answer(problem, process.exitValue(), text);
            } catch (IOException e) {
                throw new UncheckedIOException("Could not run cadical in " + folder + ": " + e.getMessage(), e);
            } finally {
                delete(folder);
            }
        });
    }

    @Override
    public String modelText(Problem problem) {
        return Dimacs.of(problem);
    }



    /** The solver's answer, read from its output and exit status (10 satisfiable, 20 unsatisfiable, 0 unknown). */
    private OneAnswer.Outcome answer(Problem problem, int exit, String text) {
        int n = problem.rows();
        Stats stats = statistics(text);
        List<String> lines = text.lines().toList();
        Optional<String> status = lines.stream().filter(line -> line.startsWith("s ")).map(line -> line.substring(2).strip()).findFirst();
        if (status.isPresent() && status.get().equals("SATISFIABLE") && exit == 10) {
            BitSet positive = new BitSet();
            for (String line : lines) {
                if (line.startsWith("v ")) {
                    for (String token : line.substring(2).trim().split("\\s+")) {
                        if (!token.matches("-?\\d+")) {
                            return failed(stats, "it printed the model line '" + abbreviate(line) + "', which is not DIMACS");
                        }
                        long literal = Long.parseLong(token);
                        if (literal > 0 && literal <= Integer.MAX_VALUE) {
                            positive.set((int) literal);
                        }
                    }
                }
            }
            Optional<Solution> solution = Dimacs.solution(n, positive);
            return solution.map(queens -> OneAnswer.Outcome.solved(Placement.of(queens), stats))
                    .orElseGet(() -> failed(stats, "its model does not place exactly one queen in every row"));
        }
        if (status.isPresent() && status.get().equals("UNSATISFIABLE") && exit == 20) {
            return OneAnswer.Outcome.none(stats, "CaDiCaL proved the DIMACS clauses unsatisfiable.");
        }
        if (status.isPresent() && status.get().equals("UNKNOWN") && exit == 0) {
            return OneAnswer.Outcome.stopped(stats, "CaDiCaL stopped without an answer (its time limit).");
        }
        String last = lines.isEmpty() ? "no output" : "last line '" + abbreviate(lines.get(lines.size() - 1)) + "'";
        return failed(stats, "it exited with status " + exit + (status.isEmpty() ? " without an 's' answer line" : " after 's " + status.get() + "'")
                + " (" + last + ")");
    }

    private static OneAnswer.Outcome failed(Stats stats, String what) {
        return OneAnswer.Outcome.stopped(stats, "cadical failed: " + what + ".");
    }

    /** CaDiCaL's own measures, from its statistics section. */
    private static Stats statistics(String text) {
        Stats.Builder stats = Stats.builder();
        text.lines().map(STATISTIC::matcher).filter(Matcher::find).forEach(m -> stats.put(m.group(1), Long.parseLong(m.group(2))));
        return stats.build();
    }

    /** Waits for the process; kills it at the deadline or on cancellation. True if it finished by itself. */
    private static boolean waitFor(Process process, Deadline deadline) throws IOException {
        try {
            while (!process.waitFor(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                if (deadline.reached()) {
                    process.destroyForcibly().waitFor();
                    return false;
                }
            }
            return true;
        } catch (InterruptedException interrupted) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static long ceilSeconds(Duration duration) {
        return (duration.toMillis() + 999) / 1000;
    }

    private static String abbreviate(String line) {
        return line.length() <= 60 ? line : line.substring(0, 57) + "...";
    }

    /** The first executable file named {@code program} in a folder of the PATH. */
    static Optional<Path> onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String folder : path.split(java.io.File.pathSeparator)) {
            if (folder.isEmpty()) {
                continue;
            }
            Path candidate = Path.of(folder, program);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    private static Path createFolder() {
        try {
            return Files.createTempDirectory("nqueens-cadical");
        } catch (IOException e) {
            throw new UncheckedIOException("Could not create a temporary folder for cadical's DIMACS file: " + e.getMessage(), e);
        }
    }

    private static void delete(Path folder) {
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Could not delete the temporary folder " + folder + ": " + e.getMessage(), e);
        }
    }
}
