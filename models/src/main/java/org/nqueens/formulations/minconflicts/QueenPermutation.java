package org.nqueens.formulations.minconflicts;

import org.nqueens.problem.FreePart;
import org.nqueens.problem.Square;

/**
 * The model min-conflicts repairs: the free rows get the free columns in some order (a
 * permutation, so no two queens ever share a row or a column), and the cost of a placement is
 *
 * <pre>
 *   cost = sum over diagonals d of max(0, queens on d - 1)     (given queens counted, never moved)
 *        + queens standing on a blocked square
 * </pre>
 *
 * over both families of diagonals (row - column and row + column constant). A placement of cost 0
 * is a solution. Counters of queens per diagonal make the cost of a move O(1); nothing is n x n.
 */
final class QueenPermutation {

    private final FreePart free;
    private final int n;
    private final int[] columns;
    private final int[] onDiagonal;
    private final int[] onAntidiagonal;
    private final boolean hasBlocked;
    private long cost;

    /** The free part's rows, holding its free columns in ascending order, not yet counted: call {@link #place} for each. */
    QueenPermutation(FreePart free) {
        this.n = free.n();
        this.free = free;
        this.columns = free.columns();
        this.onDiagonal = new int[2 * n + 1];
        this.onAntidiagonal = new int[2 * n + 2];
        this.hasBlocked = !free.blocked().isEmpty();
        for (Square given : free.given()) {
            onDiagonal[given.row() - given.column() + n]++;
            onAntidiagonal[given.row() + given.column()]++;
        }
    }

    /** How many queens are free to move. */
    int size() {
        return columns.length;
    }

    /** The cost of the queens placed so far; 0 with all placed is a solution. */
    long cost() {
        return cost;
    }

    /** The column held by free queen {@code i} (placed or still in the pool). */
    int column(int i) {
        return columns[i];
    }

    /** The columns of the free rows, in the order of {@link FreePart#rows()}: the model's own array, to be read once the search is over. */
    int[] columns() {
        return columns;
    }

    /** What placing free queen {@code i} on column {@code column} would cost beside the queens placed. */
    int costOf(int i, int column) {
        int row = free.row(i);
        return onDiagonal[row - column + n] + onAntidiagonal[row + column] + blockedPenalty(row, column);
    }

    /** The conflicts of placed free queen {@code i}: other queens on its diagonals, plus 1 if its square is blocked. */
    int conflicts(int i) {
        int row = free.row(i);
        int column = columns[i];
        return onDiagonal[row - column + n] - 1 + onAntidiagonal[row + column] - 1 + blockedPenalty(row, column);
    }

    /** Exchanges the columns held by {@code i} and {@code j} in the pool, neither being placed. */
    void exchange(int i, int j) {
        int column = columns[i];
        columns[i] = columns[j];
        columns[j] = column;
    }

    /** Counts free queen {@code i} as placed on the column it holds. */
    void place(int i) {
        int row = free.row(i);
        int column = columns[i];
        cost += (onDiagonal[row - column + n]++ > 0 ? 1 : 0) + (onAntidiagonal[row + column]++ > 0 ? 1 : 0)
                + blockedPenalty(row, column);
    }

    /** Takes free queen {@code i} off the board; its column stays in the pool. */
    void lift(int i) {
        int row = free.row(i);
        int column = columns[i];
        cost -= (--onDiagonal[row - column + n] > 0 ? 1 : 0) + (--onAntidiagonal[row + column] > 0 ? 1 : 0)
                + blockedPenalty(row, column);
    }

    /** Swaps the columns of placed queens {@code i} and {@code j}, keeping the counters; returns the change of cost. */
    long swap(int i, int j) {
        long before = cost;
        lift(i);
        lift(j);
        exchange(i, j);
        place(i);
        place(j);
        return cost - before;
    }

    /** Takes every free queen off the board. */
    void liftAll() {
        for (int i = 0; i < columns.length; i++) {
            lift(i);
        }
    }

    private int blockedPenalty(int row, int column) {
        return hasBlocked && free.isBlocked(row, column) ? 1 : 0;
    }
}
