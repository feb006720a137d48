package org.nqueens.formulations.cpsat;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpModelProto;
import com.google.ortools.sat.IntVar;
import com.google.ortools.util.Domain;
import java.util.Arrays;
import org.nqueens.board.FreePart;
import org.nqueens.board.Solution;

/**
 * The variables every CP-SAT model of the toolkit starts from: one integer {@code q[r]} per free
 * row r, its domain the columns a queen of row r may take. Given queens and blocked squares are
 * removed values, never filters on the answers.
 */
final class QueenModel {

    private final FreePart free;
    private final CpModel model;
    private final IntVar[] q;

    private QueenModel(FreePart free) {
        this.free = free;
        this.model = new CpModel();
        this.q = new IntVar[free.size()];
        for (int i = 0; i < q.length; i++) {
            long[] columns = Arrays.stream(free.allowedColumns(free.row(i))).asLongStream().toArray();
            q[i] = model.newIntVarFromDomain(Domain.fromValues(columns), "q[" + free.row(i) + "]");
        }
    }

    /** The variables of the free rows of {@code free}, each allowing at least one column, in a fresh model. */
    static QueenModel over(FreePart free) {
        return new QueenModel(free);
    }

    CpModel model() {
        return model;
    }

    /** The variables, free rows ascending. */
    IntVar[] q() {
        return q;
    }

    /** The board row of variable {@code i}. */
    int row(int i) {
        return free.row(i);
    }

    /** Whether the board has neither given queens nor blocked squares. */
    boolean emptyBoard() {
        return free.board().isEmpty();
    }

    /** The board solution whose free queens stand in {@code columns}, free rows ascending. */
    Solution solution(int[] columns) {
        return free.complete(columns);
    }

    /** The model as CP-SAT holds it, in the solver's own protocol-buffer text. */
    CpModelProto proto() {
        return model.model();
    }
}
