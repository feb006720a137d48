package org.nqueens.formulations.cpsat;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.IntVar;
import com.google.ortools.util.Domain;
import java.util.Arrays;
import java.util.function.ToLongFunction;
import org.nqueens.formulations.shared.OnePerRow;
import org.nqueens.problem.Placement;

/**
 * The variables the integer CP-SAT model starts from: one integer {@code q[r]} per row r that
 * needs a piece ({@link OnePerRow}), its domain the columns a piece of row r may take. Given
 * pieces and blocked squares are removed values, never filters on the answers.
 */
final class QueenModel implements CpSatRun.Posed {

    private final OnePerRow rows;
    private final CpModel model;
    private final IntVar[] q;

    private QueenModel(OnePerRow rows) {
        this.rows = rows;
        this.model = new CpModel();
        this.q = new IntVar[rows.size()];
        for (int i = 0; i < q.length; i++) {
            long[] columns = Arrays.stream(rows.allowedColumns(i)).asLongStream().toArray();
            q[i] = model.newIntVarFromDomain(Domain.fromValues(columns), "q[" + rows.row(i) + "]");
        }
    }

    /** The variables of the rows of {@code rows}, each allowing at least one column, in a fresh model. */
    static QueenModel over(OnePerRow rows) {
        return new QueenModel(rows);
    }

    @Override
    public Placement placement(ToLongFunction<IntVar> value) {
        int[] columns = new int[q.length];
        for (int i = 0; i < columns.length; i++) {
            columns[i] = Math.toIntExact(value.applyAsLong(q[i]));
        }
        return rows.placement(columns);
    }

    /** The rows the variables stand for, and the problem's attack relation between them. */
    OnePerRow rows() {
        return rows;
    }

    @Override
    public CpModel model() {
        return model;
    }

    /** The variables, rows ascending. */
    IntVar[] q() {
        return q;
    }

    /** The board row of variable {@code i}. */
    int row(int i) {
        return rows.row(i);
    }

    /** Whether the board has neither given pieces nor blocked squares. */
    boolean emptyBoard() {
        return rows.emptyBoard();
    }
}
