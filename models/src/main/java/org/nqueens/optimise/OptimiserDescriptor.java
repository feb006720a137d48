package org.nqueens.optimise;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nqueens.solver.Named;

/**
 * What an optimiser is, declared once and apart from its search: the id users name it by, a title,
 * and the reasons it refuses a question, each asked in turn. The refusals that several optimisers
 * give alike (the objectives they answer, boards with pawns only) are written here once.
 *
 * @param id the id users name it by ({@code cpsat}, {@code choco}, {@code dlx}, {@code backtrack})
 * @param title one line saying what it is
 * @param limits why it refuses a question, each asked in turn; the first reason given is the refusal
 */
public record OptimiserDescriptor(String id, String title, List<Limit> limits) implements Named {

    /** One reason an optimiser refuses a question. */
    @FunctionalInterface
    public interface Limit {
        /** Why the optimiser {@code id} refuses {@code question} (one sentence); empty when it does not. */
        Optional<String> refusal(String id, Question question);
    }

    /** Validates the parts and keeps an unmodifiable copy of the limits. */
    public OptimiserDescriptor {
        if (id == null || id.isBlank() || title == null || limits == null) {
            throw new IllegalArgumentException("An optimiser's descriptor needs an id, a title and its limits; one was missing (id '"
                    + id + "').");
        }
        limits = List.copyOf(limits);
    }

    /** An optimiser {@code id} that refuses no question. */
    public static OptimiserDescriptor of(String id, String title) {
        return new OptimiserDescriptor(id, title, List.of());
    }

    /** The same optimiser refusing, besides, what {@code limit} refuses (asked after the limits before it). */
    public OptimiserDescriptor limitedBy(Limit limit) {
        List<Limit> more = new ArrayList<>(limits);
        more.add(limit);
        return new OptimiserDescriptor(id, title, more);
    }

    /** The same optimiser refusing every objective but {@code answered}, which {@code inWords} names. */
    public OptimiserDescriptor answering(Set<Objective> answered, String inWords) {
        Set<Objective> objectives = EnumSet.copyOf(answered);
        return limitedBy((name, question) -> objectives.contains(question.objective()) ? Optional.empty()
                : Optional.of(name + " answers " + inWords + ", not " + question.objective().label() + "."));
    }

    /** The same optimiser refusing boards with given pieces or blocked squares: it takes pawns only. */
    public OptimiserDescriptor pawnsOnly() {
        return limitedBy((name, question) -> question.problem().givenCount() == 0 && question.problem().blocked().isEmpty()
                ? Optional.empty()
                : Optional.of(name + " answers " + question.objective().label()
                        + " on boards with pawns only, not with given pieces or blocked squares."));
    }

    /** Why the optimiser refuses {@code question}: the first of its limits that gives a reason; empty when none does. */
    public Optional<String> refusal(Question question) {
        for (Limit limit : limits) {
            Optional<String> refusal = limit.refusal(id, question);
            if (refusal.isPresent()) {
                return refusal;
            }
        }
        return Optional.empty();
    }
}
