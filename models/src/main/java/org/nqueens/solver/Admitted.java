package org.nqueens.solver;

import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;

/**
 * A request that {@link Admission} admitted: {@code formulation} will do {@code task} on
 * {@code problem}, whose given pieces are consistent. Only the admission step makes one, so that
 * whoever holds one (the runner, the portfolio, the command line) runs it without checking again.
 */
public final class Admitted {

    private final Formulation formulation;
    private final Task task;
    private final Problem problem;

    /** Finds one solution (or proves there is none): the request must be for {@link Task#SOLVE} or {@link Task#COMPLETE}. */
    public SolveResult solve(SearchSettings settings) {
        return formulation.solve(this, settings);
    }

    /** Counts the solutions, and with {@link Task#COUNT_UNIQUE} those distinct up to symmetry. */
    public CountResult count(SearchSettings settings) {
        return formulation.count(this, settings);
    }

    /** The solutions one at a time. */
    public SolutionStream enumerate(SearchSettings settings) {
        return formulation.enumerate(this, settings);
    }

    /** The formulation's model of the problem, as a student reads it. */
    public String model() {
        return formulation.model(this);
    }

    /** The formulation that will answer. */
    public Formulation formulation() {
        return formulation;
    }

    /** The task it was admitted for. */
    public Task task() {
        return task;
    }

    /** The problem, its given pieces consistent. */
    public Problem problem() {
        return problem;
    }

    /** Made by {@link Admission} only. */
    Admitted(Formulation formulation, Task task, Problem problem) {
        this.formulation = formulation;
        this.task = task;
        this.problem = problem;
    }

    /** Throws unless this request was admitted for {@code asked} and one of {@code tasks}: a request is run as it was admitted. */
    void require(Formulation asked, Task... tasks) {
        if (asked != formulation) {
            throw new IllegalArgumentException("The request admitted for the solver " + Quote.of(formulation.id()) + " was given to '"
                    + asked.id() + "'.");
        }
        for (Task allowed : tasks) {
            if (allowed == task) {
                return;
            }
        }
        throw new IllegalArgumentException("The request admitted to " + task.phrase() + " was run for another task.");
    }
}
