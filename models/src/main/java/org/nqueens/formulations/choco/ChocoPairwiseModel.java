package org.nqueens.formulations.choco;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.strategy.AbstractStrategy;
import org.chocosolver.solver.variables.IntVar;
import org.nqueens.formulations.OnePerRow;
import org.nqueens.formulations.PrintedModels;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.Task;

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
public final class ChocoPairwiseModel implements Formulation {

    private static final String ID = "choco-pairwise";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Choco, CLP(FD) form: allDifferent(q) and q[i] != q[j] +- (j - i) for every pair of rows, first-fail search";
    }

    @Override
    public Set<Task> tasks() {
        return EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.COUNT, Task.ENUMERATE, Task.MODEL);
    }

    @Override
    public boolean takes(Problem problem) {
        return OnePerRow.takes(problem);
    }

    @Override
    public String variants() {
        return OnePerRow.VARIANTS;
    }

    @Override
    public Optional<String> refusal(Task task, Problem problem) {
        return PrintedModels.refusal(this, task, problem);
    }

    @Override
    public ResumableSearch search(Problem problem, Run run) {
        return ChocoRun.search(problem, run, ChocoPairwiseModel::build, ChocoPairwiseModel::chooseSearch);
    }

    @Override
    public String modelText(Problem problem) {
        return ChocoRun.modelText(problem, title(), ChocoPairwiseModel::build);
    }

    /**
     * The model: q[r] ranges over the columns row r allows; the queens take different columns,
     * and no two of them stand on a diagonal: |q[i] - q[j]| != j - i (on a torus, nor any
     * difference congruent to +-(j - i) modulo g); super-queens nor a knight's move apart:
     * |q[i] - q[j]| != 3 - (j - i) for rows 1 or 2 apart.
     */
    static QueenVariables build(OnePerRow rows) {
        QueenVariables queens = QueenVariables.over(rows, ID);
        Model model = queens.model();
        IntVar[] q = queens.q();
        model.allDifferent(q, "FC").post();
        for (int i = 0; i < q.length; i++) {
            for (int j = i + 1; j < q.length; j++) {
                int d = queens.row(j) - queens.row(i);
                for (int e : rows.diagonalDifferences(d)) {
                    model.arithm(q[i], "!=", q[j], "+", e).post();
                }
                if (rows.knight() && d <= 2) {
                    model.arithm(q[i], "!=", q[j], "+", 3 - d).post();
                    model.arithm(q[i], "!=", q[j], "-", 3 - d).post();
                }
            }
        }
        return queens;
    }

    /**
     * The search: first-fail, the row with the fewest columns left first, its smallest column
     * first, ties to the upper row; no random choice, so the seed has no effect. (Breaking ties
     * in a random order instead made n = 1000 run past 20 s.) The same search as {@code choco}, so that the
     * two models differ only in what they propagate (GNU Prolog's program labels in a random
     * order instead).
     */
    static AbstractStrategy<IntVar> chooseSearch(QueenVariables queens) {
        return Search.minDomLBSearch(queens.q());
    }
}
