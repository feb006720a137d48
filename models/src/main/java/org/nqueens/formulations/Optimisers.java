package org.nqueens.formulations;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.nqueens.formulations.backtrack.BacktrackOptimiser;
import org.nqueens.formulations.choco.ChocoOptimiser;
import org.nqueens.formulations.cpsat.CpSatOptimiser;
import org.nqueens.formulations.exactcover.CoverOptimiser;
import org.nqueens.optimise.Optimiser;
import org.nqueens.optimise.Question;
import org.nqueens.problem.Quote;
import org.nqueens.solver.UnknownSolverException;
import org.nqueens.solver.UnsupportedTaskException;

/**
 * The optimisers by id, in the order a command tries them when none is named: the first that takes
 * a question answers it.
 */
public final class Optimisers {

    private final List<Optimiser> optimisers;

    private Optimisers(List<Optimiser> optimisers) {
        this.optimisers = List.copyOf(optimisers);
        List<String> seen = new ArrayList<>();
        for (Optimiser optimiser : this.optimisers) {
            if (seen.contains(optimiser.id())) {
                throw new IllegalArgumentException("Two optimisers share the id " + Quote.of(optimiser.id()) + ".");
            }
            seen.add(optimiser.id());
        }
    }

    /**
     * Every optimiser of the toolkit, the default first: the cover search ({@code dlx}) where it takes
     * the question (it proves queen domination to n = 13, where CP-SAT stops at 11), then CP-SAT,
     * which takes every question, Choco, and the exhaustive yardstick.
     */
    public static Optimisers standard() {
        return new Optimisers(List.of(new CoverOptimiser(), new CpSatOptimiser(), new ChocoOptimiser(), new BacktrackOptimiser()));
    }

    /** The optimisers {@code optimisers}, in that order. */
    public static Optimisers of(List<Optimiser> optimisers) {
        return new Optimisers(optimisers);
    }

    /** The optimisers in order. */
    public List<Optimiser> all() {
        return optimisers;
    }

    /** Their ids in order. */
    public List<String> ids() {
        return optimisers.stream().map(Optimiser::id).toList();
    }

    /**
     * The optimiser named {@code id}.
     *
     * @throws UnknownSolverException when none is
     */
    public Optimiser get(String id) {
        return optimisers.stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow(() -> new UnknownSolverException(id, ids()));
    }

    /** The optimisers that take {@code question}, in order. */
    public List<Optimiser> capableOf(Question question) {
        return optimisers.stream().filter(o -> o.refusal(question).isEmpty()).toList();
    }

    /**
     * The optimiser {@code id} for {@code question}, or with no id (null) the first that takes it.
     *
     * @throws UnknownSolverException when {@code id} names none
     * @throws UnsupportedTaskException when it (or, without an id, every one) refuses the question,
     *         naming those that take it
     */
    public Optimiser choose(String id, Question question) {
        List<Optimiser> capable = capableOf(question);
        if (id == null) {
            if (capable.isEmpty()) {
                throw new UnsupportedTaskException("No optimiser answers " + question.objective().label() + " for "
                        + question.problem().describe() + "; the optimisers are " + String.join(", ", ids()) + ".");
            }
            return capable.get(0);
        }
        Optimiser chosen = get(id);
        Optional<String> refusal = chosen.refusal(question);
        if (refusal.isPresent()) {
            throw new UnsupportedTaskException(refusal.get() + " " + alternatives(capable));
        }
        return chosen;
    }

    private static String alternatives(List<Optimiser> capable) {
        if (capable.isEmpty()) {
            return "No optimiser answers it.";
        }
        return "Optimisers that do: " + capable.stream().map(Optimiser::id).collect(Collectors.joining(", ")) + ".";
    }
}
