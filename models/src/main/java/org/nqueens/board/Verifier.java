package org.nqueens.board;

import java.util.Optional;

/**
 * The independent check every answer is held against. It shares no code with any formulation:
 * it looks at the queens and nothing else, in O(n) time and memory.
 */
public final class Verifier {

    private Verifier() {
    }

    /**
     * Checks that no two queens of the board attack each other and none stands on a blocked square.
     * The board may be partial. Returns the first fault met scanning rows upwards: for an attacking
     * pair, the one whose later queen has the lowest row.
     */
    public static Optional<Violation> check(Board board) {
        int n = board.n();
        Occupancy occupancy = new Occupancy(n);
        for (Square queen : board.queens()) {
            Optional<Violation> attack = occupancy.place(queen);
            if (attack.isPresent()) {
                return attack;
            }
        }
        return Optional.empty();
    }

    /**
     * Checks that {@code solution} solves {@code board}: it has the board's size, keeps every queen
     * the board gives, puts no queen on a blocked square, and no two of its queens attack each other.
     */
    public static Optional<Violation> checkSolution(Board board, Solution solution) {
        if (solution.n() != board.n()) {
            throw new IllegalArgumentException("The solution has " + solution.n() + " queens but the board has size " + board.n()
                    + "; a solution of a board of size n places n queens.");
        }
        for (Square given : board.queens()) {
            int column = solution.column(given.row());
            if (column != given.column()) {
                return Optional.of(Violation.pair(Violation.Kind.GIVEN_QUEEN_MOVED, given, new Square(given.row(), column)));
            }
        }
        int n = board.n();
        Occupancy occupancy = new Occupancy(n);
        for (int row = 1; row <= n; row++) {
            Square queen = new Square(row, solution.column(row));
            if (board.isBlocked(row, queen.column())) {
                return Optional.of(new Violation(Violation.Kind.ON_BLOCKED_SQUARE, queen, Optional.empty()));
            }
            Optional<Violation> attack = occupancy.place(queen);
            if (attack.isPresent()) {
                return attack;
            }
        }
        return Optional.empty();
    }

    /** Whether {@code solution} solves {@code board}. */
    public static boolean solves(Board board, Solution solution) {
        return checkSolution(board, solution).isEmpty();
    }

    /** Which row holds a queen on each column and diagonal, 0 where none does yet. */
    private static final class Occupancy {
        private final int n;
        private final int[] columnOwner;
        private final int[] diagonalOwner;
        private final int[] antidiagonalOwner;

        Occupancy(int n) {
            this.n = n;
            this.columnOwner = new int[n + 1];
            this.diagonalOwner = new int[2 * n + 1];
            this.antidiagonalOwner = new int[2 * n + 1];
        }

        Optional<Violation> place(Square queen) {
            int row = queen.row();
            int column = queen.column();
            int diagonal = row - column + n;
            int antidiagonal = row + column;
            if (columnOwner[column] != 0) {
                return Optional.of(Violation.pair(Violation.Kind.SAME_COLUMN, new Square(columnOwner[column], column), queen));
            }
            if (diagonalOwner[diagonal] != 0) {
                int other = diagonalOwner[diagonal];
                return Optional.of(Violation.pair(Violation.Kind.SAME_DIAGONAL, new Square(other, other - diagonal + n), queen));
            }
            if (antidiagonalOwner[antidiagonal] != 0) {
                int other = antidiagonalOwner[antidiagonal];
                return Optional.of(Violation.pair(Violation.Kind.SAME_ANTIDIAGONAL, new Square(other, antidiagonal - other), queen));
            }
            columnOwner[column] = row;
            diagonalOwner[diagonal] = row;
            antidiagonalOwner[antidiagonal] = row;
            return Optional.empty();
        }
    }
}
