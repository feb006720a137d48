package org.nqueens.formulations.cpsat;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.DecisionStrategyProto;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.SatParameters;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.nqueens.formulations.shared.OnePerRow;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Descriptor;
import org.nqueens.solver.FirstRowSplit;
import org.nqueens.solver.Run;
import org.nqueens.solver.Tally;

/**
 * n-queens for Google OR-Tools CP-SAT (Perron and Didier, "CP-SAT", OR-Tools 9.15): one integer
 * {@code q[r]} per row, the column of its queen, and
 * <pre>
 *   AddAllDifferent(q[r]      : r)     no two queens share a column
 *   AddAllDifferent(q[r] + r  : r)     nor an anti-diagonal
 *   AddAllDifferent(q[r] - r  : r)     nor a diagonal
 * </pre>
 * with the diagonals as affine expressions of {@code q[r]}. The variants of one piece a row
 * ({@link OnePerRow}): on an n x m board q[r] ranges over 1..m; on a torus the diagonals are
 * {@code (q[r] + r) mod g} and {@code (q[r] - r) mod g} with g = gcd(n, m) (AddModuloEquality);
 * super-queens add {@code q[r] - q[r+1] != +-2} and {@code q[r] - q[r+2] != +-1} (AddDifferent).
 */
public final class CpSatModel implements CpSatFormulation {

    private final CpSatRun<QueenModel> cpsat;

    /** The formulation, on the OR-Tools library of this process. */
    public CpSatModel() {
        this(NativeLibrary.OR_TOOLS);
    }

    CpSatModel(NativeLibrary library) {
        this.cpsat = CpSatRun.overRows(library, CpSatModel::build, CpSatModel::chooseSearch);
    }

    @Override
    public Descriptor descriptor() {
        return CpSatDescriptors.MODEL;
    }

    @Override
    public CpSatRun<QueenModel> cpsat() {
        return cpsat;
    }

    /**
     * One search, on any number of threads: a part of {@link FirstRowSplit} is a board with a queen given, which this
     * model searches with CP-SAT's own search and presolve instead of its fixed search of the empty board, and the
     * parts then took 1.6 to 2.8 times the CPU of one search (`count 11` and `count 12`, two threads against one, this
     * project's 2-core machine): 0.93x the wall time at n = 12, 1.84x at n = 11.
     */
    @Override
    public Optional<Tally> tally(Problem problem, boolean unique, Run run) {
        return Optional.empty();
    }

    /**
     * The model: q[r] over the columns row r allows; columns, q[r] + r and q[r] - r all different
     * (the diagonals modulo g on a torus); super-queens not a knight's move apart in rows 1 or 2 apart.
     */
    static QueenModel build(OnePerRow rows) {
        QueenModel queens = QueenModel.over(rows);
        CpModel model = queens.model();
        IntVar[] q = queens.q();
        LinearExpr[] antidiagonal = new LinearExpr[q.length];
        LinearExpr[] diagonal = new LinearExpr[q.length];
        for (int i = 0; i < q.length; i++) {
            int r = queens.row(i);
            antidiagonal[i] = LinearExpr.affine(q[i], 1, r);
            // On a torus the difference is taken from q[r] - r + n, which is positive, and congruent modulo g (g divides n).
            diagonal[i] = LinearExpr.affine(q[i], 1, rows.torus() ? rows.problem().rows() - r : -r);
            if (rows.torus()) {
                antidiagonal[i] = modulo(model, antidiagonal[i], rows.diagonalModulus(), "a[" + r + "]");
                diagonal[i] = modulo(model, diagonal[i], rows.diagonalModulus(), "d[" + r + "]");
            }
        }
        model.addAllDifferent(q);
        model.addAllDifferent(antidiagonal);
        model.addAllDifferent(diagonal);
        for (int i = 0; i < q.length && rows.knight(); i++) {
            for (int j = i + 1; j < q.length && queens.row(j) - queens.row(i) <= 2; j++) {
                int knight = 3 - (queens.row(j) - queens.row(i));
                model.addDifferent(q[i], LinearExpr.affine(q[j], 1, knight));
                model.addDifferent(q[i], LinearExpr.affine(q[j], 1, -knight));
            }
        }
        return queens;
    }

    /** A variable {@code name} equal to {@code term mod g}. */
    private static LinearExpr modulo(CpModel model, LinearExpr term, int g, String name) {
        IntVar residue = model.newIntVar(0, g - 1, name);
        model.addModuloEquality(residue, term, g);
        return LinearExpr.affine(residue, 1, 0);
    }

    /**
     * The search. For the empty board: rows in an order shuffled by the seed, each queen in its
     * smallest remaining column, without presolve and without the linear relaxation. Why:
     * CP-SAT's own search does not find n = 500 in a minute, and its minimum-domain choice cannot
     * help, because CP-SAT measures a domain by its bounds (ub - lb + 1), not by the values left,
     * and for n = 1000 it keeps only bounds (no literal per value), so all-different prunes by
     * bounds. A fixed order lets propagation and clause learning repair the few dead ends
     * instead; rows in board order make the smallest columns collide on the diagonals at once, a
     * shuffled order spreads them (how well depends on the seed: see the README). Presolve and
     * the linear relaxation of three all-different constraints add time and nothing that helps.
     * Nor does the expansion of an all-different into one Boolean per value, which CP-SAT applies
     * (presolve or not) to domains of up to 256 values: at n = 100 it makes 10,000 Booleans that
     * the SAT solver then spends about a second vivifying before its first decision, against 13 ms
     * for the whole search without it ({@code max_alldiff_domain_size} 1 keeps the constraints whole).
     * For a board with given queens or blocked squares: CP-SAT's own search with presolve, whose
     * clause learning is what the hard completion instances need (measured: it answers blocked
     * n = 48 boards that the fixed search leaves open after 20 s). One worker in both cases, so
     * that runs repeat for a seed.
     */
    static void chooseSearch(QueenModel queens, long seed, SatParameters.Builder parameters) {
        parameters.setNumWorkers(1).setRandomSeed((int) seed);
        if (!queens.emptyBoard()) {
            return;
        }
        List<IntVar> order = new ArrayList<>(List.of(queens.q()));
        Collections.shuffle(order, new Random(seed));
        queens.model().addDecisionStrategy(order.toArray(IntVar[]::new),
                DecisionStrategyProto.VariableSelectionStrategy.CHOOSE_FIRST,
                DecisionStrategyProto.DomainReductionStrategy.SELECT_MIN_VALUE);
        parameters.setSearchBranching(SatParameters.SearchBranching.FIXED_SEARCH)
                .setCpModelPresolve(false)
                .setLinearizationLevel(0)
                .setMaxAlldiffDomainSize(1);
    }
}
