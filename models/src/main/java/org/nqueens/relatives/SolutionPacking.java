package org.nqueens.relatives;

import java.util.ArrayList;
import java.util.List;
import org.nqueens.dlx.ExactCover;
import org.nqueens.problem.Solution;

/**
 * The disjoint question as a packing: every solution of n-queens an option, every square an item,
 * and a packing a set of solutions no two of which share a square. Squares are numbered
 * {@code (row - 1) * n + (column - 1)}.
 *
 * @param n         the board size
 * @param solutions every solution of the board, sorted
 */
public record SolutionPacking(int n, List<Solution> solutions) {

    /** Validates the sizes. */
    public SolutionPacking {
        if (n < 1) {
            throw new IllegalArgumentException("The board size n (" + n + ") must be at least 1.");
        }
        solutions = List.copyOf(solutions);
        for (Solution solution : solutions) {
            if (solution.n() != n) {
                throw new IllegalArgumentException("The solution " + solution + " is not one of n = " + n + ".");
            }
        }
    }

    /** The packing of every solution of n-queens; n at most {@value QueensSolutions#MOST}. */
    public static SolutionPacking of(int n) {
        return new SolutionPacking(n, QueensSolutions.of(n, "the disjoint question"));
    }

    /** The squares of solution {@code index}, one a row, as square numbers. */
    public int[] squares(int index) {
        Solution solution = solutions.get(index);
        int[] squares = new int[n];
        for (int row = 1; row <= n; row++) {
            squares[row - 1] = (row - 1) * n + solution.column(row) - 1;
        }
        return squares;
    }

    /**
     * The matrix of the packing for {@link org.nqueens.dlx.MaximumPacking}: the squares of row 1
     * primary (every solution holds exactly one, so at most n solutions pack, and the search's bound
     * counts the row-1 squares still open), the others secondary.
     */
    public ExactCover packingMatrix() {
        return matrix(false);
    }

    /** The matrix of a queen Latin square: every square primary, so a solution of the exact cover is n solutions tiling the board. */
    public ExactCover latinMatrix() {
        return matrix(true);
    }

    private ExactCover matrix(boolean everySquarePrimary) {
        ExactCover.Builder builder = ExactCover.builder();
        for (int square = 0; square < n * n; square++) {
            builder.addItem("s" + (square / n + 1) + "_" + (square % n + 1), everySquarePrimary || square < n);
        }
        for (int index = 0; index < solutions.size(); index++) {
            builder.addOption(squares(index));
        }
        return builder.build();
    }

    /** The solutions numbered {@code indices}, in that order. */
    public List<Solution> chosen(int[] indices) {
        List<Solution> chosen = new ArrayList<>();
        for (int index : indices) {
            chosen.add(solutions.get(index));
        }
        return chosen;
    }
}
