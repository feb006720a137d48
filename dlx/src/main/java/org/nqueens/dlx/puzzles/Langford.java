package org.nqueens.dlx.puzzles;

import org.nqueens.dlx.ExactCover;

/**
 * Langford pairings as exact cover (Knuth, TAOCP 7.2.2.1): place two copies of each of 1..n in a
 * row of 2n slots so that the two copies of k have exactly k numbers between them. One primary item
 * a number (named {@code k}) and one a slot (named {@code sJ}, J from 1 to 2n); one option a place
 * for the pair of k: {@code k sJ sJ+k+1}. Both a pairing and its reversal are solutions, so the
 * counts are twice the published numbers of pairings (OEIS A014552): n = 3: 2, n = 7: 52,
 * n = 8: 300; none exist unless n mod 4 is 0 or 3.
 */
public final class Langford {

    /** The largest n: the 2n slots must leave room for the pair of n, and the matrix stays small. */
    public static final int MAX_N = 1000;

    private Langford() {
    }

    /** The pairings of 1..{@code n}. */
    public static ExactCover pairings(int n) {
        if (n < 1 || n > MAX_N) {
            throw new IllegalArgumentException("The Langford order n (" + n + ") must lie between 1 and " + MAX_N + ".");
        }
        ExactCover.Builder builder = ExactCover.builder();
        for (int k = 1; k <= n; k++) {
            builder.primary(Integer.toString(k));
        }
        for (int j = 1; j <= 2 * n; j++) {
            builder.primary(slot(j));
        }
        for (int k = 1; k <= n; k++) {
            for (int j = 1; j + k + 1 <= 2 * n; j++) {
                builder.option(Integer.toString(k), slot(j), slot(j + k + 1));
            }
        }
        return builder.build();
    }

    /** The name of slot {@code j} (from 1). */
    public static String slot(int j) {
        return "s" + j;
    }
}
