package org.nqueens.formulations.cpsat;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.SatParameters;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;
import org.nqueens.formulations.shared.Cubes;
import org.nqueens.formulations.shared.OnePerRow;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.OneAnswer;
import org.nqueens.solver.PushedSearch;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;
import org.nqueens.solver.WorkSplitter;

/**
 * What every CP-SAT formulation shares: the native library loaded, the model built over the rows
 * that need a piece ({@link OnePerRow}), the parameters of its search set, the run's clock watched, and CP-SAT's answers
 * turned into the toolkit's searches: one {@code solve} for a single solution (or, for a
 * formulation that asks for it, cube and conquer: {@link #searchOneInCubes}), the solution
 * callback of an enumeration pulled through {@link PushedSearch} for every solution.
 *
 * <p>Enumeration always runs on one worker: with several, CP-SAT 9.15 reports some solutions more
 * than once and misses others (80 or 135 callbacks for the 92 solutions of n = 8).
 */
final class CpSatRun<M extends CpSatRun.Posed> {

    /** A CP-SAT model as built for a problem, and how to read a solution of it back. */
    interface Posed {
        /** The model, with its variables and constraints. */
        CpModel model();

        /** The pieces of a solution, in the solver's values of the variables. */
        Placement placement(ToLongFunction<IntVar> value);
    }

    /** What a formulation makes of a problem: its model, or, where none is needed, the answer and why. */
    record Posing<M>(M model, Optional<Placement> decided, String why) {
        static <M> Posing<M> posed(M model) {
            return new Posing<>(model, Optional.empty(), null);
        }

        static <M> Posing<M> decided(Optional<Placement> placement, String why) {
            return new Posing<>(null, placement, why);
        }
    }

    /** Chooses the search of a built model: its decision strategy and solver parameters. */
    @FunctionalInterface
    interface SearchChoice<M> {
        void choose(M model, long seed, SatParameters.Builder parameters);
    }

    /** How long a stopped search may take to notice; the poll period of the stop watcher. */
    private static final long POLL_MILLIS = 20;

    private final NativeLibrary library;
    private final Function<Problem, Posing<M>> pose;
    private final SearchChoice<M> search;

    CpSatRun(NativeLibrary library, Function<Problem, Posing<M>> pose, SearchChoice<M> search) {
        this.library = library;
        this.pose = pose;
        this.search = search;
    }

    /** The run of an integer model over the rows that need a piece, which {@code build} states; no model where no search is needed. */
    static CpSatRun<QueenModel> overRows(NativeLibrary library, Function<OnePerRow, QueenModel> build, SearchChoice<QueenModel> search) {
        return new CpSatRun<>(library, problem -> {
            OnePerRow rows = OnePerRow.of(problem);
            Optional<String> noModel = rows.decidedWithoutSearch();
            return noModel.isPresent() ? Posing.decided(rows.decidedPlacement(), noModel.get()) : Posing.posed(build.apply(rows));
        }, search);
    }

    /**
     * What {@code withModel} makes of the model of {@code problem}, the library required first; where no
     * model is needed (the problem is decided without search), that answer instead.
     */
    private ResumableSearch posed(Problem problem, Function<M, ResumableSearch> withModel) {
        library.require();
        Posing<M> posing = pose.apply(problem);
        if (posing.model() == null) {
            return OneAnswer.decided(posing.decided(), "No CP-SAT model is needed: " + posing.why());
        }
        return withModel.apply(posing.model());
    }

    /** One {@code solve} under the formulation's search: the first solution, or the proof that there is none. */
    ResumableSearch searchOne(Problem problem, Run run) {
        return posed(problem, queens -> {
            CpSolver solver = newSolver();
            search.choose(queens, run.seed(), solver.getParameters());
            limitTime(solver.getParameters(), run.deadline());
            return OneAnswer.of(() -> {
                if (run.deadline().reached()) {
                    return builtPastLimit();
                }
                CpSolverStatus status = whileWatched(solver::stopSearch, run.deadline(), () -> solver.solve(queens.model()));
                return outcome(queens, solver, status, stats(solver.numConflicts(), solver.numBranches()));
            });
        });
    }

    /**
     * One {@code solve}, as {@link #searchOne}, that turns to cube and conquer where the whole problem
     * is hard. CP-SAT first searches the whole under the formulation's search for at most
     * {@code wholeConflicts} conflicts; where that leaves it unanswered, the problem is split into at
     * least {@code cubeCount} {@link Cubes}, which the run's threads solve through the work splitter,
     * each to its end under {@code cubeSearch}, the first solution found stopping the others. Every
     * cube infeasible proves the problem infeasible. A problem without rows or columns to split on is
     * solved whole.
     */
    ResumableSearch searchOneInCubes(Problem problem, Run run, long wholeConflicts, int cubeCount, SearchChoice<M> cubeSearch) {
        if (!Cubes.splittable(problem)) {
            return searchOne(problem, run);
        }
        return posed(problem, whole -> {
            return OneAnswer.of(() -> {
                if (run.deadline().reached()) {
                    return builtPastLimit();
                }
                CpSolver solver = newSolver();
                search.choose(whole, run.seed(), solver.getParameters());
                solver.getParameters().setMaxNumberOfConflicts(wholeConflicts);
                limitTime(solver.getParameters(), run.deadline());
                CpSolverStatus status = whileWatched(solver::stopSearch, run.deadline(), () -> solver.solve(whole.model()));
                Tally work = new Tally(solver.numConflicts(), solver.numBranches());
                if (status != CpSolverStatus.UNKNOWN || run.deadline().reached()) {
                    return outcome(whole, solver, status, work.stats(0));
                }
                List<Cubes.Cube> cubes = Cubes.of(problem, cubeCount);
                WorkSplitter.Outcome<Found> conquered = WorkSplitter.of(cubes, Found.FIRST)
                        .run(run.deadline(), run.threads(), run.progress(), () -> (cube, deadline) -> solveCube(cube, cubeSearch, run.seed(), deadline, work),
                                WorkSplitter.Journal.none());
                Stats stats = work.stats(cubes.size());
                if (conquered.sum().placement().isPresent()) {
                    return OneAnswer.Outcome.solved(conquered.sum().placement().get(), stats);
                }
                if (conquered.complete()) {
                    return OneAnswer.Outcome.none(stats, "CP-SAT proved each of the " + cubes.size() + " cubes of the board infeasible"
                            + " (cube and conquer, after " + wholeConflicts + " conflicts on the whole board).");
                }
                return OneAnswer.Outcome.stopped(stats, "CP-SAT stopped (" + run.deadline().reasonStopped() + ") with "
                        + (conquered.parts() - conquered.partsDone()) + " of " + cubes.size() + " cubes unanswered.");
            });
        });
    }

    /** The answer of {@code cube} under {@code cubeSearch}, or empty when {@code deadline} stopped it; adds its work to {@code work}. */
    private Optional<Found> solveCube(Cubes.Cube cube, SearchChoice<M> cubeSearch, long seed, Deadline deadline, Tally work) {
        Posing<M> posing = pose.apply(cube.problem());
        if (posing.model() == null) {
            return Optional.of(new Found(posing.decided()));
        }
        M queens = posing.model();
        CpSolver solver = newSolver();
        cubeSearch.choose(queens, seed, solver.getParameters());
        limitTime(solver.getParameters(), deadline);
        CpSolverStatus status = whileWatched(solver::stopSearch, deadline, () -> solver.solve(queens.model()));
        work.add(solver.numConflicts(), solver.numBranches());
        return switch (status) {
            case OPTIMAL, FEASIBLE -> Optional.of(new Found(Optional.of(queens.placement(solver::value))));
            case INFEASIBLE -> Optional.of(new Found(Optional.empty()));
            default -> Optional.empty();
        };
    }

    /** What a cube's search found: a solution, or that it has none. The first found settles a cube and conquer. */
    private record Found(Optional<Placement> placement) {
        static final WorkSplitter.Summation<Found> FIRST = new WorkSplitter.Summation<>(new Found(Optional.empty()),
                (a, b) -> a.placement().isPresent() ? a : b, found -> found.placement().isPresent() ? 1 : 0,
                found -> found.placement().isPresent());
    }

    /** The conflicts and branches of the searches of one cube and conquer, added from its threads. */
    private static final class Tally {
        private final AtomicLong conflicts;
        private final AtomicLong branches;

        Tally(long conflicts, long branches) {
            this.conflicts = new AtomicLong(conflicts);
            this.branches = new AtomicLong(branches);
        }

        void add(long moreConflicts, long moreBranches) {
            conflicts.addAndGet(moreConflicts);
            branches.addAndGet(moreBranches);
        }

        /** The statistics, with the number of cubes where the board was split ({@code 0}: it was not). */
        Stats stats(int cubes) {
            Stats.Builder stats = Stats.builder().put(Stats.CONFLICTS, conflicts.get()).put(Stats.BRANCHES, branches.get());
            if (cubes > 0) {
                stats.put(Stats.CUBES, cubes);
            }
            return stats.build();
        }
    }

    /**
     * A large board's model can take the whole limit to build (a million Booleans for cpsat-boolean at
     * n = 1000); CP-SAT would spend more loading it, however short its own limit.
     */
    private static OneAnswer.Outcome builtPastLimit() {
        return OneAnswer.Outcome.stopped(stats(0, 0), "The time limit was reached while the CP-SAT model was built.");
    }

    /** The answer of a solve of the whole model {@code queens} that ended with {@code status}. */
    private static OneAnswer.Outcome outcome(Posed queens, CpSolver solver, CpSolverStatus status, Stats stats) {
        return switch (status) {
            case OPTIMAL, FEASIBLE -> OneAnswer.Outcome.solved(queens.placement(solver::value), stats);
            case INFEASIBLE -> OneAnswer.Outcome.none(stats, "CP-SAT proved the model infeasible.");
            default -> OneAnswer.Outcome.stopped(stats, "CP-SAT stopped with status " + status + ".");
        };
    }

    /** Every solution, each once: CP-SAT's enumeration on one worker, its callbacks pulled one at a time. */
    ResumableSearch search(Problem problem, Run run) {
        return posed(problem, queens -> {
            CpSolver solver = newSolver();
            enumerating(queens, run.seed(), solver.getParameters(), run.deadline());
            Deadline deadline = run.deadline();
            return new PushedSearch("cpsat-enumeration", new PushedSearch.Producer() {
                private volatile Stats stats = Stats.empty();

                @Override
                public boolean run(Predicate<Placement> emit) {
                    CpSolverSolutionCallback callback = new CpSolverSolutionCallback() {
                        @Override
                        public void onSolutionCallback() {
                            stats = CpSatRun.stats(numConflicts(), numBranches());
                            if (!emit.test(queens.placement(this::value)) || deadline.reached()) {
                                stopSearch();
                            }
                        }
                    };
                    CpSolverStatus status = whileWatched(solver::stopSearch, deadline, () -> solver.solve(queens.model(), callback));
                    stats = CpSatRun.stats(solver.numConflicts(), solver.numBranches());
                    return !deadline.reached() && (status == CpSolverStatus.OPTIMAL || status == CpSolverStatus.INFEASIBLE);
                }

                @Override
                public void stop() {
                    solver.stopSearch();
                }

                @Override
                public Stats stats() {
                    return stats;
                }
            });
        });
    }

    /**
     * The parameters of an enumeration: every solution, each once, so one worker whatever the
     * formulation's search asked for.
     */
    void enumerating(M queens, long seed, SatParameters.Builder parameters, Deadline deadline) {
        search.choose(queens, seed, parameters);
        parameters.setEnumerateAllSolutions(true).setNumWorkers(1);
        limitTime(parameters, deadline);
    }

    String modelText(Problem problem, String title) {
        library.require();
        Posing<M> posing = pose.apply(problem);
        if (posing.model() == null) {
            return title + "\nNo CP-SAT model is needed: " + posing.why() + "\n";
        }
        M queens = posing.model();
        SatParameters.Builder parameters = SatParameters.newBuilder();
        search.choose(queens, SearchSettings.DEFAULT_SEED, parameters);
        return ModelText.of(title, queens.model().model(), parameters.build());
    }

    /**
     * A solver that leaves Ctrl-C to the JVM. CP-SAT catches SIGINT during a solve by default, and its
     * handler, called on the signal while the JVM's own handler starts the shutdown, aborts the process
     * ({@code std::bad_function_call}, exit 134, no partial answer). Without it the JVM's shutdown hook
     * cancels the run, the watcher stops the solve, and the command prints what it had (exit 130).
     */
    static CpSolver newSolver() {
        CpSolver solver = new CpSolver();
        solver.getParameters().setCatchSigintSignal(false);
        return solver;
    }

    /** CP-SAT's own time limit set to what the run has left (at least a millisecond: zero would mean none). */
    static void limitTime(SatParameters.Builder parameters, Deadline deadline) {
        deadline.remaining().map(Duration::toNanos).ifPresent(nanos -> parameters.setMaxTimeInSeconds(Math.max(1e-3, nanos / 1e9)));
    }

    /** Runs {@code search}, calling {@code stop} from a watcher thread if the deadline passes or the run is cancelled. */
    static <T> T whileWatched(Runnable stop, Deadline deadline, Supplier<T> search) {
        Thread watcher = new Thread(() -> {
            try {
                while (!deadline.reached()) {
                    Thread.sleep(POLL_MILLIS);
                }
                stop.run();
            } catch (InterruptedException finished) {
                Thread.currentThread().interrupt();
            }
        }, "cpsat-watcher");
        watcher.setDaemon(true);
        watcher.start();
        try {
            return search.get();
        } finally {
            watcher.interrupt();
        }
    }

    private static Stats stats(long conflicts, long branches) {
        return Stats.builder().put(Stats.CONFLICTS, conflicts).put(Stats.BRANCHES, branches).build();
    }
}
