package org.nqueens.formulations.choco;

import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;
import org.nqueens.formulations.shared.OnePerRow;
import org.nqueens.solver.Descriptor;

/**
 * n-queens with three global constraints in Choco-solver (Prud'homme, Fages and Lorca, "Choco
 * Documentation", 2022): one variable {@code q[r]} per row, the column of its queen, and
 * <pre>
 *   allDifferent(q[r]      : r)     no two queens share a column
 *   allDifferent(q[r] + r  : r)     nor an anti-diagonal
 *   allDifferent(q[r] - r  : r)     nor a diagonal
 * </pre>
 * The diagonal terms are offset views of {@code q[r]}, not extra variables. Each allDifferent
 * filters by bounds consistency (Lopez-Ortiz et al., IJCAI 2003). The search takes the row with
 * the fewest columns left, first (Haralick and Elliott's first-fail, 1980).
 *
 * <p>The same model takes the variants that keep one piece a row ({@link OnePerRow}): an n x m
 * board (q[r] in 1..m); the torus, whose diagonals are {@code (q[r] + r) mod g} and
 * {@code (q[r] - r) mod g} with g = gcd(n, m) (n on the n x n torus); and super-queens, which
 * add the knight's moves between rows one and two apart: {@code |q[r] - q[r+1]| != 2},
 * {@code |q[r] - q[r+2]| != 1}.
 */
public final class ChocoAllDifferentModel implements ChocoFormulation {

    /**
     * The model: q[r] ranges over the columns row r allows, and the columns, anti-diagonals
     * (q[r] + r) and diagonals (q[r] - r) of the queens are pairwise different, the diagonals
     * modulo g on a torus; super-queens are a knight's move apart in no two rows 1 or 2 apart.
     */
    @Override
    public void buildModel(QueenVariables queens, OnePerRow rows) {
        Model model = queens.model();
        IntVar[] q = queens.q();
        IntVar[] antidiagonal = new IntVar[q.length];
        IntVar[] diagonal = new IntVar[q.length];
        for (int i = 0; i < q.length; i++) {
            int r = queens.row(i);
            antidiagonal[i] = model.intOffsetView(q[i], r);
            // On a torus the difference is taken from q[r] - r + n, which is positive, and congruent modulo g (g divides n).
            diagonal[i] = model.intOffsetView(q[i], rows.torus() ? rows.problem().rows() - r : -r);
            if (rows.torus()) {
                antidiagonal[i] = modulo(queens, antidiagonal[i], rows.diagonalModulus(), "a[" + r + "]");
                diagonal[i] = modulo(queens, diagonal[i], rows.diagonalModulus(), "d[" + r + "]");
            }
        }
        model.allDifferent(q, "BC").post();
        model.allDifferent(antidiagonal, "BC").post();
        model.allDifferent(diagonal, "BC").post();
        for (int i = 0; i < q.length && rows.knight(); i++) {
            for (int j = i + 1; j < q.length && queens.row(j) - queens.row(i) <= 2; j++) {
                model.distance(q[i], q[j], "!=", 3 - (queens.row(j) - queens.row(i))).post();
            }
        }
    }

    /** A variable {@code name} equal to {@code term mod g}. */
    private static IntVar modulo(QueenVariables queens, IntVar term, int g, String name) {
        IntVar residue = queens.model().intVar(name, 0, g - 1);
        queens.post(queens.model().mod(term, g, residue), name + " = (" + QueenVariables.term(term) + ") mod " + g);
        return residue;
    }

    @Override
    public Descriptor descriptor() {
        return ChocoDescriptors.ALL_DIFFERENT;
    }
}
