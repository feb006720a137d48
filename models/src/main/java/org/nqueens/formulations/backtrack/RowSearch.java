package org.nqueens.formulations.backtrack;

import org.nqueens.problem.FreePart;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Placement;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Stats;

/**
 * Dijkstra's backtracking search, one queen a row, with occupancy flags for columns and both
 * diagonals (E. W. Dijkstra, "A Short Introduction to the Art of Programming", EWD316, 1971).
 * Written as a resumable loop over an explicit cursor per row, so that solutions can be taken one
 * at a time. Rows holding a given queen are skipped; blocked squares are never safe.
 */
final class RowSearch implements ResumableSearch {

    private static final int POLL_MASK = (1 << 14) - 1;

    private final int n;
    private final FreePart free;
    private final boolean hasBlocked;
    private final int[] rows;
    private final int[] cursor;
    private final boolean mirror;
    private final int[] columnOfRow;
    private final boolean[] columnUsed;
    private final boolean[] diagonalUsed;
    private final boolean[] antidiagonalUsed;
    private final Deadline deadline;
    private int depth;
    private long placements;
    private long polls;
    private boolean finished;

    /**
     * A search over the free rows of {@code free}, in ascending order. With {@code mirror} (for the
     * empty board only) it covers half the tree up to the left-right mirror: the first queen takes
     * the left half of its row, and when it takes the middle column of an odd board, the second
     * queen takes the left half of its own.
     */
    RowSearch(FreePart free, boolean mirror, Deadline deadline) {
        this.free = free;
        this.n = free.n();
        this.hasBlocked = !free.blocked().isEmpty();
        this.rows = free.rows();
        this.cursor = new int[rows.length];
        this.mirror = mirror;
        this.columnOfRow = new int[n + 1];
        this.columnUsed = new boolean[n + 1];
        this.diagonalUsed = new boolean[2 * n + 1];
        this.antidiagonalUsed = new boolean[2 * n + 2];
        this.deadline = deadline;
        free.given().forEach(queen -> set(queen.row(), queen.column(), true));
        this.depth = 0;
    }

    @Override
    public Step advance() {
        if (finished) {
            return Step.EXHAUSTED;
        }
        if (rows.length == 0) {
            finished = true;
            return Step.SOLUTION;
        }
        while (depth >= 0) {
            if ((++polls & POLL_MASK) == 0 && deadline.reached()) {
                return Step.STOPPED;
            }
            int row = rows[depth];
            int column = cursor[depth];
            if (column > 0) {
                set(row, column, false);
            }
            column = nextSafeColumn(row, column + 1, lastColumn(depth));
            cursor[depth] = column;
            if (column == 0) {
                depth--;
                continue;
            }
            set(row, column, true);
            placements++;
            if (depth == rows.length - 1) {
                return Step.SOLUTION;
            }
            depth++;
        }
        finished = true;
        return Step.EXHAUSTED;
    }

    @Override
    public Placement placement() {
        int[] columns = new int[n];
        System.arraycopy(columnOfRow, 1, columns, 0, n);
        return Placement.of(Solution.of(columns));
    }

    @Override
    public String ending() {
        return "The search tried every safe square of every free row.";
    }

    @Override
    public Stats stats() {
        return Stats.of(Stats.PLACEMENTS, placements);
    }

    private int lastColumn(int depth) {
        if (!mirror || depth > 1) {
            return n;
        }
        int half = (n + 1) / 2;
        if (depth == 0) {
            return half;
        }
        boolean firstInMiddle = n % 2 == 1 && columnOfRow[rows[0]] == half;
        return firstInMiddle ? half - 1 : n;
    }

    private int nextSafeColumn(int row, int from, int last) {
        for (int column = from; column <= last; column++) {
            if (!columnUsed[column]
                    && !diagonalUsed[row - column + n]
                    && !antidiagonalUsed[row + column]
                    && !(hasBlocked && free.isBlocked(row, column))) {
                return column;
            }
        }
        return 0;
    }

    private void set(int row, int column, boolean occupied) {
        columnOfRow[row] = occupied ? column : 0;
        columnUsed[column] = occupied;
        diagonalUsed[row - column + n] = occupied;
        antidiagonalUsed[row + column] = occupied;
    }
}
