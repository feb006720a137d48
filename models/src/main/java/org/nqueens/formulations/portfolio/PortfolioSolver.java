package org.nqueens.formulations.portfolio;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.nqueens.problem.Fault;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Scope;
import org.nqueens.formulations.construct.ExplicitConstruction;
import org.nqueens.solver.Admission;
import org.nqueens.solver.Admitted;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.SolverUnavailableException;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Status;
import org.nqueens.solver.Task;

/**
 * The portfolio {@code auto}: races several formulations on the same board, each on its own
 * thread, takes the first proven answer (a verified SAT, or an UNSAT from a complete search),
 * cancels the rest and reports which one won and what each had done. Formulations differ by orders
 * of magnitude from one completion instance to the next (Gent, Jefferson and Nightingale, JAIR 59,
 * 2017), so racing them costs a constant factor and saves the orders of magnitude. No more racers run
 * than there are threads to run them on: of the formulations that take a board, the first few in
 * the portfolio's order of preference race, so each gets a core of its own rather than a share.
 */
public final class PortfolioSolver implements Formulation {

    private static final long GRACE_MILLIS = 2_000;

    private final List<Formulation> racers;
    private final int lanes;

    /** A portfolio racing every one of {@code racers} that takes the board (the first answer wins). */
    public PortfolioSolver(List<Formulation> racers) {
        this(racers, racers.size());
    }

    /**
     * A portfolio racing, on each board, the first {@code lanes} of {@code racers} (in the order given,
     * most preferred first) that take that board; the first answer wins.
     */
    public PortfolioSolver(List<Formulation> racers, int lanes) {
        if (racers.isEmpty()) {
            throw new IllegalArgumentException("A portfolio needs at least one formulation to race.");
        }
        if (lanes < 1) {
            throw new IllegalArgumentException("The number of racers at a time (" + lanes + ") must be at least 1.");
        }
        this.racers = List.copyOf(racers);
        this.lanes = lanes;
    }

    @Override
    public String id() {
        return "auto";
    }

    @Override
    public String title() {
        return "Portfolio: races " + racers.stream().map(Formulation::id).collect(Collectors.joining(", "))
                + " and takes the first proven answer";
    }

    @Override
    public Set<Task> tasks() {
        return EnumSet.of(Task.SOLVE, Task.COMPLETE);
    }

    /** Every problem one of its racers takes; {@link #refusal} says when none does. */
    @Override
    public Scope scope() {
        return Scope.FAMILY;
    }

    @Override
    public Optional<String> refusal(Task task, Problem problem) {
        return racers.stream().anyMatch(racer -> Admission.whyNot(racer, task, problem).isEmpty())
                ? Optional.empty()
                : Optional.of("None of the portfolio's formulations (" + racers.stream().map(Formulation::id).collect(Collectors.joining(", "))
                        + ") takes this board.");
    }

    /**
     * The racers that race on the request's problem: the first few, up to the lanes, that the same
     * admission step admits to its task, each admitted.
     */
    List<Admitted> entrants(Admitted request) {
        List<Admitted> entrants = racers.stream().map(racer -> Admission.alsoAdmit(request, racer)).flatMap(Optional::stream)
                .limit(lanes).toList();
        // The explicit construction writes an empty board's answer down in O(n): no racer can beat it, and a rival
        // would only build a model that outlives the race (hundreds of MB for a million queens).
        return !entrants.isEmpty() && entrants.get(0).formulation() instanceof ExplicitConstruction ? entrants.subList(0, 1) : entrants;
    }

    /** Races the entrants on an admitted request; each racer runs its own admitted request, trusted. */
    @Override
    public SolveResult solve(Admitted request, SearchSettings settings) {
        Problem problem = request.problem();
        Deadline deadline = settings.start();
        List<Admitted> entrants = entrants(request);
        Cancellation race = settings.cancellation().child();
        SearchSettings racerSettings = settings.withCancellation(race).withThreads(1);
        if (entrants.size() == 1) {
            // A race of one (the construction of an empty board, say): run on this thread, no pool to start and stop.
            try {
                Entry only = run(entrants.get(0), racerSettings);
                boolean answered = only.result().isPresent() && only.result().get().status() != Status.UNKNOWN;
                if (answered) {
                    requireVerified(problem, only.result().get());
                }
                return report(problem, List.of(entrants.get(0).formulation()), Map.of(only.racer(), only), answered ? only : null, deadline);
            } finally {
                race.cancel();
            }
        }
        ExecutorService pool = Executors.newFixedThreadPool(entrants.size(), runnable -> {
            Thread thread = new Thread(runnable, "nqueens-portfolio");
            thread.setDaemon(true);
            return thread;
        });
        try {
            ExecutorCompletionService<Entry> finished = new ExecutorCompletionService<>(pool);
            for (Admitted racer : entrants) {
                finished.submit(() -> run(racer, racerSettings));
            }
            Map<String, Entry> entries = new LinkedHashMap<>();
            Entry winner = null;
            for (int received = 0; received < entrants.size(); received++) {
                Entry entry = take(finished, winner == null ? Long.MAX_VALUE : GRACE_MILLIS);
                if (entry == null) {
                    break;
                }
                entries.put(entry.racer(), entry);
                if (winner == null && entry.result().isPresent() && entry.result().get().status() != Status.UNKNOWN) {
                    winner = entry;
                    requireVerified(problem, entry.result().get());
                    race.cancel();
                }
            }
            race.cancel();
            return report(problem, entrants.stream().map(Admitted::formulation).toList(), entries, winner, deadline);
        } finally {
            pool.shutdownNow();
        }
    }

    /** What one racer did: its result, or why it had none. */
    private record Entry(String racer, Optional<SolveResult> result, String failure) {
    }

    private static Entry run(Admitted racer, SearchSettings settings) {
        String id = racer.formulation().id();
        try {
            return new Entry(id, Optional.of(racer.solve(settings)), "");
        } catch (SolverUnavailableException unavailable) {
            // A solver that cannot run here (a native library missing) drops out of the race; the others go on.
            return new Entry(id, Optional.empty(), unavailable.getMessage());
        }
    }

    private static Entry take(ExecutorCompletionService<Entry> finished, long waitMillis) {
        try {
            Future<Entry> future = waitMillis == Long.MAX_VALUE ? finished.take() : finished.poll(waitMillis, TimeUnit.MILLISECONDS);
            return future == null ? null : future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException("A portfolio racer failed: " + e.getCause(), e.getCause());
        }
    }

    private static void requireVerified(Problem problem, SolveResult result) {
        if (result.status() == Status.SAT) {
            Optional<Fault> fault = ProblemVerifier.check(problem, result.placement().orElseThrow());
            if (fault.isPresent()) {
                throw new IllegalStateException("The solver " + Quote.of(result.solver()) + " returned a wrong solution: " + fault.get().describe(problem.geometry()));
            }
        }
    }

    private SolveResult report(Problem problem, List<Formulation> entrants, Map<String, Entry> entries, Entry winner, Deadline deadline) {
        List<String> lines = new ArrayList<>();
        Stats.Builder stats = Stats.builder();
        if (winner != null) {
            winner.result().orElseThrow().stats().values().forEach(stats::put);
        }
        for (Formulation racer : entrants) {
            Entry entry = entries.get(racer.id());
            lines.add(racer.id() + ": " + describe(entry, entry == winner));
        }
        String summary = "auto raced " + entrants.size() + (entrants.size() == 1 ? " formulation; " : " formulations; ") + String.join("; ", lines) + ".";
        Duration elapsed = deadline.elapsed();
        if (winner == null) {
            return SolveResult.unknown(id(), problem.rows(), elapsed, stats.build(), deadline.reasonStopped() + ". " + summary);
        }
        SolveResult won = winner.result().orElseThrow();
        return new SolveResult(won.solver(), won.n(), won.status(), won.placement(), elapsed, stats.build(), summary);
    }

    private static String describe(Entry entry, boolean won) {
        if (entry == null) {
            return "still running when the race ended";
        }
        if (entry.result().isEmpty()) {
            return "unavailable (" + entry.failure() + ")";
        }
        SolveResult result = entry.result().get();
        String work = result.stats().values().entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "));
        return (won ? "won with " + result.status() : result.status() == Status.UNKNOWN ? "stopped" : "also " + result.status())
                + " after " + result.elapsed().toMillis() + " ms" + (work.isEmpty() ? "" : " (" + work + ")");
    }
}
