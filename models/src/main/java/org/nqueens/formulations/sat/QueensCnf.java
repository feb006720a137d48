package org.nqueens.formulations.sat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntBinaryOperator;
import org.nqueens.problem.FreePart;

/**
 * The Boolean model of n-queens as clauses: one variable x(r, c) a square a queen may take (free row,
 * free column, not blocked, off the given queens' diagonals), and
 * <pre>
 *   exactly one x(r, c) true in every free row r          at least one: one clause; at most one: below
 *   exactly one x(r, c) true in every free column c
 *   at most one x(r, c) true on every diagonal (r - c) and anti-diagonal (r + c)
 * </pre>
 * <b>At most one</b> of k literals is the sequential counter of Sinz ("Towards an optimal CNF
 * encoding of Boolean cardinality constraints", CP 2005): auxiliaries s(1..k-1), s(i) meaning "one
 * of x(1..i) is true", and the 3k - 4 clauses
 * <pre>
 *   not x(1) or s(1)                                   for i = 1
 *   not x(i) or s(i),  not s(i-1) or s(i),  not x(i) or not s(i-1)     for 1 &lt; i &lt; k
 *   not x(k) or not s(k-1)                             for i = k
 * </pre>
 * Why this one: it is linear (3k - 4 clauses, k - 1 auxiliaries) where the pairwise encoding takes
 * k(k - 1)/2 clauses (1,225 for a row of 50 against 146), unit propagation on it is as strong as on the
 * pairwise clauses (it rules out every other x once one is true), and it is the simplest of the linear
 * encodings to state and check; the commander encoding (Klieber and Kwon 2007) takes about as many
 * clauses (about 3k) and more reasoning to read. For k &lt;= 5 the pairwise clauses are no more than the
 * counter's (k(k - 1)/2 &lt;= 3k - 4) and need no auxiliaries, so short lines (the ends of the
 * diagonals) get those. The figures for whole boards are in the README ("The Boolean models").
 *
 * <p>Variables are numbered by a {@code numbering} of the squares; the auxiliaries follow the
 * largest square variable, one counter after another.
 */
final class QueensCnf {

    /** The longest line whose at-most-one is written as pairwise clauses. */
    static final int PAIRWISE_UP_TO = 5;

    private final List<int[]> clauses = new ArrayList<>();
    private final Map<String, Integer> clausesByConstraint = new LinkedHashMap<>();
    private int variables;

    private QueensCnf(int squareVariables) {
        this.variables = squareVariables;
    }

    /**
     * The clauses of the free part of a board, the square (row, column) numbered {@code square}; the
     * numbering takes the values 1..{@code squareVariables} and is one-to-one on the allowed squares.
     */
    static QueensCnf of(FreePart free, IntBinaryOperator square, int squareVariables) {
        QueensCnf cnf = new QueensCnf(squareVariables);
        int[] rows = free.rows();
        int[] columns = free.columns();
        for (int row : rows) {
            List<Integer> line = new ArrayList<>();
            for (int column : columns) {
                if (free.allows(row, column)) {
                    line.add(square.applyAsInt(row, column));
                }
            }
            cnf.exactlyOne(line, "exactly one queen a free row");
        }
        for (int column : columns) {
            List<Integer> line = new ArrayList<>();
            for (int row : rows) {
                if (free.allows(row, column)) {
                    line.add(square.applyAsInt(row, column));
                }
            }
            cnf.exactlyOne(line, "exactly one queen a free column");
        }
        int n = free.n();
        // Diagonal d = r - c + n (1..2n-1) and anti-diagonal a = r + c (2..2n), walked over the free squares only.
        Map<Integer, List<Integer>> diagonals = new LinkedHashMap<>();
        Map<Integer, List<Integer>> antidiagonals = new LinkedHashMap<>();
        for (int row : rows) {
            for (int column : columns) {
                if (free.allows(row, column)) {
                    int x = square.applyAsInt(row, column);
                    diagonals.computeIfAbsent(row - column + n, d -> new ArrayList<>()).add(x);
                    antidiagonals.computeIfAbsent(row + column, a -> new ArrayList<>()).add(x);
                }
            }
        }
        diagonals.values().forEach(line -> cnf.atMostOne(line, "at most one queen a diagonal"));
        antidiagonals.values().forEach(line -> cnf.atMostOne(line, "at most one queen an anti-diagonal"));
        return cnf;
    }

    /** How many variables: the squares' numbering range, then the auxiliaries. */
    int variables() {
        return variables;
    }

    /** The clauses, each an array of non-zero literals (DIMACS convention: -v is "not v"). */
    List<int[]> clauses() {
        return clauses;
    }

    /** How many clauses each kind of constraint took, in the order first posted. */
    Map<String, Integer> clausesByConstraint() {
        return clausesByConstraint;
    }

    private void exactlyOne(List<Integer> line, String constraint) {
        // At least one; an empty line is the empty clause: this free row or column has no square left.
        add(constraint, line.stream().mapToInt(Integer::intValue).toArray());
        atMostOne(line, constraint);
    }

    private void atMostOne(List<Integer> line, String constraint) {
        int k = line.size();
        if (k <= 1) {
            return;
        }
        if (k <= PAIRWISE_UP_TO) {
            for (int i = 0; i < k; i++) {
                for (int j = i + 1; j < k; j++) {
                    add(constraint, -line.get(i), -line.get(j));
                }
            }
            return;
        }
        int s = variables; // s(i) is variable s + i, for i = 1..k-1
        variables += k - 1;
        add(constraint, -line.get(0), s + 1);
        for (int i = 2; i < k; i++) {
            int x = line.get(i - 1);
            add(constraint, -x, s + i);
            add(constraint, -(s + i - 1), s + i);
            add(constraint, -x, -(s + i - 1));
        }
        add(constraint, -line.get(k - 1), -(s + k - 1));
    }

    private void add(String constraint, int... literals) {
        clauses.add(literals);
        clausesByConstraint.merge(constraint, 1, Integer::sum);
    }
}
