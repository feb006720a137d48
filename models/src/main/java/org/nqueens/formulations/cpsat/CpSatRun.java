package org.nqueens.formulations.cpsat;

import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.SatParameters;
import java.time.Duration;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;
import org.nqueens.board.Board;
import org.nqueens.board.FreePart;
import org.nqueens.board.Solution;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Stats;

/**
 * Runs one CP-SAT formulation: loads the native library, builds the model over the free part of
 * a board, sets the parameters of its search, and turns CP-SAT's answers into the toolkit's.
 *
 * <p>Counting and enumeration always run on one worker: with several, CP-SAT 9.15 reports some
 * solutions more than once and misses others (80 or 135 callbacks for the 92 solutions of n = 8).
 */
final class CpSatRun {

    /** Chooses the search of a built model: its decision strategy and solver parameters. */
    @FunctionalInterface
    interface SearchChoice {
        void choose(QueenModel queens, long seed, SatParameters.Builder parameters);
    }

    /** How long a stopped search may take to notice; the poll period of the stop watcher. */
    private static final long POLL_MILLIS = 20;
    /** Solutions an enumeration may run ahead of its reader. */
    private static final int QUEUE_CAPACITY = 64;

    private final String id;
    private final NativeLibrary library;
    private final Function<FreePart, QueenModel> build;
    private final SearchChoice search;

    CpSatRun(String id, NativeLibrary library, Function<FreePart, QueenModel> build, SearchChoice search) {
        this.id = id;
        this.library = library;
        this.build = build;
        this.search = search;
    }

    SolveResult solve(Board board, SearchSettings settings) {
        library.require();
        Deadline deadline = settings.start();
        FreePart free = FreePart.of(board);
        Optional<String> noModel = withoutModel(free);
        if (noModel.isPresent()) {
            return free.size() == 0
                    ? SolveResult.sat(id, free.complete(new int[0]), deadline.elapsed(), Stats.empty())
                    : SolveResult.unsat(id, board.n(), deadline.elapsed(), Stats.empty(), noModel.get());
        }
        QueenModel queens = build.apply(free);
        CpSolver solver = new CpSolver();
        search.choose(queens, settings.seed(), solver.getParameters());
        limitTime(solver.getParameters(), deadline);
        CpSolverStatus status = whileWatched(solver::stopSearch, deadline, () -> solver.solve(queens.model()));
        Stats stats = stats(solver.numConflicts(), solver.numBranches());
        return switch (status) {
            case OPTIMAL, FEASIBLE -> SolveResult.sat(id, queens.solution(solver::value), deadline.elapsed(), stats);
            case INFEASIBLE -> SolveResult.unsat(id, board.n(), deadline.elapsed(), stats, "CP-SAT proved the model infeasible.");
            default -> SolveResult.unknown(id, board.n(), deadline.elapsed(), stats,
                    deadline.reached() ? deadline.reasonStopped() : "CP-SAT stopped with status " + status + ".");
        };
    }

    CountResult count(Board board, SearchSettings settings) {
        library.require();
        Deadline deadline = settings.start();
        FreePart free = FreePart.of(board);
        if (withoutModel(free).isPresent()) {
            return new CountResult(id, board.n(), free.size() == 0 ? 1 : 0, OptionalLong.empty(), true, deadline.elapsed(),
                    Stats.empty());
        }
        QueenModel queens = build.apply(free);
        CpSolver solver = new CpSolver();
        enumerating(queens, settings.seed(), solver.getParameters(), deadline);
        long[] count = {0};
        CpSolverSolutionCallback counter = new CpSolverSolutionCallback() {
            @Override
            public void onSolutionCallback() {
                count[0]++;
                if (deadline.reached()) {
                    stopSearch();
                }
            }
        };
        CpSolverStatus status = whileWatched(solver::stopSearch, deadline, () -> solver.solve(queens.model(), counter));
        boolean complete = (status == CpSolverStatus.OPTIMAL || status == CpSolverStatus.INFEASIBLE) && !deadline.reached();
        return new CountResult(id, board.n(), count[0], OptionalLong.empty(), complete, deadline.elapsed(),
                stats(solver.numConflicts(), solver.numBranches()));
    }

    SolutionStream enumerate(Board board, SearchSettings settings) {
        library.require();
        Deadline deadline = settings.start();
        FreePart free = FreePart.of(board);
        if (withoutModel(free).isPresent()) {
            return new Stream(free.size() == 0 ? Optional.of(free.complete(new int[0])) : Optional.empty());
        }
        QueenModel queens = build.apply(free);
        CpSolver solver = new CpSolver();
        enumerating(queens, settings.seed(), solver.getParameters(), deadline);
        return new Stream(queens, solver, deadline);
    }

    String model(Board board, String title) {
        library.require();
        FreePart free = FreePart.of(board);
        Optional<String> noModel = withoutModel(free);
        if (noModel.isPresent()) {
            return title + "\nNo CP-SAT model is needed: " + noModel.get() + "\n";
        }
        QueenModel queens = build.apply(free);
        SatParameters.Builder parameters = SatParameters.newBuilder();
        search.choose(queens, SearchSettings.DEFAULT_SEED, parameters);
        return ModelText.of(title, queens.proto(), parameters.build());
    }

    /**
     * The parameters of a count or an enumeration: every solution, each once, so one worker
     * whatever the formulation's search asked for.
     */
    void enumerating(QueenModel queens, long seed, SatParameters.Builder parameters, Deadline deadline) {
        search.choose(queens, seed, parameters);
        parameters.setEnumerateAllSolutions(true).setNumWorkers(1);
        limitTime(parameters, deadline);
    }

    /** Why a board needs no model: every row has its queen, or a free row has no square left. */
    private static Optional<String> withoutModel(FreePart free) {
        if (free.size() == 0) {
            return Optional.of("every row already holds a given queen.");
        }
        for (int i = 0; i < free.size(); i++) {
            if (free.allowedColumns(free.row(i)).length == 0) {
                return Optional.of("row " + free.row(i) + " has no square left for its queen.");
            }
        }
        return Optional.empty();
    }

    private static void limitTime(SatParameters.Builder parameters, Deadline deadline) {
        deadline.remaining().map(Duration::toNanos).ifPresent(nanos -> parameters.setMaxTimeInSeconds(nanos / 1e9));
    }

    /** Runs {@code search}, calling {@code stop} from a watcher thread if the deadline passes or the run is cancelled. */
    private static <T> T whileWatched(Runnable stop, Deadline deadline, Supplier<T> search) {
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

    /**
     * Solutions of CP-SAT's enumeration, which runs on a producer thread and hands each solution
     * through a bounded queue, so that it never runs more than {@value #QUEUE_CAPACITY} ahead.
     */
    private static final class Stream implements SolutionStream {
        private static final Optional<Solution> END = Optional.empty();

        private final BlockingQueue<Optional<Solution>> queue;
        private final Thread producer;
        private final CpSolver solver;
        private volatile boolean closed;
        private volatile boolean exhausted;
        private volatile long conflicts;
        private volatile long branches;
        private Optional<Solution> pending = Optional.empty();
        private boolean ended;

        /** The stream of a board that needs no model: its single answer or nothing. */
        Stream(Optional<Solution> only) {
            this.queue = new ArrayBlockingQueue<>(2);
            only.ifPresent(solution -> queue.add(Optional.of(solution)));
            queue.add(END);
            this.producer = null;
            this.solver = null;
            this.exhausted = true;
        }

        Stream(QueenModel queens, CpSolver solver, Deadline deadline) {
            this.queue = new ArrayBlockingQueue<>(QUEUE_CAPACITY);
            this.solver = solver;
            CpSolverSolutionCallback callback = new CpSolverSolutionCallback() {
                @Override
                public void onSolutionCallback() {
                    conflicts = numConflicts();
                    branches = numBranches();
                    Solution solution = queens.solution(this::value);
                    if (!offer(Optional.of(solution)) || deadline.reached()) {
                        stopSearch();
                    }
                }
            };
            this.producer = new Thread(() -> {
                CpSolverStatus status = whileWatched(solver::stopSearch, deadline, () -> solver.solve(queens.model(), callback));
                conflicts = solver.numConflicts();
                branches = solver.numBranches();
                exhausted = !closed && !deadline.reached()
                        && (status == CpSolverStatus.OPTIMAL || status == CpSolverStatus.INFEASIBLE);
                offer(END);
            }, "cpsat-enumeration");
            producer.setDaemon(true);
            producer.start();
        }

        /** Puts {@code item} on the queue, waiting while it is full; false once the reader has closed the stream. */
        private boolean offer(Optional<Solution> item) {
            try {
                while (!closed) {
                    if (queue.offer(item, POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                        return true;
                    }
                }
            } catch (InterruptedException stop) {
                Thread.currentThread().interrupt();
            }
            return false;
        }

        @Override
        public boolean hasNext() {
            if (pending.isEmpty() && !ended && !closed) {
                try {
                    pending = queue.take();
                } catch (InterruptedException stop) {
                    Thread.currentThread().interrupt();
                    close();
                    return false;
                }
                ended = pending.isEmpty();
            }
            return pending.isPresent();
        }

        @Override
        public Solution next() {
            if (!hasNext()) {
                throw new NoSuchElementException("The enumeration has no more solutions.");
            }
            Solution next = pending.get();
            pending = Optional.empty();
            return next;
        }

        @Override
        public Stats stats() {
            return CpSatRun.stats(conflicts, branches);
        }

        @Override
        public boolean exhausted() {
            return ended && exhausted;
        }

        @Override
        public void close() {
            if (closed) {
                return;
            }
            closed = true;
            pending = Optional.empty();
            if (producer != null) {
                solver.stopSearch();
                queue.clear();
                try {
                    producer.join();
                } catch (InterruptedException stop) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }
}
