package org.nqueens.optimise;

import java.util.ArrayList;
import java.util.List;
import org.nqueens.problem.Piece;

/**
 * The yardstick of the optimisation tests on small plain boards: an exhaustive search over sets of
 * squares with its own attack relation (written here, apart from {@code Lines} and the witness
 * check), counting the largest independent sets and the smallest dominating ones.
 */
public final class BruteForce {

    private final int n;
    /** attacks[s] lists the squares a piece on s attacks (lines do not stop at pieces; no pawns). */
    private final int[][] attacks;

    /** The board of {@code n} x {@code n} with {@code piece}'s moves. */
    public BruteForce(int n, Piece piece) {
        this.n = n;
        this.attacks = new int[n * n][];
        for (int s = 0; s < n * n; s++) {
            List<Integer> hit = new ArrayList<>();
            for (int t = 0; t < n * n; t++) {
                if (t != s && attacks(piece, s / n, s % n, t / n, t % n)) {
                    hit.add(t);
                }
            }
            attacks[s] = hit.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    private static boolean attacks(Piece piece, int r1, int c1, int r2, int c2) {
        int dr = Math.abs(r1 - r2);
        int dc = Math.abs(c1 - c2);
        boolean line = (piece.orthogonal() && (dr == 0 || dc == 0)) || (piece.diagonal() && dr == dc);
        boolean knight = piece.knight() && ((dr == 1 && dc == 2) || (dr == 2 && dc == 1));
        boolean king = piece.king() && dr <= 1 && dc <= 1;
        return line || knight || king;
    }

    /** {size of the largest independent set, how many there are}. */
    public long[] largestIndependent() {
        long[] best = {0, 0};
        independent(0, new boolean[n * n], 0, best);
        return best;
    }

    private void independent(int from, boolean[] forbidden, int size, long[] best) {
        if (size > best[0]) {
            best[0] = size;
            best[1] = 0;
        }
        if (size == best[0]) {
            best[1]++;
        }
        for (int s = from; s < n * n; s++) {
            if (forbidden[s]) {
                continue;
            }
            if (size + 1 + (n * n - s - 1) < best[0]) {
                return;
            }
            List<Integer> newly = new ArrayList<>();
            for (int t : attacks[s]) {
                if (!forbidden[t]) {
                    forbidden[t] = true;
                    newly.add(t);
                }
            }
            independent(s + 1, forbidden, size + 1, best);
            for (int t : newly) {
                forbidden[t] = false;
            }
        }
    }

    /** {size of the smallest dominating set, how many there are}, trying sizes upward. */
    public long[] smallestDominating() {
        for (int k = 1; ; k++) {
            long count = dominating(0, new int[n * n], k);
            if (count > 0) {
                return new long[] {k, count};
            }
        }
    }

    /** The dominating sets of exactly {@code left} more pieces on squares from {@code from} on; watched[t] counts watchers of t. */
    private long dominating(int from, int[] watched, int left) {
        if (left == 0) {
            for (int w : watched) {
                if (w == 0) {
                    return 0;
                }
            }
            return 1;
        }
        long count = 0;
        for (int s = from; s <= n * n - left; s++) {
            watched[s]++;
            for (int t : attacks[s]) {
                watched[t]++;
            }
            count += dominating(s + 1, watched, left - 1);
            watched[s]--;
            for (int t : attacks[s]) {
                watched[t]--;
            }
        }
        return count;
    }
}
