package org.nqueens.problem;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * What is left of a board once its given queens have decided what they decide: the free rows,
 * the free columns, and which squares of them are neither blocked nor attacked by a given queen.
 * Every complete formulation poses its model over this part only, so the work of a nearly full
 * board follows the few rows left, not n.
 *
 * <p>Memory is O(n) for the occupancy of columns and diagonals plus the free rows and columns
 * (kept only when some queen is given: otherwise free row and column i are i + 1);
 * the allowed squares are computed on demand and never stored as an n x n table.
 */
public final class FreePart {

    /**
     * The largest board whose free part can exist: the anti-diagonals take an array of 2n + 2 flags,
     * and a Java array holds at most {@code Integer.MAX_VALUE - 8} entries.
     */
    public static final int MAX_N = (Integer.MAX_VALUE - 8) / 2 - 1;

    private final Board board;
    private final int n;
    private final int size;
    /** The free rows and columns ascending; null when no queen is given and both are 1..n. */
    private final int[] rows;
    private final int[] columns;
    private final boolean[] columnTaken;
    private final boolean[] diagonalTaken;
    private final boolean[] antidiagonalTaken;

    private FreePart(Board board) {
        this.board = board;
        this.n = board.n();
        this.columnTaken = new boolean[n + 1];
        this.diagonalTaken = new boolean[2 * n + 1];
        this.antidiagonalTaken = new boolean[2 * n + 2];
        boolean[] rowTaken = new boolean[n + 1];
        for (int i = 0; i < board.queenCount(); i++) {
            int row = board.queenRowAt(i);
            int column = board.queenColumnAt(i);
            rowTaken[row] = true;
            columnTaken[column] = true;
            diagonalTaken[row - column + n] = true;
            antidiagonalTaken[row + column] = true;
        }
        this.size = n - board.queenCount();
        if (board.queenCount() == 0) {
            this.rows = null;
            this.columns = null;
            return;
        }
        this.rows = new int[size];
        this.columns = new int[size];
        for (int i = 1, r = 0, c = 0; i <= n; i++) {
            if (!rowTaken[i]) {
                rows[r++] = i;
            }
            if (!columnTaken[i]) {
                columns[c++] = i;
            }
        }
    }

    /**
     * The free part of {@code board}.
     *
     * @throws InconsistentBoardException if two given queens attack each other: such a board is not a
     *     question with the answer "no", it is a mistake in the input
     */
    static FreePart of(Board board) {
        if (board.n() > MAX_N) {
            throw new InvalidInputException("The board size n (" + board.n() + ") is too large: every solver keeps a flag"
                    + " a diagonal (2n of them), so the largest board is n = " + MAX_N + ".");
        }
        Optional<Violation> violation = Verifier.check(board);
        if (violation.isPresent()) {
            throw new InconsistentBoardException(violation.get());
        }
        return new FreePart(board);
    }

    /** The board this is the free part of. */
    Board board() {
        return board;
    }

    /** How many queens are given. */
    public int givenCount() {
        return board.queenCount();
    }

    /** The given queens, ordered by row. */
    public List<Square> given() {
        return board.queens();
    }

    /** The row of the {@code index}-th given queen (0-based, rows ascending). */
    public int givenRowAt(int index) {
        return board.queenRowAt(index);
    }

    /** The column of the {@code index}-th given queen (0-based, rows ascending). */
    public int givenColumnAt(int index) {
        return board.queenColumnAt(index);
    }

    /** The column of the queen given in {@code row}, if there is one. */
    public OptionalInt givenColumn(int row) {
        return board.queenColumn(row);
    }

    /** The blocked squares, ordered by row then column. */
    public Set<Square> blocked() {
        return board.blocked();
    }

    /** Whether the square at {@code row}, {@code column} is blocked. */
    public boolean isBlocked(int row, int column) {
        return board.isBlocked(row, column);
    }

    /** Whether nothing is given or blocked: plain n-queens. */
    public boolean isPlain() {
        return board.isEmpty();
    }

    /** The board size. */
    public int n() {
        return n;
    }

    /** How many rows (and as many columns) are free. */
    public int size() {
        return size;
    }

    /** The free rows, ascending. */
    public int[] rows() {
        return rows == null ? oneToN() : rows.clone();
    }

    /** The free row at {@code index} (0-based), rows ascending. */
    public int row(int index) {
        return rows == null ? check(index) + 1 : rows[index];
    }

    /** The free columns, ascending. */
    public int[] columns() {
        return columns == null ? oneToN() : columns.clone();
    }

    /** The free column at {@code index} (0-based), columns ascending. */
    public int column(int index) {
        return columns == null ? check(index) + 1 : columns[index];
    }

    /**
     * Whether a queen may stand at {@code row}, {@code column}: a free row and column, no given queen
     * on either diagonal through it, and the square not blocked.
     */
    public boolean allows(int row, int column) {
        return row >= 1 && row <= n && column >= 1 && column <= n
                && board.queenColumn(row).isEmpty()
                && !columnTaken[column]
                && !diagonalTaken[row - column + n]
                && !antidiagonalTaken[row + column]
                && !board.isBlocked(row, column);
    }

    /** The columns a queen of free row {@code row} may take, ascending. */
    public int[] allowedColumns(int row) {
        int[] allowed = new int[size];
        int count = 0;
        for (int i = 0; i < size; i++) {
            int column = column(i);
            if (allows(row, column)) {
                allowed[count++] = column;
            }
        }
        return Arrays.copyOf(allowed, count);
    }

    /**
     * The solution of the board that puts the queen of free row {@code rows()[i]} in
     * {@code freeColumns[i]} and keeps the given queens.
     */
    public Solution complete(int[] freeColumns) {
        if (freeColumns.length != size) {
            throw new IllegalArgumentException("A completion names " + freeColumns.length + " columns but " + size
                    + " rows are free.");
        }
        int[] all = new int[n];
        for (int i = 0; i < board.queenCount(); i++) {
            all[board.queenRowAt(i) - 1] = board.queenColumnAt(i);
        }
        for (int i = 0; i < size; i++) {
            all[row(i) - 1] = freeColumns[i];
        }
        return Solution.of(all);
    }

    private int[] oneToN() {
        int[] all = new int[n];
        for (int i = 0; i < n; i++) {
            all[i] = i + 1;
        }
        return all;
    }

    private int check(int index) {
        if (index < 0 || index >= size) {
            throw new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for the " + size + " free rows and columns.");
        }
        return index;
    }

    /**
     * Why this free part needs no model to answer: every row already holds a given queen (one
     * solution), or a free row has no square left (none); empty when a search is needed.
     */
    public Optional<String> decidedWithoutSearch() {
        if (size == 0) {
            return Optional.of("every row already holds a given queen.");
        }
        for (int i = 0; i < size; i++) {
            if (allowedColumns(row(i)).length == 0) {
                return Optional.of("row " + row(i) + " has no square left for its queen.");
            }
        }
        return Optional.empty();
    }
}
