package org.nqueens.testing;

import java.util.ArrayList;
import java.util.List;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Square;

/** Boards the tests share. */
public final class Boards {

    private Boards() {
    }

    /**
     * A solution of an even n with n mod 6 != 2, by the classic rule: rows 1..n/2 take the columns
     * 2, 4, ..., n and rows n/2 + 1..n the columns 1, 3, ..., n - 1.
     */
    public static int[] evenSolution(int n) {
        if (n % 2 != 0 || n % 6 == 2) {
            throw new IllegalArgumentException("The rule needs an even n with n mod 6 != 2; n = " + n + " is not.");
        }
        int[] columns = new int[n];
        for (int i = 1; i <= n / 2; i++) {
            columns[i - 1] = 2 * i;
            columns[n / 2 + i - 1] = 2 * i - 1;
        }
        return columns;
    }

    /** The classic problem of size n that gives the queens of {@link #evenSolution} in every row but the first {@code free}. */
    public static Problem nearlyFull(int n, int free) {
        int[] solution = evenSolution(n);
        List<Square> queens = new ArrayList<>();
        for (int row = free + 1; row <= n; row++) {
            queens.add(new Square(row, solution[row - 1]));
        }
        return Problem.classic(n, queens, List.of());
    }
}
