package org.nqueens.formulations.minconflicts;

import java.util.SplittableRandom;
import org.nqueens.solver.Deadline;

/**
 * The search over a {@link QueenPermutation}: a greedy starting board, then repair steps that swap
 * the columns of a conflicted queen and a random partner when the swap lowers the cost, or keeps it
 * when no partner tried lowers it (a sideways step across a plateau). After Sosic and Gu, "Fast
 * search algorithms for the n-queens problem", IEEE Trans. SMC 21(6), 1991, and the min-conflicts
 * heuristic of Minton, Johnston, Philips and Laird, Artificial Intelligence 58, 1992.
 * Every step costs O(1) expected work: it reads the diagonal counters, never a whole row.
 */
final class RepairSearch {

    /** How a run on one starting board ended. */
    enum Outcome { SOLVED, STUCK, STOPPED }

    /**
     * At most this many random columns are weighed for each queen of the starting board; the first
     * free of conflict is taken (about 3 are drawn on average).
     */
    static final int CANDIDATES = 256;
    /** Random partners tried for one conflicted queen before the attempt counts as failed. */
    static final int PARTNERS = 16;
    /** Failed attempts in a row after which the run is taken to be in a local minimum. */
    static final int STALL = 2_000;
    private static final int POLL_MASK = (1 << 12) - 1;

    private final QueenPermutation queens;
    private final SplittableRandom random;
    private final Deadline deadline;
    private final ConflictedQueens conflicted;
    private long steps;

    RepairSearch(QueenPermutation queens, long seed, Deadline deadline) {
        this.queens = queens;
        this.random = new SplittableRandom(seed);
        this.deadline = deadline;
        this.conflicted = new ConflictedQueens(queens.size());
    }

    /** Repair steps taken so far, over every run; the starting boards are not counted. */
    long steps() {
        return steps;
    }

    /**
     * One run: a fresh starting board (the queens of an earlier run are lifted first), then repair
     * until the cost is 0, {@code attemptLimit} attempts were made or too many failed in a row.
     */
    Outcome run(long attemptLimit, boolean fresh) {
        if (!fresh) {
            queens.liftAll();
            conflicted.clear();
        }
        if (!placeStartingBoard()) {
            return Outcome.STOPPED;
        }
        return repair(attemptLimit);
    }

    /**
     * Each queen in turn takes, of a few random columns still free, the one in conflict with the
     * fewest queens already placed: the pool of free columns sits in {@code queens} from position i
     * on, so a choice is a swap within it and the result is a permutation.
     */
    private boolean placeStartingBoard() {
        int m = queens.size();
        for (int i = 0; i < m; i++) {
            if ((i & POLL_MASK) == 0 && deadline.reached()) {
                return false;
            }
            int remaining = m - i;
            int best = i;
            int bestCost = Integer.MAX_VALUE;
            for (int t = Math.min(CANDIDATES, remaining); t > 0 && bestCost > 0; t--) {
                int j = i + random.nextInt(remaining);
                int cost = queens.costOf(i, queens.column(j));
                if (cost < bestCost) {
                    best = j;
                    bestCost = cost;
                }
            }
            queens.exchange(i, best);
            queens.place(i);
            if (bestCost > 0) {
                conflicted.add(i);
            }
        }
        return true;
    }

    private Outcome repair(long attemptLimit) {
        int m = queens.size();
        long attempts = 0;
        int failed = 0;
        while (queens.cost() > 0) {
            if ((++attempts & POLL_MASK) == 0 && deadline.reached()) {
                return Outcome.STOPPED;
            }
            if (attempts > attemptLimit || failed > STALL) {
                return Outcome.STUCK;
            }
            if (conflicted.isEmpty()) {
                collectConflicted();
            }
            int at = random.nextInt(conflicted.size());
            int i = conflicted.get(at);
            if (queens.conflicts(i) == 0) {
                conflicted.removeAt(at);
                continue;
            }
            long before = queens.cost();
            int partner = repairStep(i, m);
            if (partner < 0) {
                failed++;
                continue;
            }
            steps++;
            failed = queens.cost() < before ? 0 : failed + 1;
            if (queens.conflicts(partner) > 0) {
                conflicted.add(partner);
            }
        }
        return Outcome.SOLVED;
    }

    /**
     * Swaps queen {@code i} with the first of a few random partners that lowers the cost or, if
     * none does, with the first that keeps it (a sideways step across a plateau); returns the
     * partner, or -1 (and no change) when every swap tried raises the cost.
     */
    private int repairStep(int i, int m) {
        int sideways = -1;
        for (int t = 0; t < PARTNERS; t++) {
            int j = random.nextInt(m);
            if (j == i) {
                continue;
            }
            long change = queens.swap(i, j);
            if (change < 0) {
                return j;
            }
            queens.swap(i, j);
            if (change == 0 && sideways < 0) {
                sideways = j;
            }
        }
        if (sideways >= 0) {
            queens.swap(i, sideways);
        }
        return sideways;
    }

    /** Rebuilds the list of conflicted queens by one pass over the board (a safety net; the list is kept up to date). */
    private void collectConflicted() {
        for (int i = 0; i < queens.size(); i++) {
            if (queens.conflicts(i) > 0) {
                conflicted.add(i);
            }
        }
    }
}
