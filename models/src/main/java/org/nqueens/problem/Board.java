package org.nqueens.problem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;

/**
 * The classic problem's representation inside this package: an n x n board with queens already
 * placed (at most one a row) and squares blocked, kept as arrays so that a board of a million rows
 * costs O(n). Nothing outside the package sees it: {@link Problem} is the one description of a
 * question, and the one-queen-a-row searches read its {@link FreePart}. An empty board is plain
 * n-queens; a board with queens or blocked squares is an instance of n-queens completion (CSPLib
 * prob079) or blocked n-queens (prob080).
 *
 * <p>A board holds at most one queen a row and never a queen on a blocked square. Queens may attack
 * each other: such a board is a valid value that the {@link Verifier} rejects, and that no
 * formulation accepts as a question ({@link FreePart#of}).
 */
final class Board {

    private final int n;
    /** The rows of the queens ascending; null when every row holds one (then the rows are 1..n), to keep a full board lean. */
    private final int[] queenRows;
    private final int[] queenColumns;
    private final Set<Square> blocked;

    private Board(int n, Collection<Square> queens, Collection<Square> blockedSquares) {
        requireSize(n);
        long[] sorted = new long[queens.size()];
        int count = 0;
        for (Square queen : queens) {
            requireOn(n, queen, "queen");
            sorted[count++] = ((long) queen.row() << 32) | queen.column();
        }
        Arrays.sort(sorted, 0, count);
        for (int i = 1; i < count; i++) {
            if (sorted[i] == sorted[i - 1]) {
                Square twice = new Square((int) (sorted[i] >>> 32), (int) sorted[i]);
                throw new IllegalArgumentException("The queen at " + twice + " is given twice.");
            }
        }
        Set<Square> blockedCopy = new LinkedHashSet<>();
        for (Square square : new TreeSet<>(blockedSquares)) {
            requireOn(n, square, "blocked square");
            blockedCopy.add(square);
        }
        int[] rows = new int[count];
        int[] columns = new int[count];
        for (int i = 0; i < count; i++) {
            rows[i] = (int) (sorted[i] >>> 32);
            columns[i] = (int) sorted[i];
            if (i > 0 && rows[i - 1] == rows[i]) {
                throw new IllegalArgumentException("Row " + rows[i] + " has two queens (columns " + columns[i - 1]
                        + " and " + columns[i] + "); a board holds at most one queen a row.");
            }
            if (!blockedCopy.isEmpty() && blockedCopy.contains(new Square(rows[i], columns[i]))) {
                throw new IllegalArgumentException("The queen at " + new Square(rows[i], columns[i]) + " stands on a blocked square.");
            }
        }
        this.n = n;
        this.queenRows = count == n ? null : rows;
        this.queenColumns = columns;
        this.blocked = Collections.unmodifiableSet(blockedCopy);
    }

    /** A board without blocked squares whose queens are already sorted by row and on the board. */
    private Board(int n, int[] queenRows, int[] queenColumns) {
        this.n = n;
        this.queenRows = queenColumns.length == n ? null : queenRows;
        this.queenColumns = queenColumns;
        this.blocked = Set.of();
    }

    /** The empty board of size {@code n}: plain n-queens. */
    public static Board empty(int n) {
        return new Board(n, List.of(), List.of());
    }

    /** A board of size {@code n} with the given queens placed and the given squares blocked. */
    public static Board of(int n, Collection<Square> queens, Collection<Square> blocked) {
        return new Board(n, queens, blocked);
    }

    /** The full board that places the queens of {@code solution}. */
    public static Board of(Solution solution) {
        return new Board(solution.n(), null, solution.toArray());
    }

    /**
     * The board of size {@code columns.length} with nothing blocked whose row r holds a queen in
     * column {@code columns[r - 1]}, or no queen where that is 0. The array is not kept.
     */
    public static Board ofColumns(int... columns) {
        int n = requireSize(columns.length);
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (columns[i] != 0) {
                if (columns[i] < 1 || columns[i] > n) {
                    requireOn(n, new Square(i + 1, columns[i]), "queen");
                }
                count++;
            }
        }
        if (count == n) {
            return new Board(n, null, columns.clone());
        }
        int[] rows = new int[count];
        int[] queenColumns = new int[count];
        for (int i = 0, k = 0; i < n; i++) {
            if (columns[i] != 0) {
                rows[k] = i + 1;
                queenColumns[k++] = columns[i];
            }
        }
        return new Board(n, rows, queenColumns);
    }

    /** Validates a board size: {@code n} must be at least 1. */
    public static int requireSize(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("The board size n (" + n + ") must be at least 1.");
        }
        return n;
    }

    private static void requireOn(int n, Square square, String what) {
        if (!square.isOn(n)) {
            throw new IllegalArgumentException("The " + what + " at " + square + " lies outside the board of size " + n
                    + " (rows and columns run from 1 to " + n + ").");
        }
    }

    /** The board size. */
    public int n() {
        return n;
    }

    /** The queens already placed, ordered by row. */
    public List<Square> queens() {
        List<Square> queens = new ArrayList<>(queenColumns.length);
        for (int i = 0; i < queenColumns.length; i++) {
            queens.add(new Square(queenRowAt(i), queenColumns[i]));
        }
        return Collections.unmodifiableList(queens);
    }

    /** The row of the {@code index}-th queen placed (0-based, rows ascending); for this package's O(n) passes. */
    int queenRowAt(int index) {
        if (queenRows == null) {
            Objects.checkIndex(index, n);
            return index + 1;
        }
        return queenRows[index];
    }

    /** The column of the {@code index}-th queen placed (0-based, rows ascending). */
    int queenColumnAt(int index) {
        return queenColumns[index];
    }

    /** How many queens are already placed. */
    public int queenCount() {
        return queenColumns.length;
    }

    /** The column of the queen placed in {@code row}, if there is one. */
    public OptionalInt queenColumn(int row) {
        if (queenRows == null) {
            return row >= 1 && row <= n ? OptionalInt.of(queenColumns[row - 1]) : OptionalInt.empty();
        }
        int i = Arrays.binarySearch(queenRows, row);
        return i >= 0 ? OptionalInt.of(queenColumns[i]) : OptionalInt.empty();
    }

    /** The blocked squares, ordered by row then column. */
    public Set<Square> blocked() {
        return blocked;
    }

    /** Whether the square at {@code row}, {@code column} is blocked. */
    public boolean isBlocked(int row, int column) {
        return !blocked.isEmpty() && row >= 1 && column >= 1 && blocked.contains(new Square(row, column));
    }

    /** Whether the board has neither queens nor blocked squares: plain n-queens. */
    public boolean isEmpty() {
        return queenColumns.length == 0 && blocked.isEmpty();
    }

    /** The placed queens as a solution when every row has one (attacks or not), else empty. */
    public Optional<Solution> asSolution() {
        if (queenColumns.length != n) {
            return Optional.empty();
        }
        return Optional.of(Solution.of(queenColumns));
    }

    /** This board with one more queen placed. */
    public Board withQueen(Square queen) {
        List<Square> queens = new ArrayList<>(queens());
        queens.add(queen);
        return new Board(n, queens, blocked);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Board that
                && n == that.n
                && Arrays.equals(queenRows, that.queenRows)
                && Arrays.equals(queenColumns, that.queenColumns)
                && blocked.equals(that.blocked);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * (31 * n + Arrays.hashCode(queenRows)) + Arrays.hashCode(queenColumns)) + blocked.hashCode();
    }

    @Override
    public String toString() {
        return "Board(n=" + n + ", queens=" + queens() + ", blocked=" + blocked.size() + " squares)";
    }
}
