package org.nqueens.formulations.external;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.nqueens.problem.Quote;
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
 * {@code cadical}) with the run's time limit, through the shared {@link ExternalProgram} runner as the
 * other lanes are. Its answer is read back from the solver's standard output ({@code s SATISFIABLE} and the {@code v} lines of the model, or {@code s UNSATISFIABLE}); a
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

    /** The DIMACS file's name in the run's folder. */
    private static final String CNF = "queens.cnf";
    /** How long after the deadline the solver, told the limit with -t in whole seconds, gets to stop by itself. */
    private static final Duration GRACE = Duration.ofSeconds(1);

    private final ExternalProgram program;
    /** The descriptor, whose title says where the program is: made when first asked for, so that a start searches no PATH. */
    private volatile Descriptor descriptor;

    /** The lane on the {@code cadical} found on the PATH, if any (looked for on first use). */
    public CadicalLane() {
        this(ExternalProgram.onPath(PROGRAM));
    }

    /** The lane on {@code executable}; tests pass a stand-in that crashes or prints garbage. */
    CadicalLane(Optional<Path> executable) {
        this(ExternalProgram.at(PROGRAM, executable));
    }

    private CadicalLane(ExternalProgram program) {
        this.program = program;
    }

    /** The solver id, known without the descriptor: the registry asks every formulation for it at start. */
    @Override
    public String id() {
        return ID;
    }

    @Override
    public Descriptor descriptor() {
        Descriptor made = descriptor;
        if (made == null) {
            made = Descriptor.of(ID, "CaDiCaL, external: the sat model's DIMACS file, solved by the native solver; "
                    + program.location().map(path -> "available (" + path + ")").orElse("not found on the PATH, so skipped (Debian: apt-get install cadical)"),
                    EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.MODEL));
            descriptor = made;
        }
        return made;
    }

    /** Whether the program was found on the PATH. */
    public boolean available() {
        return program.location().isPresent();
    }

    @Override
    public String program() {
        return PROGRAM;
    }

    @Override
    public Optional<String> unavailable() {
        return available() ? Optional.empty()
                : Optional.of(Quote.of(PROGRAM) + " was not found on the PATH (Debian: apt-get install cadical)");
    }

    @Override
    public Optional<String> limit(Task task, Problem problem) {
        if (problem.rows() > LARGEST_BOARD) {
            return Optional.of("The solver 'cadical' reads a DIMACS file that numbers all n^2 squares, so it takes boards of at most n = "
                    + LARGEST_BOARD + ", not n = " + problem.rows() + ".");
        }
        return Optional.empty();
    }

    /**
     * One run of CaDiCaL on the board's DIMACS file: its answer read back, the runner's clock its time limit. The run goes
     * through the shared {@link ExternalProgram}, so its folder (and anything the solver writes to its TMPDIR) is removed
     * after a normal end, a failure, Ctrl-C or SIGTERM alike.
     */
    @Override
    public ResumableSearch searchOne(Problem problem, Run run) {
        Deadline deadline = run.deadline();
        return OneAnswer.of(() -> {
            List<String> arguments = new ArrayList<>();
            deadline.remaining().ifPresent(left -> arguments.addAll(List.of("-t", String.valueOf(Math.max(1, ceilSeconds(left))))));
            arguments.add(CNF);
            ExternalProgram.Finished finished = program.run(arguments, Map.of(CNF, Dimacs.of(problem)), Map.of(), deadline, GRACE);
            String text = finished.output() + finished.errors();
            if (finished.stopped()) {
                return OneAnswer.Outcome.stopped(statistics(text), deadline.reasonStopped());
            }
            return answer(problem, finished.exitCode(), text);
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
                            return failed(stats, "it printed the model line " + Quote.of(line) + ", which is not DIMACS");
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
        String last = lines.isEmpty() ? "no output" : "last line " + Quote.of(lines.get(lines.size() - 1));
        return failed(stats, "it exited with status " + exit + (status.isEmpty() ? " without an 's' answer line" : " after 's " + status.get() + "'")
                + " (" + last + ")");
    }

    private static OneAnswer.Outcome failed(Stats stats, String what) {
        return OneAnswer.Outcome.stopped(stats, "cadical failed: " + what + ".");
    }

    /** The statistics lines of the solver's output, compiled when an answer is first read, not when the registry makes the lane. */
    private static final class Output {
        static final Pattern STATISTIC = Pattern.compile("^c (conflicts|decisions|propagations):\\s+(\\d+)");
    }

    /** CaDiCaL's own measures, from its statistics section. */
    private static Stats statistics(String text) {
        Stats.Builder stats = Stats.builder();
        text.lines().map(Output.STATISTIC::matcher).filter(Matcher::find).forEach(m -> stats.put(m.group(1), Long.parseLong(m.group(2))));
        return stats.build();
    }

    private static long ceilSeconds(Duration duration) {
        return (duration.toMillis() + 999) / 1000;
    }
}
