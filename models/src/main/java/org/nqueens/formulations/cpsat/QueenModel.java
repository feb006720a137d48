package org.nqueens.formulations.cpsat;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpModelProto;
import com.google.ortools.sat.IntVar;
import com.google.ortools.util.Domain;
import java.util.Arrays;
import java.util.function.ToLongFunction;
import org.nqueens.board.FreePart;
import org.nqueens.formulations.OnePerRow;
import org.nqueens.problem.Placement;

/**
 * The variables every CP-SAT model of the toolkit starts from: one integer {@code q[r]} per row r
 * that needs a piece ({@link OnePerRow}), its domain the columns a piece of row r may take; or, for the Boolean model, one 0/1
 * {@code x[r][c]} per square a queen may take. Given queens and blocked squares are removed values
 * (or absent squares), never filters on the answers.
 */
final class QueenModel {

    private final OnePerRow rows;
    private final FreePart free;
    private final CpModel model;
    private final IntVar[] q;
    /** The Boolean model's squares, [free row index][free column index], null where not allowed; null for the integer model. */
    private final BoolVar[][] squares;

    private QueenModel(OnePerRow rows) {
        this.rows = rows;
        this.free = null;
        this.model = new CpModel();
        this.q = new IntVar[rows.size()];
        for (int i = 0; i < q.length; i++) {
            long[] columns = Arrays.stream(rows.allowedColumns(i)).asLongStream().toArray();
            q[i] = model.newIntVarFromDomain(Domain.fromValues(columns), "q[" + rows.row(i) + "]");
        }
        this.squares = null;
    }

    private QueenModel(OnePerRow rows, FreePart free) {
        this.rows = rows;
        this.free = free;
        this.model = new CpModel();
        this.q = new IntVar[0];
        int k = free.size();
        this.squares = new BoolVar[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                if (free.allows(free.row(i), free.column(j))) {
                    squares[i][j] = model.newBoolVar("x[" + free.row(i) + "][" + free.column(j) + "]");
                }
            }
        }
    }

    /** The 0/1 variables of the squares of {@code free} a queen may take, in a fresh model; no integer q. */
    static QueenModel squaresOver(OnePerRow rows) {
        return new QueenModel(rows, rows.freePart().orElseThrow());
    }

    /**
     * The Boolean square of free row index i and free column index j (both ascending), or null where
     * no queen may stand; only for a model made by {@link #squaresOver}.
     */
    BoolVar square(int i, int j) {
        return squares[i][j];
    }

    /** The placement in the solver's values: q[r] for the integer model, the true square of each row for the Boolean. */
    Placement placement(ToLongFunction<IntVar> value) {
        int[] columns = new int[rows.size()];
        for (int i = 0; i < columns.length; i++) {
            if (squares == null) {
                columns[i] = Math.toIntExact(value.applyAsLong(q[i]));
                continue;
            }
            for (int j = 0; j < columns.length; j++) {
                if (squares[i][j] != null && value.applyAsLong(squares[i][j]) == 1) {
                    columns[i] = free.column(j);
                }
            }
        }
        return rows.placement(columns);
    }

    /** The variables of the rows of {@code rows}, each allowing at least one column, in a fresh model. */
    static QueenModel over(OnePerRow rows) {
        return new QueenModel(rows);
    }

    /** The rows the variables stand for, and the problem's attack relation between them. */
    OnePerRow rows() {
        return rows;
    }

    CpModel model() {
        return model;
    }

    /** The variables, free rows ascending. */
    IntVar[] q() {
        return q;
    }

    /** How many rows need a piece. */
    int size() {
        return rows.size();
    }

    /** The board row of variable {@code i}. */
    int row(int i) {
        return rows.row(i);
    }

    /** The board column of free column index {@code j}. */
    int column(int j) {
        return free.column(j);
    }

    /** Whether the board has neither given pieces nor blocked squares. */
    boolean emptyBoard() {
        return rows.emptyBoard();
    }

    /** The model as CP-SAT holds it, in the solver's own protocol-buffer text. */
    CpModelProto proto() {
        return model.model();
    }
}
