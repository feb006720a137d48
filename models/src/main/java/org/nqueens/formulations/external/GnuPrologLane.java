package org.nqueens.formulations.external;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.Descriptor;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Task;

/**
 * The {@link GnuPrologProgram} for a problem, consulted by {@code gprolog} (which compiles it to byte
 * code and runs its initialization goal), killed when the time limit passes. The program prints one
 * {@code queens([...])} line a solution, {@code none} when there is none, {@code count(K)} after
 * listing all, and {@code end} last; anything else it prints (the banner, the compiler's line) is
 * passed over, but a warning that the domain vectors were too small, a missing {@code end} or a
 * non-zero exit status makes the run a failure of GNU Prolog.
 *
 * <p>Work: GNU Prolog's labeling reports its {@code backtracks} for one solution; it has no counter of
 * nodes or propagations, and none when listing all solutions through {@code findall}.
 *
 * <p>The program posts n(n - 1) binary disequalities, which overflow GNU Prolog's constraint and trail
 * stacks (16 MB each by default, environment variables {@code CSTRSZ}, {@code TRAILSZ}) near n = 500; the lane
 * sets these and the global stack to {@value #STACK_KB} kB each (1 GB each failed to allocate) and takes boards
 * up to n = {@value #LARGEST} (about 350 MB at n = 1000). Counting lists every solution ({@code findall}), up to
 * n = {@value #LARGEST_LISTED}.
 */
public final class GnuPrologLane implements ExternalLane {

    /** The largest board the lane poses. */
    static final int LARGEST = 1000;
    /** The largest board whose solutions it lists. */
    static final int LARGEST_LISTED = 12;
    /** GNU Prolog's constraint, trail and global stacks for the run, in kB each. */
    static final int STACK_KB = 1 << 18;

    private static final String ID = "gprolog";
    private static final String PROGRAM = "gprolog";
    private static final Descriptor DESCRIPTOR = Descriptor.of(ID,
            "GNU Prolog CLP(FD): fd_all_different on q and q[i] #\\= q[j] +- (j - i) for every pair of rows, first-fail labeling from the middle (external)",
            EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.COUNT, Task.ENUMERATE, Task.MODEL));
    private static final Duration GRACE = Duration.ZERO;

    private final ExternalProgram gprolog;

    private GnuPrologLane(ExternalProgram gprolog) {
        this.gprolog = gprolog;
    }

    /** The lane running the {@code gprolog} found on this process's PATH. */
    public static GnuPrologLane onPath() {
        return new GnuPrologLane(ExternalProgram.onPath(PROGRAM));
    }

    /** The lane running the {@code gprolog} found in the directories of {@code searchPath}. */
    public static GnuPrologLane onPath(String searchPath) {
        return new GnuPrologLane(ExternalProgram.find(PROGRAM, searchPath));
    }

    @Override
    public Optional<String> unavailable() {
        return gprolog.missing("Debian: apt-get install gprolog");
    }

    @Override
    public Optional<String> limit(Task task, Problem problem) {
        if (problem.rows() > LARGEST) {
            return Optional.of("The solver " + Quote.of(ID) + " posts a constraint for every pair of rows; it takes boards up to n = " + LARGEST
                    + ", not " + problem.rows() + ".");
        }
        return ExternalLane.listedUpTo(ID, LARGEST_LISTED, task, problem.rows());
    }

    @Override
    public Descriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public String program() {
        return PROGRAM;
    }

    /** The program GNU Prolog is given to find one solution of {@code problem}. */
    @Override
    public String modelText(Problem problem) {
        return GnuPrologProgram.of(problem, false);
    }

    @Override
    public LaneAnswer answer(Problem problem, boolean all, Deadline deadline) {
        ExternalProgram.Finished finished = gprolog.run(List.of("--consult-file", "queens.pl"),
                Map.of("queens.pl", GnuPrologProgram.of(problem, all)),
                Map.of("CSTRSZ", Integer.toString(STACK_KB), "TRAILSZ", Integer.toString(STACK_KB), "GLOBALSZ", Integer.toString(STACK_KB)),
                deadline, GRACE);
        if (finished.stopped()) {
            return new LaneAnswer(List.of(), false, Stats.empty());
        }
        return read(problem, all, finished);
    }

    /**
     * The patterns of the program's output, compiled when an answer is first read, not when the registry makes the
     * lane at every start (the first regular expression of a run costs a few milliseconds).
     */
    private static final class Output {
        static final Pattern QUEENS = Pattern.compile("queens\\(\\[([0-9,]*)\\]\\)");
        static final Pattern BACKTRACKS = Pattern.compile("backtracks\\((\\d+)\\)");
        static final Pattern COUNT = Pattern.compile("count\\((\\d+)\\)");
    }

    /** The answer GNU Prolog printed, checked. */
    static LaneAnswer read(Problem problem, boolean all, ExternalProgram.Finished finished) {
        String everything = finished.output() + "\n" + finished.errors();
        if (everything.contains("Vector too small")) {
            throw LaneAnswer.failure(PROGRAM, "its domain vectors were too small for n = " + problem.rows() + " and it may have lost solutions.");
        }
        if (finished.exitCode() != 0) {
            throw LaneAnswer.failure(PROGRAM, "it exited with status " + finished.exitCode() + ": " + firstLine(everything));
        }
        List<int[]> solutions = new ArrayList<>();
        Stats.Builder stats = Stats.builder();
        boolean none = false;
        boolean ended = false;
        long counted = -1;
        for (String line : finished.output().lines().map(String::strip).toList()) {
            Matcher queens = Output.QUEENS.matcher(line);
            Matcher backtracks = Output.BACKTRACKS.matcher(line);
            Matcher count = Output.COUNT.matcher(line);
            if (queens.matches()) {
                solutions.add(columns(queens.group(1)));
            } else if (backtracks.matches()) {
                stats.put(Stats.BACKTRACKS, Long.parseLong(backtracks.group(1)));
            } else if (count.matches()) {
                counted = Long.parseLong(count.group(1));
            } else if (line.equals("none")) {
                none = true;
            } else if (line.equals("end")) {
                ended = true;
            }
        }
        if (!ended) {
            throw LaneAnswer.failure(PROGRAM, "it ended without finishing its answer: " + firstLine(everything));
        }
        if (all && counted != solutions.size()) {
            throw LaneAnswer.failure(PROGRAM, "it counted " + counted + " solutions but printed " + solutions.size() + ".");
        }
        if (!all && solutions.isEmpty() == !none) {
            throw LaneAnswer.failure(PROGRAM, "it printed " + solutions.size() + " solutions " + (none ? "and" : "but not") + " 'none'.");
        }
        if (!all && solutions.size() > 1) {
            throw LaneAnswer.failure(PROGRAM, "it printed " + solutions.size() + " solutions when asked for one.");
        }
        return LaneAnswer.checked(PROGRAM, problem, solutions, all || none, stats.build());
    }

    private static int[] columns(String list) {
        if (list.isEmpty()) {
            return new int[0];
        }
        String[] parts = list.split(",");
        int[] columns = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                columns[i] = Integer.parseInt(parts[i]);
            } catch (NumberFormatException e) {
                throw LaneAnswer.failure(PROGRAM, "it printed " + Quote.of(parts[i]) + " where a column belongs.");
            }
        }
        return columns;
    }

    /** The first line that says something wrong: a line of GNU Prolog's with "error" in it, or else the last line printed. */
    private static String firstLine(String text) {
        List<String> lines = text.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
        return MiniZincOutput.abbreviate(lines.stream().filter(line -> line.toLowerCase(Locale.ROOT).contains("error")).findFirst()
                .orElse(lines.isEmpty() ? "(it printed nothing)" : lines.get(lines.size() - 1)));
    }
}
