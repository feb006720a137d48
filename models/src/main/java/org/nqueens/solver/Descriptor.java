package org.nqueens.solver;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Scope;

/**
 * What a formulation is, declared once and apart from its model and search: its solver id, a title,
 * the {@link Task}s it supports, the problems it takes (a {@link Scope}, widened where the
 * formulation has a rule of its own), those problems in words for the message that refuses another,
 * and the limits of its method (a board too large to print, to count clause by clause...). The
 * formulations that share a model family share its descriptor's shape by building it in one place.
 *
 * @param id the solver id users type
 * @param title one line saying what the formulation is
 * @param tasks the tasks it supports
 * @param scope the problems it takes
 * @param beyondScope the problems it takes besides those of the scope (never, by default)
 * @param variants what it takes, in words: "n queens on the plain n x n board"
 * @param limits why it refuses a problem it takes, each asked in turn
 */
public record Descriptor(String id, String title, Set<Task> tasks, Scope scope, Predicate<Problem> beyondScope, String variants,
        List<Limit> limits) implements Named {

    /** What a classic formulation takes, in the words of the message that refuses a variant. */
    public static final String CLASSIC_VARIANTS = "n queens on the plain n x n board";

    /** One reason a formulation refuses a task on a problem it takes: a size beyond its method, say. */
    @FunctionalInterface
    public interface Limit {
        /** Why the formulation {@code id} refuses {@code task} on {@code problem}; empty when it does not. */
        Optional<String> refusal(String id, Task task, Problem problem);
    }

    /** Validates the parts and keeps unmodifiable copies. */
    public Descriptor {
        if (id == null || id.isBlank() || title == null || scope == null || beyondScope == null || variants == null || limits == null) {
            throw new IllegalArgumentException("A descriptor needs an id, a title, a scope, a rule beyond it, the variants in words"
                    + " and its limits; one was missing (id " + Quote.of(id) + ").");
        }
        if (tasks == null || tasks.isEmpty()) {
            throw new IllegalArgumentException("The formulation " + Quote.of(id) + " must support at least one task.");
        }
        tasks = Collections.unmodifiableSet(EnumSet.copyOf(tasks));
        limits = List.copyOf(limits);
    }

    /** A formulation {@code id} that supports {@code tasks} on the classic board, without limits. */
    public static Descriptor of(String id, String title, Set<Task> tasks) {
        return new Descriptor(id, title, tasks, Scope.CLASSIC, problem -> false, CLASSIC_VARIANTS, List.of());
    }

    /** The same formulation taking the problems of {@code wider}. */
    public Descriptor taking(Scope wider) {
        return new Descriptor(id, title, tasks, wider, beyondScope, variants, limits);
    }

    /** The same formulation also taking the problems {@code rule} accepts; {@code inWords} says all it takes. */
    public Descriptor alsoTaking(Predicate<Problem> rule, String inWords) {
        return new Descriptor(id, title, tasks, scope, rule, inWords, limits);
    }

    /** The same formulation refusing, besides, what {@code limit} refuses. */
    public Descriptor limitedBy(Limit limit) {
        List<Limit> more = new ArrayList<>(limits);
        more.add(limit);
        return new Descriptor(id, title, tasks, scope, beyondScope, variants, more);
    }

    /** Whether the formulation takes {@code problem}: its scope admits it, or its own rule does. */
    public boolean takes(Problem problem) {
        return scope.admits(problem) || beyondScope.test(problem);
    }

    /** The first limit that refuses {@code task} on {@code problem}; empty when none does. */
    public Optional<String> refusal(Task task, Problem problem) {
        for (Limit limit : limits) {
            Optional<String> reason = limit.refusal(id, task, problem);
            if (reason.isPresent()) {
                return reason;
            }
        }
        return Optional.empty();
    }
}
