package org.nqueens.formulations.bitboard.variant;

import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Stats;

/**
 * Every solution of a {@link RowVariant} problem once, row by row from the first, each row's free
 * columns one word ({@link RowVariant#free}); resumable, so it solves, completes and enumerates.
 * A row holding a given queen may take only its column, a blocked square never; a given queen that
 * the queens above attack thus empties its row. No symmetry is used: every solution is produced,
 * which the unique count (the runner classifying the solutions) and the stream need.
 */
public final class VariantRowSearch implements ResumableSearch {

    private static final int POLL_MASK = (1 << 12) - 1;

    private final RowVariant variant;
    private final int n;
    private final Deadline deadline;
    /** The columns each row may take at all: its given queen's, or every square not blocked. */
    private final long[] allowed;
    /** The words of each row as the queens above leave them. */
    private final long[] cols;
    private final long[] left;
    private final long[] right;
    /** The free columns of each row not yet tried. */
    private final long[] untried;
    /** The column of each row's queen, 0-based, for the rows placed. */
    private final int[] column;
    private int depth;
    private boolean started;
    private boolean finished;
    private long nodes;
    private long steps;

    public VariantRowSearch(RowVariant variant, Problem problem, Deadline deadline) {
        this.variant = variant;
        this.n = problem.rows();
        this.deadline = deadline;
        this.allowed = new long[n];
        this.cols = new long[n];
        this.left = new long[n];
        this.right = new long[n];
        this.untried = new long[n];
        this.column = new int[n];
        long full = RowVariant.full(n);
        for (int row = 0; row < n; row++) {
            allowed[row] = full;
        }
        for (Square square : problem.blocked()) {
            allowed[square.row() - 1] &= ~(1L << (square.column() - 1));
        }
        for (Square square : problem.given()) {
            allowed[square.row() - 1] &= 1L << (square.column() - 1);
        }
    }

    @Override
    public Step advance() {
        if (finished) {
            return Step.EXHAUSTED;
        }
        if (!started) {
            started = true;
            untried[0] = allowed[0] & variant.free(n, 0, 0, 0, 0, 0);
        }
        while (true) {
            if ((++steps & POLL_MASK) == 0 && deadline.reached()) {
                return Step.STOPPED;
            }
            long rest = untried[depth];
            if (rest == 0) {
                if (depth == 0) {
                    finished = true;
                    return Step.EXHAUSTED;
                }
                depth--;
                continue;
            }
            long bit = rest & -rest;
            untried[depth] = rest ^ bit;
            column[depth] = Long.numberOfTrailingZeros(bit);
            nodes++;
            if (depth == n - 1) {
                return Step.SOLUTION;
            }
            int next = depth + 1;
            cols[next] = cols[depth] | bit;
            left[next] = variant.nextLeft(n, left[depth], bit);
            right[next] = variant.nextRight(n, right[depth], bit);
            long second = depth > 0 ? 1L << column[depth - 1] : 0;
            untried[next] = allowed[next] & variant.free(n, cols[next], left[next], right[next], bit, second);
            depth = next;
        }
    }

    @Override
    public Placement placement() {
        int[] columns = new int[n];
        for (int row = 0; row < n; row++) {
            columns[row] = column[row] + 1;
        }
        return Placement.of(Solution.of(columns));
    }

    @Override
    public String ending() {
        return "The search tried every free column of every row (" + variant.title() + ").";
    }

    /** Queens placed on squares still free. */
    @Override
    public Stats stats() {
        return Stats.of(Stats.NODES, nodes);
    }
}
