package org.nqueens.solver;

import java.util.Optional;
import java.util.Set;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Scope;

/**
 * One formulation of the problem family: a model of a {@link Problem} and a search over it. A
 * formulation declares what it is (its id, a title, the {@link Task}s it supports, the problems it
 * takes and why it refuses one) and supplies, for a problem, its model and its search; the one
 * {@link Runner} does the rest for every formulation alike: the guards, the clock and the
 * cancellation, solve, count and enumerate, the unique count, the results and the streams.
 *
 * <p>What a formulation writes: {@link #search} (its model and search, every solution once), and
 * where its method differs from "the first of those" or "count them one by one",
 * {@link #searchOne} (restarts, a rule, repair) and {@link #tally} (a count by symmetry or in
 * parallel parts). What callers use: {@link #solve}, {@link #count}, {@link #enumerate} and
 * {@link #model}, each given a problem (admitted first, by {@link Admission}) or a request already
 * admitted, and answered by the runner.
 *
 * <p>Implementations are stateless between calls and safe to call from several threads at once;
 * each call builds its own model. Searches honour the run's deadline and return what they have
 * (a stop, a partial count) rather than throwing.
 */
public interface Formulation extends Named {

    /** The tasks this formulation supports. */
    Set<Task> tasks();

    /** Whether this formulation supports {@code task}. */
    default boolean supports(Task task) {
        return tasks().contains(task);
    }

    /**
     * The problems this formulation takes, declared once: by default the classic one, n queens on
     * the plain n x n board (with given queens and blocked squares).
     */
    default Scope scope() {
        return Scope.CLASSIC;
    }

    /** Whether this formulation takes the variant {@code problem} is: by default, whether its {@link #scope()} admits it. */
    default boolean takes(Problem problem) {
        return scope().admits(problem);
    }

    /** The variants {@link #takes} takes, in words, for the message that refuses another one: by default its scope's. */
    default String variants() {
        return scope().description();
    }

    /**
     * Why this formulation cannot do {@code task} on {@code problem} although it supports the task
     * and takes the variant (a board too large for its method, say); empty when it can.
     */
    default Optional<String> refusal(Task task, Problem problem) {
        return Optional.empty();
    }

    /**
     * The model of {@code problem} and the search over it, producing every solution once, lazily.
     * Called only for problems the formulation takes, for tasks it supports and does not refuse,
     * whose given pieces are consistent.
     */
    default ResumableSearch search(Problem problem, Run run) {
        throw new UnsupportedTaskException(this, Task.ENUMERATE);
    }

    /** The search for one solution, where it is not the first step of {@link #search}: restarts, a rule, repair. */
    default ResumableSearch searchOne(Problem problem, Run run) {
        return search(problem, run);
    }

    /**
     * A count made the formulation's own way (by symmetry, in parallel parts), or empty to let the
     * runner count the solutions of {@link #search} one by one (and classify them by symmetry for
     * a unique count).
     */
    default Optional<Tally> tally(Problem problem, boolean unique, Run run) {
        return Optional.empty();
    }

    /** The formulation itself for {@code problem}, as a student reads it: variables and constraints, or a matrix. */
    default String modelText(Problem problem) {
        throw new UnsupportedTaskException(this, Task.MODEL);
    }

    /** Finds one solution of {@code problem} or proves there is none. */
    default SolveResult solve(Problem problem, SearchSettings settings) {
        return solve(Admission.admit(this, Task.findingOne(problem), problem), settings);
    }

    /** Finds one solution of an admitted request's problem, or proves there is none; the request is trusted. */
    default SolveResult solve(Admitted request, SearchSettings settings) {
        return Runner.solve(this, request, settings);
    }

    /** Counts the solutions of {@code problem}; with {@code unique}, also those distinct up to its symmetries. */
    default CountResult count(Problem problem, boolean unique, SearchSettings settings) {
        return count(Admission.admit(this, unique ? Task.COUNT_UNIQUE : Task.COUNT, problem), settings);
    }

    /** Counts the solutions of an admitted request's problem ({@link Task#COUNT_UNIQUE}: also those distinct up to symmetry). */
    default CountResult count(Admitted request, SearchSettings settings) {
        return Runner.count(this, request, settings);
    }

    /** The solutions of {@code problem} one at a time, each exactly once. */
    default SolutionStream enumerate(Problem problem, SearchSettings settings) {
        return enumerate(Admission.admit(this, Task.ENUMERATE, problem), settings);
    }

    /** The solutions of an admitted request's problem one at a time, each exactly once. */
    default SolutionStream enumerate(Admitted request, SearchSettings settings) {
        return Runner.enumerate(this, request, settings);
    }

    /** The formulation itself for {@code problem}. */
    default String model(Problem problem) {
        return model(Admission.admit(this, Task.MODEL, problem));
    }

    /** The formulation itself for an admitted request's problem. */
    default String model(Admitted request) {
        return Runner.model(this, request);
    }
}
