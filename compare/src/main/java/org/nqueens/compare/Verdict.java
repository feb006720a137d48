package org.nqueens.compare;

import java.util.Collection;

/** The judgement of one row of a table, or of a whole comparison. */
public enum Verdict {
    /** Every answer given is right: it agrees with the reference, the known facts and the verifier. */
    AGREE,
    /** Some answer is wrong: a disagreement, a failed verification, or a formulation that crashed. */
    DISAGREE,
    /** Nothing is wrong, but some question got no answer from any formulation. */
    NO_ANSWER;

    /** The verdict of several: any disagreement wins, then any question without an answer. */
    public static Verdict combine(Collection<Verdict> verdicts) {
        if (verdicts.contains(DISAGREE)) {
            return DISAGREE;
        }
        return verdicts.contains(NO_ANSWER) ? NO_ANSWER : AGREE;
    }
}
