package org.nqueens.compare;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Solution;
import org.nqueens.formulations.Formulations;
import org.nqueens.optimise.Optimisation;
import org.nqueens.optimise.Optimiser;
import org.nqueens.formulations.Optimisers;
import org.nqueens.formulations.Packers;
import org.nqueens.relatives.DisjointAnswer;
import org.nqueens.relatives.DisjointSolutions;
import org.nqueens.relatives.Packer;
import org.nqueens.optimise.Optimum;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.Admission;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Status;
import org.nqueens.solver.Task;
import org.nqueens.solver.UnknownSolverException;

/**
 * The comparison harness: puts the same questions to every formulation of a registry that can
 * answer them, one run at a time under one time limit, and holds every answer against the reference
 * formulation, the known counts (OEIS A000170) and the problem's verifier ({@link org.nqueens.problem.ProblemVerifier}).
 *
 * <p>Each run gets a fresh thread, one search thread, the plan's seed and the plan's time limit; a
 * formulation that crashes or overruns is reported in its cell and the others go on. Which
 * formulations are asked follows their own {@link Formulation#tasks()} and
 * {@link Formulation#refusal}: a formulation is a column of a question's table when it supports the
 * question's task, and a cell of it is left unasked where it refuses the board.
 */
public final class Comparison {

    private final Formulations formulations;
    private final Optimisers optimisers;
    private final ComparisonPlan plan;
    private final Listener progress;
    /** For each question asked by board size, the formulations that stopped without an answer, and at which row. */
    private final Map<Question, Map<String, String>> stopped = new EnumMap<>(Question.class);

    private Comparison(Formulations formulations, Optimisers optimisers, ComparisonPlan plan, Listener progress) {
        this.formulations = formulations;
        this.optimisers = optimisers;
        this.plan = plan;
        this.progress = progress;
    }

    /**
     * Runs {@code plan} over the formulations of {@code registry}, telling {@code progress} which
     * formulation it asks what, one line at a time, before it asks.
     *
     * @throws InvalidInputException if the plan names a solver the registry lacks, or the reference is missing
     */
    public static ComparisonResult run(Formulations registry, ComparisonPlan plan, Consumer<String> progress) {
        return run(registry, Optimisers.standard(), plan, progress);
    }

    /**
     * Runs {@code plan} as {@link #run(Formulations, ComparisonPlan, Consumer)} does, putting the optima to those of
     * {@code optimisers} whose family is in {@code registry} (an optimiser's id is its family's formulation id).
     */
    public static ComparisonResult run(Formulations registry, Optimisers optimisers, ComparisonPlan plan, Consumer<String> progress) {
        return run(registry, optimisers, plan, new Listener() {
            @Override
            public void starting(Optional<Question> question, String run) {
                progress.accept(run);
            }

            @Override
            public void found(String finding) {
                progress.accept(finding);
            }
        });
    }

    /**
     * Runs {@code plan} as {@link #run(Formulations, Optimisers, ComparisonPlan, Consumer)} does, telling {@code listener}
     * each run about to start apart from each finding on the way.
     */
    public static ComparisonResult run(Formulations registry, Optimisers optimisers, ComparisonPlan plan, Listener listener) {
        return new Comparison(registry, optimisers, plan, listener).run();
    }

    /** What a comparison tells as it goes, in the words the tables use. */
    public interface Listener {

        /**
         * A run about to start: "counts n=7: dlx (run 1 of 3)", "optima queen domination 5x5: cpsat", or
         * "warm-up: dlx" before the questions, when {@code question} is empty.
         */
        void starting(Optional<Question> question, String run);

        /** Something found on the way, which the tables show too: a wrong answer, a run that crashed or overran, a row's note. */
        void found(String finding);
    }

    private ComparisonResult run() {
        List<Formulation> compared = compared();
        warmUp(compared);
        List<Table> tables = new ArrayList<>();
        for (Question question : Question.values()) {
            if (!plan.questions().contains(question)) {
                continue;
            }
            if (question == Question.DISJOINT) {
                List<Packer> columns = comparedPackers();
                if (!columns.isEmpty() && !plan.disjointSizes().isEmpty()) {
                    List<Row> rows = plan.disjointSizes().stream().map(n -> disjointRow(n, columns)).toList();
                    rows.forEach(row -> reportFaults(question, row));
                    tables.add(new Table(question, columns.stream().map(Packer::id).toList(), rows));
                }
                continue;
            }
            if (question == Question.OPTIMA) {
                List<Optimiser> columns = comparedOptimisers();
                if (!columns.isEmpty()) {
                    List<Row> rows = plan.optima().stream().map(optimisation -> optimumRow(optimisation, columns)).toList();
                    rows.forEach(row -> reportFaults(question, row));
                    tables.add(new Table(question, columns.stream().map(Optimiser::id).toList(), rows));
                }
                continue;
            }
            List<Formulation> columns = compared.stream().filter(f -> question.task().map(f::supports).orElse(false)).toList();
            List<Row> rows = switch (question) {
                case COUNTS -> plan.countSizes().stream().map(n -> countRow(n, columns)).toList();
                case SOLUTION_SETS -> plan.setSizes().stream().map(n -> setRow(n, columns)).toList();
                case COMPLETIONS -> plan.instances().stream().map(instance -> completionRow(instance, columns)).toList();
                case SINGLE_SOLUTIONS -> plan.solveSizes().stream().map(n -> solveRow(n, columns)).toList();
                case VARIANTS -> plan.variants().stream().map(variant -> variantRow(variant, columns)).toList();
                case OPTIMA, DISJOINT -> throw new IllegalStateException("The optima and the disjoint solutions are put to their own"
                        + " formulations, above.");
            };
            rows.forEach(row -> reportFaults(question, row));
            if (!rows.isEmpty()) {
                tables.add(new Table(question, columns.stream().map(Formulation::id).toList(), rows));
            }
        }
        return new ComparisonResult(plan.reference(), plan.timeLimit(), plan.repeat(), plan.seed(), environment(), tables);
    }

    /**
     * Lets every formulation answer one small question before anything is timed, so that class loading and the first
     * compilation of its code do not fall on the first row of the tables. Its answers are not judged here.
     */
    private void warmUp(List<Formulation> compared) {
        Problem problem = Problem.queens(6);
        for (Formulation formulation : compared) {
            Optional<Callable<?>> call = Optional.empty();
            Cancellation cancellation = Cancellation.create();
            SearchSettings settings = SearchSettings.defaults().withSeed(plan.seed()).withThreads(plan.threads()).withTimeLimit(plan.timeLimit()).withCancellation(cancellation);
            if (formulation.supports(Task.COUNT) && formulation.refusal(Task.COUNT, problem).isEmpty()) {
                call = Optional.of(() -> formulation.count(problem, false, settings));
            } else if (formulation.supports(Task.SOLVE) && formulation.refusal(Task.SOLVE, problem).isEmpty()) {
                call = Optional.of(() -> formulation.solve(problem, settings));
            }
            call.ifPresent(warmUpCall -> {
                progress.starting(Optional.empty(), "warm-up: " + formulation.id());
                Sandbox.run(formulation.id(), plan.timeLimit(), cancellation, Sandbox.CpuClock.forThreads(plan.threads()), warmUpCall);
            });
        }
    }

    private void reportFaults(Question question, Row row) {
        for (Cell cell : row.cells()) {
            if (cell.wrong()) {
                progress.found(question.key() + " " + row.label() + ": " + cell.solver() + " WRONG: " + cell.note());
            }
        }
        row.notes().forEach(note -> progress.found(question.key() + " " + row.label() + ": " + note));
    }

    /** Where the comparison runs: Java, the operating system, the cores, the threads a run, and the time it started. */
    private String environment() {
        return "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ") on "
                + System.getProperty("os.name") + " " + System.getProperty("os.arch") + ", "
                + Runtime.getRuntime().availableProcessors() + " cores, " + plan.threads() + (plan.threads() == 1 ? " thread" : " threads")
                + " a run, " + Instant.now().truncatedTo(ChronoUnit.SECONDS);
    }

    /** The reference, then the chosen formulations in registry order. */
    private List<Formulation> compared() {
        Formulation reference;
        try {
            reference = formulations.get(plan.reference());
        } catch (UnknownSolverException e) {
            throw new InvalidInputException("The reference formulation " + Quote.of(plan.reference())
                    + " is not registered; every answer is held against it.", e);
        }
        for (String id : plan.solvers()) {
            formulations.get(id);
        }
        List<Formulation> compared = new ArrayList<>();
        compared.add(reference);
        for (Formulation formulation : formulations.all()) {
            if (formulation != reference && (plan.solvers().isEmpty() || plan.solvers().contains(formulation.id()))) {
                compared.add(formulation);
            }
        }
        return compared;
    }

    private Row countRow(int n, List<Formulation> columns) {
        Problem problem = Problem.queens(n);
        Asked<CountResult> asked = ask(Question.COUNTS, "n=" + n, problem, Task.COUNT, columns,
                (formulation, settings) -> () -> formulation.count(problem, false, settings));
        return asked.judge((attempts, order) -> Referee.counts(n, plan.reference(), KnownCounts.of(n).map(KnownCount::solutions), attempts, order));
    }

    private Row variantRow(Variant variant, List<Formulation> columns) {
        Problem problem = variant.problem();
        Asked<CountResult> asked = ask(Question.VARIANTS, variant.label(), problem, Task.COUNT, columns,
                (formulation, settings) -> () -> formulation.count(problem, false, settings));
        return asked.judge((attempts, order) -> Referee.counts(variant.label(), problem.rows(), plan.reference(), variant.known(),
                attempts, order));
    }

    /** The optimisers whose family is compared: in the registry, and named by the plan where it names solvers. */
    private List<Optimiser> comparedOptimisers() {
        Set<String> families = formulations.all().stream().map(Formulation::id).collect(Collectors.toSet());
        return optimisers.all().stream()
                .filter(optimiser -> families.contains(optimiser.id()))
                .filter(optimiser -> plan.solvers().isEmpty() || plan.solvers().contains(optimiser.id()))
                .toList();
    }

    /**
     * The row of one optimisation question: each optimiser that takes it runs once under the plan's
     * limit through the one runner, which verifies its witness (a witness that fails is a crash of
     * that optimiser, judged wrong).
     */
    private Row optimumRow(OptimisationCase optimisation, List<Optimiser> optimisers) {
        Map<String, Attempt<Optimum>> attempts = new LinkedHashMap<>();
        Map<String, Optional<Cell>> order = new LinkedHashMap<>();
        for (Optimiser optimiser : optimisers) {
            Optional<String> refusal = optimiser.refusal(optimisation.question());
            if (refusal.isPresent()) {
                order.put(optimiser.id(), Optional.of(Cell.notAsked(optimiser.id(), refusal.get())));
                continue;
            }
            attemptOnce(Question.OPTIMA, optimisation.label(), optimiser.id(),
                    settings -> () -> Optimisation.run(optimiser, optimisation.question(), false, settings), attempts, order);
        }
        return Referee.optima(optimisation, attempts, order);
    }

    /**
     * The packers of the disjoint question whose family is compared, as for the optimisers: in the registry (a packer's id
     * is its family's formulation id, dlx and cpsat), and named by the plan where it names solvers.
     */
    private List<Packer> comparedPackers() {
        Set<String> families = formulations.all().stream().map(Formulation::id).collect(Collectors.toSet());
        return Packers.standard(plan.threads()).all().stream()
                .filter(packer -> families.contains(packer.id()))
                .filter(packer -> plan.solvers().isEmpty() || plan.solvers().contains(packer.id()))
                .toList();
    }

    /** The row of the disjoint question for the n x n board: each packer once, under the plan's limit. */
    private Row disjointRow(int n, List<Packer> packers) {
        Map<String, Attempt<DisjointAnswer>> attempts = new LinkedHashMap<>();
        Map<String, Optional<Cell>> order = new LinkedHashMap<>();
        for (Packer packer : packers) {
            attemptOnce(Question.DISJOINT, "n=" + n, packer.id(),
                    settings -> () -> DisjointSolutions.answer(n, false, Optional.of(packer), packer, settings.start()), attempts, order);
        }
        return Referee.disjoint(n, attempts, order);
    }

    /**
     * Runs {@code call} once for {@code solver} under the plan's limit, seed and threads, telling the progress before
     * and any failure after, and records the attempt in {@code attempts} and its place in {@code order}.
     */
    private <T> void attemptOnce(Question question, String label, String solver, Function<SearchSettings, Callable<T>> call,
                                 Map<String, Attempt<T>> attempts, Map<String, Optional<Cell>> order) {
        String what = question.key() + " " + label + ": " + solver;
        progress.starting(Optional.of(question), what);
        Cancellation cancellation = Cancellation.create();
        SearchSettings settings = SearchSettings.defaults().withSeed(plan.seed()).withThreads(plan.threads()).withTimeLimit(plan.timeLimit()).withCancellation(cancellation);
        Attempt<T> attempt = Sandbox.run(solver, plan.timeLimit(), cancellation, Sandbox.CpuClock.forThreads(plan.threads()), call.apply(settings));
        if (attempt.kind() != Attempt.Kind.RETURNED) {
            progress.found(what + " " + attempt.kind().name().toLowerCase(Locale.ROOT) + ": " + attempt.failure());
        }
        attempts.put(solver, attempt);
        order.put(solver, Optional.empty());
    }

    private Row setRow(int n, List<Formulation> columns) {
        Problem problem = Problem.queens(n);
        long cap = KnownCounts.of(n).map(known -> 2 * known.solutions() + 100).orElse(2_000_000L);
        Asked<Enumeration> asked = ask(Question.SOLUTION_SETS, "n=" + n, problem, Task.ENUMERATE, columns,
                (formulation, settings) -> () -> enumerate(formulation, problem, settings, cap));
        return asked.judge((attempts, order) -> Referee.sets(n, plan.reference(), KnownCounts.of(n).map(KnownCount::solutions), attempts, order));
    }

    private Row completionRow(Instance instance, List<Formulation> columns) {
        Problem problem = instance.problem();
        Asked<SolveResult> asked = ask(Question.COMPLETIONS, instance.name(), problem, Task.findingOne(problem), columns,
                (formulation, settings) -> () -> formulation.solve(problem, settings));
        return asked.judge((attempts, order) -> Referee.completion(instance, plan.reference(), attempts, order));
    }

    private Row solveRow(int n, List<Formulation> columns) {
        Problem problem = Problem.queens(n);
        Asked<SolveResult> asked = ask(Question.SINGLE_SOLUTIONS, "n=" + n, problem, Task.SOLVE, columns,
                (formulation, settings) -> () -> formulation.solve(problem, settings));
        return asked.judge((attempts, order) -> Referee.solve(n, attempts, order));
    }

    /** Whether a value returned is no answer: a search stopped before its end. */
    private static boolean unanswered(Object value) {
        if (value instanceof CountResult count) {
            return !count.complete();
        }
        if (value instanceof Enumeration listed) {
            return !listed.exhausted();
        }
        return value instanceof SolveResult found && found.status() == Status.UNKNOWN;
    }

    private static Enumeration enumerate(Formulation formulation, Problem problem, SearchSettings settings, long cap) {
        try (SolutionStream stream = formulation.enumerate(problem, settings)) {
            List<Solution> solutions = new ArrayList<>();
            boolean overflowed = false;
            while (stream.hasNext()) {
                if (solutions.size() >= cap) {
                    overflowed = true;
                    break;
                }
                solutions.add(stream.next().solution().orElseThrow());
            }
            return new Enumeration(solutions, !overflowed && stream.exhausted(), overflowed, stream.stats());
        }
    }

    /** How to put a question to one formulation under some settings. */
    @FunctionalInterface
    private interface Call<T> {
        Callable<T> of(Formulation formulation, SearchSettings settings);
    }

    /**
     * The attempts of the formulations asked, and the cells of those not asked, in column order.
     *
     * @param repetitions for each repetition of the runs, the attempt of each formulation asked, by id
     * @param order each column's id with its not-asked cell, or empty when it was asked
     */
    record Asked<T>(List<Map<String, Attempt<T>>> repetitions, Map<String, Optional<Cell>> order) {

        /** The row {@code referee} makes of each repetition, merged: a wrong cell wins, else the cell of median wall time. */
        Row judge(BiFunction<Map<String, Attempt<T>>, Map<String, Optional<Cell>>, Row> referee) {
            return Row.merge(repetitions.stream().map(attempts -> referee.apply(attempts, order)).toList());
        }
    }

    private <T> Asked<T> ask(Question question, String label, Problem problem, Task task, List<Formulation> columns, Call<T> call) {
        List<Map<String, Attempt<T>>> repetitions = new ArrayList<>();
        for (int run = 0; run < plan.repeat(); run++) {
            repetitions.add(new LinkedHashMap<>());
        }
        Map<String, Optional<Cell>> order = new LinkedHashMap<>();
        for (Formulation formulation : columns) {
            Optional<String> refusal = Admission.whyNot(formulation, task, problem);
            if (refusal.isPresent()) {
                order.put(formulation.id(), Optional.of(Cell.notAsked(formulation.id(), refusal.get())));
                continue;
            }
            Map<String, String> stoppedBefore = stopped.computeIfAbsent(question, key -> new LinkedHashMap<>());
            if (question.bySize() && stoppedBefore.containsKey(formulation.id())) {
                order.put(formulation.id(), Optional.of(Cell.notAsked(formulation.id(), "Not asked beyond " + stoppedBefore.get(formulation.id())
                        + ", where it stopped without an answer.")));
                continue;
            }
            Attempt<T> attempt = null;
            for (int run = 0; run < plan.repeat(); run++) {
                if (attempt == null || attempt.kind() == Attempt.Kind.RETURNED && !attempt.value().map(Comparison::unanswered).orElse(true)) {
                    attempt = attempt(question, label, formulation, call, run);
                }
                repetitions.get(run).put(formulation.id(), attempt);
            }
            boolean unanswered = attempt.kind() == Attempt.Kind.OVERRAN
                    || attempt.value().map(Comparison::unanswered).orElse(false);
            if (unanswered) {
                stoppedBefore.putIfAbsent(formulation.id(), label);
            }
            order.put(formulation.id(), Optional.empty());
        }
        return new Asked<>(repetitions, order);
    }

    /** One run of one formulation on one question, announced on the progress line first. */
    private <T> Attempt<T> attempt(Question question, String label, Formulation formulation, Call<T> call, int run) {
        String what = question.key() + " " + label + ": " + formulation.id();
        progress.starting(Optional.of(question), what + (plan.repeat() > 1 ? " (run " + (run + 1) + " of " + plan.repeat() + ")" : ""));
        Cancellation cancellation = Cancellation.create();
        SearchSettings settings = SearchSettings.defaults().withSeed(plan.seed()).withThreads(plan.threads()).withTimeLimit(plan.timeLimit()).withCancellation(cancellation);
        Attempt<T> attempt = Sandbox.run(formulation.id(), plan.timeLimit(), cancellation, Sandbox.CpuClock.forThreads(plan.threads()),
                call.of(formulation, settings));
        if (attempt.kind() != Attempt.Kind.RETURNED) {
            progress.found(what + " " + attempt.kind().name().toLowerCase(Locale.ROOT) + ": " + attempt.failure());
        }
        return attempt;
    }
}
