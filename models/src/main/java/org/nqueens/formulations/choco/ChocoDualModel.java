package org.nqueens.formulations.choco;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.constraints.ConstraintsName;
import org.chocosolver.solver.constraints.nary.channeling.PropInverseChannelAC;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.selectors.values.IntValueSelector;
import org.chocosolver.solver.search.strategy.selectors.variables.FirstFail;
import org.chocosolver.solver.search.strategy.strategy.AbstractStrategy;
import org.chocosolver.solver.variables.IntVar;
import org.nqueens.problem.FreePart;
import org.nqueens.formulations.shared.OnePerRow;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Descriptor;
import org.nqueens.solver.FirstRowSplit;
import org.nqueens.solver.Run;
import org.nqueens.solver.Tally;

/**
 * n-queens from both viewpoints at once (the dual model; Cheng, Choi, Lee and Wu, "Increasing
 * constraint propagation by redundant modeling", Constraints 1999; Choco's samples NQueenDualGlobal):
 * the free rows r(0..k-1) and free columns c(0..k-1), and
 * <pre>
 *   x[i] in {j : square (r(i), c(j)) allowed}     the column (index) of row r(i)'s queen
 *   y[j] in {i : square (r(i), c(j)) allowed}     the row (index) of column c(j)'s queen
 *   allDifferent(x), allDifferent(y)              one queen a column, one a row
 *   inverseChanneling(x, y)                        x[i] = j  &lt;=&gt;  y[j] = i
 *   q[i] = c(x[i]),  p[j] = r(y[j])                the board's row and column numbers (element)
 *   allDifferent(q[i] + r(i)), allDifferent(q[i] - r(i))    no two queens on a diagonal
 * </pre>
 * Every constraint is kept at forward checking (a placed queen removes its column, row and two
 * diagonals from the other lines' domains), which is what the blocked boards reward: Choco's default
 * for {@code inverseChanneling} adds bounds-consistent allDifferent on x and y, and with them and
 * bounds-consistent diagonals the search visits under 1 % fewer nodes at about 2.3 times the time a
 * node (16 blocked boards of HardBoards -s 2, n = 28 to 54); arc-consistent allDifferent on x (Hall
 * sets of rows) cuts 6 % of the nodes at 1.3 times the time. The diagonals are posted on the rows
 * only: on the columns' viewpoint they would remove nothing more, since the channel carries every
 * removal across (the same nodes on every board measured), and cost 5 % more time.
 *
 * <p>When no queen is given the free rows and columns are 1..n, and x, y are the views q - 1, p - 1 (no
 * element constraint): the element constraints cost about seven times the nodes a second on the
 * blocked boards (1,680 against 11,560 nodes in 10 s on an n = 48 board, loaded machine).
 *
 * <p>What the integer model ({@code choco}) lacks is a variable a column: there a column that no row can
 * reach any more is noticed only when the last row that could take it is placed elsewhere; here its
 * y[j] loses its last value at once, and a column with one row left is a forced move. The search
 * branches on the smallest domain among rows and columns together (first-fail over x and y), so that
 * the most constrained line, row or column, is placed first, on the square that leaves the other
 * lines the most.
 */
public final class ChocoDualModel implements ChocoFormulation {

    /**
     * One search, on any number of threads: the parts of {@link FirstRowSplit} (a queen of the first row given) took
     * 1.6 to 1.9 times the CPU of one search of the dual model (`count 12` and `count 13`, two threads against one,
     * this project's 2-core machine), so the split gained nothing in wall time (0.96x at n = 13, 1.58x at n = 12).
     */
    @Override
    public Optional<Tally> tally(Problem problem, boolean unique, Run run) {
        return Optional.empty();
    }

    /** The model: both viewpoints, channelled, and the two allDifferent diagonals. */
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
        // One queen a column seen from the rows, one a row seen from the columns, and the channel between them.
        model.allDifferent(x, "FC").post();
        model.allDifferent(y, "FC").post();
        new Constraint(ConstraintsName.INVERSECHANNELING, new PropInverseChannelAC(x, y, 0, 0)).post();
        // No two queens on a diagonal, posted on the rows only: the channel carries each removal to the columns.
        model.allDifferent(offsets(model, q, freeRows, 1), "FC").post();
        model.allDifferent(offsets(model, q, freeRows, -1), "FC").post();
        // The search branches on the row or column with the fewest squares left (rows before columns on ties).
        queens.branchOn(Stream.concat(Arrays.stream(x), Arrays.stream(y)).toArray(IntVar[]::new));
    }

    /**
     * First-fail over rows and columns, as every Choco model of rows, but the square tried first on
     * the chosen line is the one that strikes the fewest squares from the other lines (the least
     * constraining value): on the satisfiable blocked boards the smallest column first runs into
     * long refutations that this order avoids. Where no solution exists the order does not change
     * the tree, only its cost a node.
     */
    @Override
    public AbstractStrategy<IntVar> configureSearch(QueenVariables queens) {
        IntVar[] lines = queens.branching();
        return Search.intVarSearch(new FirstFail(queens.model()), new LeastConstrainingSquare(queens, lines), lines);
    }

    /**
     * The value of a row's x[i] or a column's y[j] whose square (r(i), c(j)) strikes the fewest
     * squares: those left in its row and its column, and those of the other rows on its two diagonals.
     * Ties go to the smallest value.
     */
    private static final class LeastConstrainingSquare implements IntValueSelector {

        private final IntVar[] q;
        private final int[] rows;
        private final int[] columns;
        /** The rows' x, then the columns' y. */
        private final IntVar[] lines;
        private final Map<IntVar, Integer> index = new IdentityHashMap<>();

        LeastConstrainingSquare(QueenVariables queens, IntVar[] lines) {
            FreePart free = queens.rows().freePart().orElseThrow();
            this.q = queens.q();
            this.rows = free.rows();
            this.columns = free.columns();
            this.lines = lines;
            for (int b = 0; b < lines.length; b++) {
                index.put(lines[b], b);
            }
        }

        @Override
        public int selectValue(IntVar line) {
            int b = index.get(line);
            int k = rows.length;
            int best = line.getLB();
            int fewest = Integer.MAX_VALUE;
            for (int value = line.getLB(); value <= line.getUB(); value = line.nextValue(value)) {
                int i = b < k ? b : value;
                int j = b < k ? value : b - k;
                int struck = lines[i].getDomainSize() + lines[k + j].getDomainSize();
                for (int other = 0; other < k; other++) {
                    int distance = rows[other] - rows[i];
                    if (other != i) {
                        struck += (q[other].contains(columns[j] + distance) ? 1 : 0) + (q[other].contains(columns[j] - distance) ? 1 : 0);
                    }
                }
                if (struck < fewest) {
                    fewest = struck;
                    best = value;
                }
            }
            return best;
        }
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
