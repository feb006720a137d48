package org.nqueens.problem;

import java.util.BitSet;
import java.util.Optional;

/**
 * The independent check every answer is held against. It shares no code with any formulation:
 * it looks at the queens and nothing else, in O(n) time and O(n) bits of memory (one bit a column
 * and a diagonal; no object a queen), so a board of a million queens is checked in milliseconds.
 */
final class Verifier {

    private Verifier() {
    }

    /**
     * Checks that no two queens of the board attack each other and none stands on a blocked square.
     * The board may be partial. Returns the first fault met scanning rows upwards: for an attacking
     * pair, the one whose later queen has the lowest row.
     */
    public static Optional<Violation> check(Board board) {
        Queens queens = new Queens() {
            @Override
            public int row(int k) {
                return board.queenRowAt(k);
            }

            @Override
            public int column(int k) {
                return board.queenColumnAt(k);
            }
        };
        Occupancy occupancy = new Occupancy(board.n());
        for (int k = 0; k < board.queenCount(); k++) {
            Violation.Kind attack = occupancy.place(queens.row(k), queens.column(k));
            if (attack != null) {
                return Optional.of(attack(attack, queens, k));
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
        for (int k = 0; k < board.queenCount(); k++) {
            int row = board.queenRowAt(k);
            int column = solution.column(row);
            if (column != board.queenColumnAt(k)) {
                return Optional.of(Violation.pair(Violation.Kind.GIVEN_QUEEN_MOVED, new Square(row, board.queenColumnAt(k)),
                        new Square(row, column)));
            }
        }
        Queens queens = new Queens() {
            @Override
            public int row(int k) {
                return k + 1;
            }

            @Override
            public int column(int k) {
                return solution.column(k + 1);
            }
        };
        Occupancy occupancy = new Occupancy(board.n());
        for (int k = 0; k < board.n(); k++) {
            int row = k + 1;
            int column = queens.column(k);
            if (board.isBlocked(row, column)) {
                return Optional.of(new Violation(Violation.Kind.ON_BLOCKED_SQUARE, new Square(row, column), Optional.empty()));
            }
            Violation.Kind attack = occupancy.place(row, column);
            if (attack != null) {
                return Optional.of(attack(attack, queens, k));
            }
        }
        return Optional.empty();
    }

    /** Whether {@code solution} solves {@code board}. */
    public static boolean solves(Board board, Solution solution) {
        return checkSolution(board, solution).isEmpty();
    }

    /** The queens checked, in the order they are placed. */
    private interface Queens {
        int row(int k);

        int column(int k);
    }

    /**
     * The attack of kind {@code kind} on queen {@code k}: its partner is the first earlier queen on
     * the same line, found by one more pass (taken once, when the check fails).
     */
    private static Violation attack(Violation.Kind kind, Queens queens, int k) {
        int row = queens.row(k);
        int column = queens.column(k);
        for (int earlier = 0; earlier < k; earlier++) {
            int r = queens.row(earlier);
            int c = queens.column(earlier);
            boolean sameLine = switch (kind) {
                case SAME_COLUMN -> c == column;
                case SAME_DIAGONAL -> r - c == row - column;
                default -> r + c == row + column;
            };
            if (sameLine) {
                return Violation.pair(kind, new Square(r, c), new Square(row, column));
            }
        }
        throw new IllegalStateException("The " + kind + " attack on " + new Square(row, column) + " has no earlier queen.");
    }

    /** Which columns and diagonals hold a queen already. */
    private static final class Occupancy {
        private final int n;
        private final BitSet taken;

        Occupancy(int n) {
            this.n = n;
            this.taken = new BitSet(5 * n + 2);
        }

        /** Marks the lines of the queen at {@code row}, {@code column}; the kind of attack if one is taken already, else null. */
        Violation.Kind place(int row, int column) {
            int columnBit = column;
            int diagonalBit = n + 1 + row - column + n;
            int antidiagonalBit = 3 * n + 1 + row + column;
            if (taken.get(columnBit)) {
                return Violation.Kind.SAME_COLUMN;
            }
            if (taken.get(diagonalBit)) {
                return Violation.Kind.SAME_DIAGONAL;
            }
            if (taken.get(antidiagonalBit)) {
                return Violation.Kind.SAME_ANTIDIAGONAL;
            }
            taken.set(columnBit);
            taken.set(diagonalBit);
            taken.set(antidiagonalBit);
            return null;
        }
    }
}
