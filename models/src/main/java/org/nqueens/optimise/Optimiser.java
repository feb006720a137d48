package org.nqueens.optimise;

import java.util.Optional;
import org.nqueens.solver.Named;
import org.nqueens.solver.Run;

/**
 * A formulation of the optimisation questions: it says which questions it takes (and why it
 * refuses the others), and answers one with its best witness and its proved bound. The runner
 * owns the rest: the guards, the clock, checking the witness independently, and deciding whether
 * the answer is optimal. Optimisers use the id of their formulation family ({@code cpsat},
 * {@code choco}, {@code dlx}, {@code backtrack}), so {@code --solver cpsat} picks the CP-SAT one.
 */
public interface Optimiser extends Named {

    /** Why it refuses {@code question} (one sentence naming what it does answer), or empty when it takes it. */
    Optional<String> refusal(Question question);

    /** Whether it takes {@code question} at all: it has no reason to refuse it. */
    default boolean takes(Question question) {
        return refusal(question).isEmpty();
    }

    /**
     * Answers {@code question}: the best witness it finds and the bound it proves, within the run's
     * deadline (when the deadline comes, it returns what it has). With {@code count}, it also counts
     * the optimal witnesses once the optimum is proved.
     */
    Finding optimise(Question question, boolean count, Run run);
}
