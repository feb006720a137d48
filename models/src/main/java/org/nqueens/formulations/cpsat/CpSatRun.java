package org.nqueens.formulations.cpsat;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.SatParameters;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;
import org.nqueens.formulations.OnePerRow;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.OneAnswer;
import org.nqueens.solver.PushedSearch;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;

/**
 * What every CP-SAT formulation shares: the native library loaded, the model built over the rows
 * that need a piece ({@link OnePerRow}), the parameters of its search set, the run's clock watched, and CP-SAT's answers
 * turned into the toolkit's searches: one {@code solve} for a single solution, the solution
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

    /** One {@code solve} under the formulation's search: the first solution, or the proof that there is none. */
    ResumableSearch searchOne(Problem problem, Run run) {
        library.require();
        Posing<M> posing = pose.apply(problem);
        if (posing.model() == null) {
            return OneAnswer.decided(posing.decided(), "No CP-SAT model is needed: " + posing.why());
        }
        M queens = posing.model();
        CpSolver solver = new CpSolver();
        search.choose(queens, run.seed(), solver.getParameters());
        limitTime(solver.getParameters(), run.deadline());
        return OneAnswer.of(() -> {
            if (run.deadline().reached()) {
                // A large board's model can take the whole limit to build (a million Booleans for cpsat-boolean at
                // n = 1000); CP-SAT would spend more loading it, however short its own limit.
                return OneAnswer.Outcome.stopped(stats(0, 0), "The time limit was reached while the CP-SAT model was built.");
            }
            CpSolverStatus status = whileWatched(solver::stopSearch, run.deadline(), () -> solver.solve(queens.model()));
            Stats stats = stats(solver.numConflicts(), solver.numBranches());
            return switch (status) {
                case OPTIMAL, FEASIBLE -> OneAnswer.Outcome.solved(queens.placement(solver::value), stats);
                case INFEASIBLE -> OneAnswer.Outcome.none(stats, "CP-SAT proved the model infeasible.");
                default -> OneAnswer.Outcome.stopped(stats, "CP-SAT stopped with status " + status + ".");
            };
        });
    }

    /** Every solution, each once: CP-SAT's enumeration on one worker, its callbacks pulled one at a time. */
    ResumableSearch search(Problem problem, Run run) {
        library.require();
        Posing<M> posing = pose.apply(problem);
        if (posing.model() == null) {
            return OneAnswer.decided(posing.decided(), "No CP-SAT model is needed: " + posing.why());
        }
        M queens = posing.model();
        CpSolver solver = new CpSolver();
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
