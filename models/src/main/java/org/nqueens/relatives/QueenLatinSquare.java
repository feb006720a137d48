package org.nqueens.relatives;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.nqueens.problem.Solution;

/**
 * A queen Latin square of order n: every row and column holds each of the symbols {@code 0..n-1}
 * once, and the squares of each symbol are a solution of n-queens (no two on a diagonal). Its
 * symbol classes are n disjoint solutions that tile the board.
 *
 * @param n       the order
 * @param symbols the symbols, {@code symbols.at(row, column)} with rows and columns from 0
 */
public record QueenLatinSquare(int n, NumberGrid symbols) {

    /** Validates the square: Latin, and each symbol's squares non-attacking. */
    public QueenLatinSquare {
        if (n < 1) {
            throw new IllegalArgumentException("The order n (" + n + ") of a queen Latin square must be at least 1.");
        }
        if (symbols.order() != n) {
            throw new IllegalArgumentException("A queen Latin square of order " + n + " has " + n + " rows, not " + symbols.order() + ".");
        }
        List<Solution> classes = classes(n, symbols);
        for (int symbol = 0; symbol < n; symbol++) {
            if (DisjointCheck.fault(n, List.of(classes.get(symbol))).isPresent()) {
                throw new IllegalArgumentException("The squares of symbol " + symbol + " are not a queens solution: "
                        + DisjointCheck.fault(n, List.of(classes.get(symbol))).get());
            }
        }
    }

    /** The square whose symbol at (i, j) is {@code (a * i + b * j) mod n}: a queen Latin square when a, b, a + b and a - b are prime to n. */
    public static QueenLatinSquare modular(int n, int a, int b) {
        int[][] symbols = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                symbols[i][j] = Math.floorMod(a * i + b * j, n);
            }
        }
        return new QueenLatinSquare(n, NumberGrid.of(symbols));
    }

    /** The square whose symbol k marks the squares of {@code tiling.get(k)}: n disjoint solutions of n-queens. */
    public static QueenLatinSquare of(int n, List<Solution> tiling) {
        if (tiling.size() != n) {
            throw new IllegalArgumentException(tiling.size() + " solutions do not tile a board of " + n + " x " + n + ".");
        }
        int[][] symbols = new int[n][n];
        for (int[] row : symbols) {
            Arrays.fill(row, -1);
        }
        for (int k = 0; k < n; k++) {
            for (int row = 1; row <= n; row++) {
                int column = tiling.get(k).column(row);
                if (symbols[row - 1][column - 1] >= 0) {
                    throw new IllegalArgumentException("Solutions " + (symbols[row - 1][column - 1] + 1) + " and " + (k + 1)
                            + " share row " + row + ", column " + column + ".");
                }
                symbols[row - 1][column - 1] = k;
            }
        }
        return new QueenLatinSquare(n, NumberGrid.of(symbols));
    }

    /** The symbol at {@code row}, {@code column} (from 0). */
    public int symbol(int row, int column) {
        return symbols.at(row, column);
    }

    /** The squares of each symbol, symbol k's as the k-th solution. */
    public List<Solution> classes() {
        return classes(n, symbols);
    }

    /** Whether every pair of a symbol of this square and one of {@code other} meets exactly once. */
    public boolean orthogonalTo(QueenLatinSquare other) {
        if (other.n != n) {
            return false;
        }
        boolean[] seen = new boolean[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int pair = symbols.at(i, j) * n + other.symbols.at(i, j);
                if (seen[pair]) {
                    return false;
                }
                seen[pair] = true;
            }
        }
        return true;
    }

    /** The symbol classes as solutions; a class that is not one queen a row and column is refused. */
    private static List<Solution> classes(int n, NumberGrid symbols) {
        int[][] columns = new int[n][n];
        int[][] seenInColumn = new int[n][n];
        for (int row = 0; row < n; row++) {
            boolean[] seen = new boolean[n];
            for (int column = 0; column < n; column++) {
                int symbol = symbols.at(row, column);
                if (symbol < 0 || symbol >= n || seen[symbol]) {
                    throw new IllegalArgumentException("Row " + (row + 1) + " of the square is not a permutation of 0.." + (n - 1) + ".");
                }
                if (seenInColumn[column][symbol]++ > 0) {
                    throw new IllegalArgumentException("Column " + (column + 1) + " of the square holds symbol " + symbol + " twice.");
                }
                seen[symbol] = true;
                columns[symbol][row] = column + 1;
            }
        }
        List<Solution> classes = new ArrayList<>();
        for (int symbol = 0; symbol < n; symbol++) {
            classes.add(Solution.of(columns[symbol]));
        }
        return classes;
    }
}
