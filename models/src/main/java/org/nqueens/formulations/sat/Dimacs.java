package org.nqueens.formulations.sat;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Solution;

/**
 * The Boolean model of a board in the DIMACS CNF format that every SAT solver reads: variable
 * {@code (r - 1) * n + c} is "a queen on row r, column c", for all n<sup>2</sup> squares, and the
 * sequential counters' auxiliaries follow from n<sup>2</sup> + 1. The clauses are those of
 * {@link QueensCnf} over the free part of the board, plus one unit clause a square outside it: true for
 * a given queen, false for every other square (in a given queen's row or column, blocked, or on a given
 * queen's diagonal), so that every square variable of a model says exactly where the queens stand.
 */
public final class Dimacs {

    private Dimacs() {
    }

    /**
     * The model of the classic problem {@code problem} in DIMACS, comment lines first.
     *
     * @throws org.nqueens.problem.InconsistentBoardException if the given queens attack each other
     */
    public static String of(Problem problem) {
        FreePart free = problem.freePart();
        int n = free.n();
        long squares = (long) n * n;
        if (squares > Integer.MAX_VALUE / 2) {
            throw new IllegalArgumentException("The board size n (" + n + ") is too large for DIMACS variables numbered (r - 1) * n + c.");
        }
        QueensCnf cnf = QueensCnf.of(free, (row, column) -> variable(n, row, column), (int) squares);
        List<int[]> units = new ArrayList<>();
        for (int row = 1; row <= n; row++) {
            int given = free.givenColumn(row).orElse(0);
            for (int column = 1; column <= n; column++) {
                if (column == given) {
                    units.add(new int[] {variable(n, row, column)});
                } else if (!free.allows(row, column)) {
                    units.add(new int[] {-variable(n, row, column)});
                }
            }
        }
        StringBuilder text = new StringBuilder();
        text.append("c n-queens, n = ").append(n).append(": ").append(free.givenCount()).append(" queens given, ")
                .append(free.blocked().size()).append(" squares blocked\n");
        text.append("c variable (r - 1) * ").append(n).append(" + c is \"a queen on row r, column c\" (rows and columns 1..")
                .append(n).append("); ").append(cnf.variables() - squares).append(" auxiliaries from ").append(squares + 1).append('\n');
        text.append("c at most one: Sinz's sequential counter (pairwise for lines of at most ").append(QueensCnf.PAIRWISE_UP_TO)
                .append(" squares)\n");
        text.append("c ").append(units.size()).append(" clauses: unit, squares outside the free part (given queen true, others false)\n");
        for (Map.Entry<String, Integer> entry : cnf.clausesByConstraint().entrySet()) {
            text.append("c ").append(entry.getValue()).append(" clauses: ").append(entry.getKey()).append('\n');
        }
        text.append("p cnf ").append(cnf.variables()).append(' ').append(units.size() + cnf.clauses().size()).append('\n');
        units.forEach(clause -> append(text, clause));
        cnf.clauses().forEach(clause -> append(text, clause));
        return text.toString();
    }

    /** The DIMACS variable of the square at {@code row}, {@code column} of an n x n board: (row - 1) * n + column. */
    public static int variable(int n, int row, int column) {
        return (row - 1) * n + column;
    }

    /**
     * The queens a SAT solver's model places, read from its true variables: the solution whose row r holds a
     * queen in the one column c with variable (r - 1) * n + c true; empty if some row has none or more than
     * one (the model does not satisfy the clauses). Auxiliaries are ignored.
     */
    public static Optional<Solution> solution(int n, BitSet trueVariables) {
        int[] columns = new int[n];
        for (int row = 1; row <= n; row++) {
            for (int column = 1; column <= n; column++) {
                if (trueVariables.get(variable(n, row, column))) {
                    if (columns[row - 1] != 0) {
                        return Optional.empty();
                    }
                    columns[row - 1] = column;
                }
            }
            if (columns[row - 1] == 0) {
                return Optional.empty();
            }
        }
        return Optional.of(Solution.of(columns));
    }

    private static void append(StringBuilder text, int[] clause) {
        for (int literal : clause) {
            text.append(literal).append(' ');
        }
        text.append("0\n");
    }
}
