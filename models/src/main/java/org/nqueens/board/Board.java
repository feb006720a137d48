package org.nqueens.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;

/**
 * An n x n board with queens already placed and squares blocked: the question every formulation
 * answers. An empty board is plain n-queens; a board with queens or blocked squares is an instance
 * of n-queens completion (CSPLib prob079) or blocked n-queens (prob080).
 *
 * <p>A board holds at most one queen a row and never a queen on a blocked square. Queens may attack
 * each other: such a board is a valid value that the {@link Verifier} rejects, and that no
 * formulation accepts as a question ({@link FreePart#of}).
 */
public final class Board {

    private final int n;
    private final int[] queenRows;
    private final int[] queenColumns;
    private final Set<Square> blocked;

    private Board(int n, Collection<Square> queens, Collection<Square> blockedSquares) {
        requireSize(n);
        TreeSet<Square> sortedQueens = new TreeSet<>();
        for (Square queen : queens) {
            requireOn(n, queen, "queen");
            if (!sortedQueens.add(queen)) {
                throw new IllegalArgumentException("The queen at " + queen + " is given twice.");
            }
        }
        Set<Square> blockedCopy = new LinkedHashSet<>();
        for (Square square : new TreeSet<>(blockedSquares)) {
            requireOn(n, square, "blocked square");
            blockedCopy.add(square);
        }
        this.n = n;
        this.queenRows = new int[sortedQueens.size()];
        this.queenColumns = new int[sortedQueens.size()];
        int i = 0;
        for (Square queen : sortedQueens) {
            if (i > 0 && queenRows[i - 1] == queen.row()) {
                throw new IllegalArgumentException("Row " + queen.row() + " has two queens (columns " + queenColumns[i - 1]
                        + " and " + queen.column() + "); a board holds at most one queen a row.");
            }
            if (blockedCopy.contains(queen)) {
                throw new IllegalArgumentException("The queen at " + queen + " stands on a blocked square.");
            }
            queenRows[i] = queen.row();
            queenColumns[i] = queen.column();
            i++;
        }
        this.blocked = Collections.unmodifiableSet(blockedCopy);
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
        List<Square> queens = new ArrayList<>(solution.n());
        for (int row = 1; row <= solution.n(); row++) {
            queens.add(solution.queenInRow(row));
        }
        return new Board(solution.n(), queens, List.of());
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
        List<Square> queens = new ArrayList<>(queenRows.length);
        for (int i = 0; i < queenRows.length; i++) {
            queens.add(new Square(queenRows[i], queenColumns[i]));
        }
        return Collections.unmodifiableList(queens);
    }

    /** How many queens are already placed. */
    public int queenCount() {
        return queenRows.length;
    }

    /** The column of the queen placed in {@code row}, if there is one. */
    public OptionalInt queenColumn(int row) {
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
        return queenRows.length == 0 && blocked.isEmpty();
    }

    /** The placed queens as a solution when every row has one (attacks or not), else empty. */
    public Optional<Solution> asSolution() {
        if (queenRows.length != n) {
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
