package org.nqueens.solver;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Scope;

/**
 * The one step that admits a request: a formulation, a task and a problem are checked once (the
 * formulation supports the task, takes the problem and does not refuse it for a limit of its own,
 * and the problem's given pieces are consistent) and come out as an {@link Admitted} request, which
 * the runner and the portfolio trust without asking again.
 */
public final class Admission {

    private Admission() {
    }

    /**
     * The request to do {@code task} on {@code problem} with {@code formulation}, admitted.
     *
     * @throws UnsupportedTaskException if the formulation will not do it (see {@link #whyNot})
     * @throws org.nqueens.problem.InconsistentBoardException if the given pieces attack each other
     */
    public static Admitted admit(Formulation formulation, Task task, Problem problem) {
        return admit(formulation, task, problem, UnsupportedTaskException::new);
    }

    /**
     * The same, refusing with the exception {@code refusal} makes of the reason: a registry's, say,
     * which adds the solvers that could do it instead.
     */
    public static Admitted admit(Formulation formulation, Task task, Problem problem, Function<String, ? extends RuntimeException> refusal) {
        Optional<String> reason = whyNot(formulation, task, problem);
        if (reason.isPresent()) {
            throw refusal.apply(reason.get());
        }
        problem.requireConsistent();
        return new Admitted(formulation, task, problem);
    }

    /**
     * The request admitted, or empty when {@code formulation} will not do it; for a caller that
     * tries several formulations in turn.
     *
     * @throws org.nqueens.problem.InconsistentBoardException if the formulation would, but the given pieces attack each other
     */
    public static Optional<Admitted> tryAdmit(Formulation formulation, Task task, Problem problem) {
        if (whyNot(formulation, task, problem).isPresent()) {
            return Optional.empty();
        }
        problem.requireConsistent();
        return Optional.of(new Admitted(formulation, task, problem));
    }

    /**
     * The same request, already admitted, put to {@code another} formulation (a racer of the
     * portfolio): the problem's consistency was checked once, so only the formulation's ability is
     * asked; empty when it will not do it.
     */
    public static Optional<Admitted> alsoAdmit(Admitted admitted, Formulation another) {
        return whyNot(another, admitted.task(), admitted.problem()).isEmpty()
                ? Optional.of(new Admitted(another, admitted.task(), admitted.problem()))
                : Optional.empty();
    }

    /**
     * Why {@code formulation} will not do {@code task} on {@code problem}: it does not support the
     * task, does not take the variant, or refuses the problem for a reason of its own; empty when it will.
     */
    public static Optional<String> whyNot(Formulation formulation, Task task, Problem problem) {
        if (!formulation.supports(task)) {
            return Optional.of(cannot(formulation, task));
        }
        if (!formulation.takes(problem)) {
            return Optional.of("The solver " + Quote.of(formulation.id()) + " does not take " + problem.describe()
                    + (Scope.CLASSIC.admits(problem) ? "." : "; it takes " + formulation.variants() + "."));
        }
        return formulation.refusal(task, problem);
    }

    /** "The solver 'id' cannot count all solutions.": a task the formulation does not support. */
    static String cannot(Formulation formulation, Task task) {
        return "The solver " + Quote.of(formulation.id()) + " cannot " + task.phrase() + ".";
    }

    /** "solvers that can: a, b, c", or a sentence saying none can. */
    public static String alternatives(List<Formulation> capable) {
        if (capable.isEmpty()) {
            return "no solver can.";
        }
        return "solvers that can: " + capable.stream().map(Formulation::id).collect(Collectors.joining(", ")) + ".";
    }
}
