package org.nqueens.formulations.choco;

import org.chocosolver.solver.variables.IntVar;
import org.nqueens.formulations.shared.OnePerRow;
import org.nqueens.solver.Descriptor;

/**
 * n-queens in the constraint-logic-programming form of the GNU Prolog program (fd_all_different
 * and a pairwise "no attack" relation; Diaz and Codognet, "Design and implementation of the GNU
 * Prolog system", 2001), stated in Choco-solver: one variable {@code q[r]} per row and
 * <pre>
 *   allDifferent(q)                              a permutation: no two queens share a column
 *                                                (checked pairwise, like GNU Prolog's fd_all_different)
 *   q[i] != q[j] + d,  q[i] != q[j] - d          for every two rows i &lt; j at distance d = j - i
 * </pre>
 * The diagonals are n(n-1) binary constraints, each of which can act only once one of its two
 * queens is placed; the global model ({@code choco}) says the same with two allDifferent
 * constraints that reason over all rows at once. Same answers, different propagation. The
 * variants of one piece a row ({@link OnePerRow}) change the differences a pair of rows excludes:
 * on a torus every one congruent to +-d modulo g, for super-queens also +-(3 - d) for d = 1, 2.
 */
public final class ChocoPairwiseModel implements ChocoFormulation {

    /**
     * The model: q[r] ranges over the columns row r allows; the queens take different columns,
     * and no two of them stand on a diagonal: |q[i] - q[j]| != j - i (on a torus, nor any
     * difference congruent to +-(j - i) modulo g); super-queens nor a knight's move apart:
     * |q[i] - q[j]| != 3 - (j - i) for rows 1 or 2 apart.
     */
    @Override
    public void buildModel(QueenVariables queens, OnePerRow rows) {
        IntVar[] q = queens.q();
        queens.model().allDifferent(q, "FC").post();
        for (int i = 0; i < q.length; i++) {
            for (int j = i + 1; j < q.length; j++) {
                int d = queens.row(j) - queens.row(i);
                for (int e : rows.diagonalDifferences(d)) {
                    queens.model().arithm(q[i], "!=", q[j], "+", e).post();
                }
                if (rows.knight() && d <= 2) {
                    queens.model().arithm(q[i], "!=", q[j], "+", 3 - d).post();
                    queens.model().arithm(q[i], "!=", q[j], "-", 3 - d).post();
                }
            }
        }
    }

    @Override
    public Descriptor descriptor() {
        return ChocoDescriptors.PAIRWISE;
    }
}
