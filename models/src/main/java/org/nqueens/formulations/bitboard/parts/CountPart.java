package org.nqueens.formulations.bitboard.parts;

import org.nqueens.solver.WorkSplitter;

/** One part of an empty-board count: a frame of the symmetric count, or a row prefix of the placements count. */
sealed interface CountPart extends WorkSplitter.Part permits FramePart, PrefixPart {

    /**
     * The nodes one unit of a part's estimated work stands for on the n x n board: 1 up to n = 27;
     * beyond, 16 times more a size (the search grows about ten times a size), so that the estimates
     * of a whole plan add up within 63 bits (n = 27: 5.6 * 10<sup>18</sup> nodes) for every n up to 64.
     */
    static double workUnit(int n) {
        return Math.scalb(1.0, 4 * Math.max(0, n - 27));
    }

    /**
     * Validates a part: what it searches below ({@code below}, a {@code kind}: a frame, a prefix) and a positive estimate.
     *
     * @throws IllegalArgumentException if either is missing or the estimate is not positive
     */
    static void validate(String kind, Object below, long work) {
        if (below == null || work < 1) {
            throw new IllegalArgumentException("A " + kind + " part needs a " + kind + " and a positive work estimate (" + work + ").");
        }
    }

    /** A search's estimate of a part's nodes on the n x n board in the plan's unit of work: one more than the units, rounded. */
    static long work(double estimate, int n) {
        return 1 + Math.round(estimate / workUnit(n));
    }
}
