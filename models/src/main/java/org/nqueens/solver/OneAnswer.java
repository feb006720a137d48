package org.nqueens.solver;

import java.util.Optional;
import java.util.function.Supplier;
import org.nqueens.problem.Placement;

/**
 * The search of a method that answers once and enumerates nothing (a rule that writes a solution
 * down, a repair that reaches one or gives up, a solver's single {@code solve}): its first
 * {@link #advance} runs the method; later ones say there is nothing more to find.
 */
public final class OneAnswer implements ResumableSearch {

    /**
     * What the method found.
     *
     * @param step SOLUTION, EXHAUSTED (no solution, proved when {@code complete}) or STOPPED
     * @param placement the solution, present exactly with SOLUTION
     * @param stats the work done
     * @param ending why there is no solution, or why the method stopped
     * @param complete whether EXHAUSTED proves that there is no solution
     */
    public record Outcome(Step step, Optional<Placement> placement, Stats stats, String ending, boolean complete) {

        /** Validates that a placement comes exactly with a solution. */
        public Outcome {
            if (step == null || placement == null || stats == null || ending == null) {
                throw new IllegalArgumentException("An outcome needs every component; one was null.");
            }
            if (placement.isPresent() != (step == Step.SOLUTION)) {
                throw new IllegalArgumentException("A " + step + " outcome must " + (step == Step.SOLUTION ? "" : "not ") + "carry a placement.");
            }
        }

        /** A solution found. */
        public static Outcome solved(Placement placement, Stats stats) {
            return new Outcome(Step.SOLUTION, Optional.of(placement), stats, "", true);
        }

        /** Proved that there is no solution, and how. */
        public static Outcome none(Stats stats, String proof) {
            return new Outcome(Step.EXHAUSTED, Optional.empty(), stats, proof, true);
        }

        /** Gave up without an answer (an incomplete method), and why. */
        public static Outcome gaveUp(Stats stats, String why) {
            return new Outcome(Step.EXHAUSTED, Optional.empty(), stats, why, false);
        }

        /** Stopped by the clock or a cancellation, with what more to say. */
        public static Outcome stopped(Stats stats, String why) {
            return new Outcome(Step.STOPPED, Optional.empty(), stats, why, true);
        }
    }

    private final Supplier<Outcome> method;
    /** Whether the one answer is every answer (a decided problem), not just the first (a method that finds one). */
    private final boolean whole;
    private Outcome outcome;

    private OneAnswer(Supplier<Outcome> method, boolean whole) {
        this.method = method;
        this.whole = whole;
    }

    /** The search that runs {@code method} on its first step; it finds one solution at most, so a second step stops. */
    public static OneAnswer of(Supplier<Outcome> method) {
        return new OneAnswer(method, false);
    }

    /** The search of a problem decided without a model: its one solution ({@code only}), or none, and why. */
    public static OneAnswer decided(Optional<Placement> only, String why) {
        return new OneAnswer(() -> only.map(placement -> Outcome.solved(placement, Stats.empty()))
                .orElseGet(() -> Outcome.none(Stats.empty(), why)), true);
    }

    @Override
    public Step advance() {
        if (outcome != null) {
            return outcome.step() == Step.SOLUTION ? (whole ? Step.EXHAUSTED : Step.STOPPED) : outcome.step();
        }
        outcome = method.get();
        return outcome.step();
    }

    @Override
    public Placement placement() {
        return outcome.placement().orElseThrow();
    }

    @Override
    public Stats stats() {
        return outcome == null ? Stats.empty() : outcome.stats();
    }

    @Override
    public boolean complete() {
        return outcome == null || outcome.complete();
    }

    @Override
    public String ending() {
        return outcome == null ? "" : outcome.ending();
    }
}
