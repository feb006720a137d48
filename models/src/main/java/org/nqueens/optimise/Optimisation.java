package org.nqueens.optimise;

import java.util.Optional;
import java.util.OptionalInt;
import org.nqueens.problem.Quote;
import org.nqueens.solver.Run;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;
import org.nqueens.solver.UnsupportedTaskException;

/**
 * The one runner of the optimisation questions: it refuses up front what the optimiser does not
 * take, starts the clock, asks the optimiser, checks its witness with {@link WitnessCheck} and
 * decides the status from the witness's value and the proved bound. An optimiser that returns a
 * witness that does not verify, a bound on the wrong side of its own witness, or a count of an
 * optimum it did not prove, has a bug, and the runner says so naming it.
 */
public final class Optimisation {

    private Optimisation() {
    }

    /**
     * Puts {@code question} to {@code optimiser} under {@code settings}; with {@code count}, also
     * asks for the number of optimal witnesses.
     *
     * @throws UnsupportedTaskException when the optimiser does not take the question
     * @throws org.nqueens.problem.InvalidInputException when the given pieces of a question that
     *         asks for independence attack each other
     * @throws IllegalStateException when the optimiser answers wrongly (a bug)
     */
    public static Optimum run(Optimiser optimiser, Question question, boolean count, SearchSettings settings) {
        require(optimiser, question);
        Run run = Run.start(settings);
        Finding finding = optimiser.optimise(question, count, run);
        return judge(optimiser.id(), question, count, finding, run);
    }

    /** Throws unless {@code optimiser} takes {@code question} and the question's given pieces are consistent. */
    static void require(Optimiser optimiser, Question question) {
        Optional<String> refusal = optimiser.refusal(question);
        if (refusal.isPresent()) {
            throw new UnsupportedTaskException(refusal.get());
        }
        if (question.objective() != Objective.DOMINATION) {
            // Independence asks that no piece attack another, the given ones included; given pieces
            // that dominate may attack each other.
            question.problem().requireConsistent();
        }
    }

    /** The optimum that {@code finding} makes, after checking it. */
    static Optimum judge(String id, Question question, boolean count, Finding finding, Run run) {
        Objective objective = question.objective();
        if (finding.provesNoneExists() && objective.maximise()) {
            throw new IllegalStateException("The optimiser " + Quote.of(id) + " says no witness exists for " + objective.label()
                    + ", which always has one (a bug).");
        }
        OptionalInt value = OptionalInt.empty();
        if (finding.best().isPresent()) {
            Witness witness = finding.best().get();
            Optional<String> fault = WitnessCheck.fault(question, witness);
            if (fault.isPresent()) {
                throw new IllegalStateException("The optimiser " + Quote.of(id) + " returned a witness that does not answer "
                        + objective.label() + " on " + question.problem().describe() + ": " + fault.get() + " (a bug).");
            }
            int found = WitnessCheck.value(question, witness);
            boolean wrongSide = objective.maximise() ? finding.bound() < found : finding.bound() > found;
            if (wrongSide) {
                throw new IllegalStateException("The optimiser " + Quote.of(id) + " proved the bound " + finding.bound() + " for "
                        + objective.label() + " but found a witness of value " + found + " beyond it (a bug).");
            }
            value = OptionalInt.of(found);
        }
        Status status;
        if (finding.provesNoneExists()) {
            status = Status.INFEASIBLE;
        } else if (value.isEmpty()) {
            status = Status.UNKNOWN;
        } else {
            status = value.getAsInt() == finding.bound() ? Status.OPTIMAL : Status.FEASIBLE;
        }
        if (finding.count().isPresent() && (!count || status != Status.OPTIMAL)) {
            throw new IllegalStateException("The optimiser " + Quote.of(id) + " counted optimal witnesses "
                    + (count ? "of an optimum it did not prove" : "though no count was asked for") + " (a bug).");
        }
        if (finding.count().isPresent() && finding.count().getAsLong() < 1) {
            throw new IllegalStateException("The optimiser " + Quote.of(id) + " counted no optimal witness beside the one it found (a bug).");
        }
        return new Optimum(question, id, status, value, finding.bound(), finding.best(), finding.count(), new Stats(finding.stats()),
                run.deadline().elapsed(), finding.boundReason());
    }
}
