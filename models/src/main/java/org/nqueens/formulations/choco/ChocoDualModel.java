package org.nqueens.formulations.choco;

import java.util.Arrays;
import java.util.stream.Stream;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;
import org.nqueens.problem.FreePart;
import org.nqueens.formulations.shared.OnePerRow;
import org.nqueens.solver.Descriptor;

/**
 * n-queens from both viewpoints at once (the dual model; Cheng, Choi, Lee and Wu, "Increasing
 * constraint propagation by redundant modeling", Constraints 1999; Choco's samples NQueenDualGlobal):
 * the free rows r(0..k-1) and free columns c(0..k-1), and
 * <pre>
 *   x[i] in {j : square (r(i), c(j)) allowed}     the column (index) of row r(i)'s queen
 *   y[j] in {i : square (r(i), c(j)) allowed}     the row (index) of column c(j)'s queen
 *   inverseChanneling(x, y)                        x[i] = j  &lt;=&gt;  y[j] = i
 *   q[i] = c(x[i]),  p[j] = r(y[j])                the board's row and column numbers (element)
 *   allDifferent(q[i] + r(i)), allDifferent(q[i] - r(i))    no two queens on a diagonal, seen from the rows
 *   allDifferent(p[j] + c(j)), allDifferent(p[j] - c(j))    and seen from the columns
 * </pre>
 * When no queen is given the free rows and columns are 1..n, and x, y are the views q - 1, p - 1 (no
 * element constraint): the element constraints cost about seven times the nodes a second on the
 * blocked boards (1,680 against 11,560 nodes in 10 s on an n = 48 board, loaded machine).
 *
 * <p>What the integer model ({@code choco}) lacks is a variable a column: there a column that no row can
 * reach any more is noticed only when the last row that could take it is placed elsewhere; here its
 * y[j] loses its last value at once, and a column with one row left is a forced move. The search
 * branches on the smallest domain among rows and columns together (first-fail over x and y), so that
 * the most constrained line, row or column, is placed first.
 */
public final class ChocoDualModel implements ChocoFormulation {

    /** The model: both viewpoints, channelled, each with its two allDifferent diagonals. */
    @Override
    public void buildModel(QueenVariables queens, OnePerRow rows) {
        FreePart free = rows.freePart().orElseThrow(); // the dual model takes the classic board only
        Model model = queens.model();
        int k = queens.size();
        int[] freeRows = free.rows();
        int[] columns = free.columns();
        IntVar[] q = queens.q();
        IntVar[] x = new IntVar[k];
        IntVar[] y = new IntVar[k];
        IntVar[] p = new IntVar[k];
        boolean whole = k == free.n(); // no queen given: the free rows and columns are 1..n, index = number - 1
        for (int i = 0; i < k; i++) {
            if (whole) {
                x[i] = model.intOffsetView(q[i], -1);
            } else {
                x[i] = model.intVar("x[" + freeRows[i] + "]", indices(q[i], columns));
                model.element(q[i], columns, x[i]).post();
            }
        }
        for (int j = 0; j < k; j++) {
            int column = columns[j];
            int[] reaching = Arrays.stream(freeRows).filter(row -> free.allows(row, column)).toArray();
            // Every free row allows a square (ChocoRun answers the other boards); a column may allow none.
            if (reaching.length == 0) {
                model.falseConstraint().post();
                reaching = new int[] {freeRows[0]};
            }
            p[j] = model.intVar("p[" + column + "]", reaching);
            if (whole) {
                y[j] = model.intOffsetView(p[j], -1);
            } else {
                y[j] = model.intVar("y[" + column + "]", Arrays.stream(reaching).map(row -> Arrays.binarySearch(freeRows, row)).toArray());
                model.element(p[j], freeRows, y[j]).post();
            }
        }
        model.inverseChanneling(x, y).post();
        String consistency = System.getProperty("hard.ad", "BC");
        model.allDifferent(offsets(model, q, freeRows, 1), consistency).post();
        model.allDifferent(offsets(model, q, freeRows, -1), consistency).post();
        model.allDifferent(offsets(model, p, columns, 1), consistency).post();
        model.allDifferent(offsets(model, p, columns, -1), consistency).post();
        // The search branches on the row or column with the fewest squares left (rows before columns on ties).
        queens.branchOn(Stream.concat(Arrays.stream(x), Arrays.stream(y)).toArray(IntVar[]::new));
    }

    @Override
    public org.nqueens.solver.ResumableSearch searchOne(org.nqueens.problem.Problem problem, org.nqueens.solver.Run run) {
        return ChocoRun.search(problem, run, this::model, queens -> trialSearch(queens, run.seed()));
    }

    private static org.chocosolver.solver.search.strategy.strategy.AbstractStrategy<IntVar> trialSearch(QueenVariables queens, long seed) {
        IntVar[] vars = queens.branching();
        org.chocosolver.solver.Solver solver = queens.model().getSolver();
        String search = System.getProperty("hard.search", "ff");
        org.chocosolver.solver.search.strategy.strategy.AbstractStrategy<IntVar> strategy = switch (search) {
            case "wdeg" -> org.chocosolver.solver.search.strategy.Search.domOverWDegSearch(vars);
            case "wdegref" -> org.chocosolver.solver.search.strategy.Search.domOverWDegRefSearch(vars);
            case "chs" -> org.chocosolver.solver.search.strategy.Search.conflictHistorySearch(vars);
            case "abs" -> org.chocosolver.solver.search.strategy.Search.activityBasedSearch(vars);
            case "frba" -> org.chocosolver.solver.search.strategy.Search.failureRateBasedSearch(vars);
            case "wdegrand" -> org.chocosolver.solver.search.strategy.Search.intVarSearch(
                    new org.chocosolver.solver.search.strategy.selectors.variables.DomOverWDeg<>(vars, seed),
                    new org.chocosolver.solver.search.strategy.selectors.values.IntDomainRandom(seed), vars);
            case "ffrand" -> org.chocosolver.solver.search.strategy.Search.intVarSearch(
                    new org.chocosolver.solver.search.strategy.selectors.variables.FirstFail(queens.model()),
                    new org.chocosolver.solver.search.strategy.selectors.values.IntDomainRandom(seed), vars);
            default -> org.chocosolver.solver.search.strategy.Search.minDomLBSearch(vars);
        };
        if (Boolean.getBoolean("hard.lc")) {
            strategy = org.chocosolver.solver.search.strategy.Search.lastConflict(strategy);
        }
        String restart = System.getProperty("hard.restart", "none");
        if (restart.startsWith("luby")) {
            solver.setLubyRestart(Long.parseLong(restart.substring(4)), new org.chocosolver.solver.search.limits.FailCounter(queens.model(), 0), Integer.MAX_VALUE);
        } else if (restart.startsWith("geo")) {
            solver.setGeometricalRestart(Long.parseLong(restart.substring(3)), 1.2, new org.chocosolver.solver.search.limits.FailCounter(queens.model(), 0), Integer.MAX_VALUE);
        }
        if (Boolean.getBoolean("hard.nogood")) {
            solver.setNoGoodRecordingFromRestarts();
        }
        return strategy;
    }

    /** The indices in {@code columns} of the values of {@code variable}. */
    private static int[] indices(IntVar variable, int[] columns) {
        int[] values = new int[variable.getDomainSize()];
        int i = 0;
        for (int value = variable.getLB(); value <= variable.getUB(); value = variable.nextValue(value)) {
            values[i++] = Arrays.binarySearch(columns, value);
        }
        return values;
    }

    /** The views line[i] + sign * number[i]: the diagonals (sign -1) and anti-diagonals (sign +1) of the queens. */
    private static IntVar[] offsets(Model model, IntVar[] line, int[] numbers, int sign) {
        IntVar[] views = new IntVar[line.length];
        for (int i = 0; i < line.length; i++) {
            views[i] = model.intOffsetView(line[i], sign * numbers[i]);
        }
        return views;
    }

    @Override
    public Descriptor descriptor() {
        return ChocoDescriptors.DUAL;
    }
}
