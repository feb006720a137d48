package org.nqueens.compare;

/** What became of one question put to one formulation. */
public enum Outcome {
    /** It answered: a count, a solution set, SAT or UNSAT. Whether the answer is right is judged separately. */
    ANSWERED,
    /** It gave no answer within its time limit (a partial count or set may be shown), or an incomplete method gave up. */
    UNKNOWN,
    /** It did not return within its time limit and a grace period; the harness stopped waiting for it. */
    OVERRAN,
    /** It threw an exception. */
    CRASHED,
    /** Its solver cannot run in this process (a native library that does not load, say). */
    UNAVAILABLE,
    /** It was not asked: it refuses this board (too large for its method, say). */
    NOT_ASKED
}
