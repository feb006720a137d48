package org.nqueens.formulations.cpsat;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueens.problem.Square;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Problem;

class CpSatBooleanModelTest {

    @Test
    void thePublishedModelIsTheOneTheFormulationSolves() {
        CpModel model = CpSatBooleanModel.cpModel(Problem.queens(8));
        assertThat(model.model().getVariablesCount()).isEqualTo(64);
        CpSolver solver = new CpSolver();
        solver.getParameters().setNumWorkers(1).setEnumerateAllSolutions(true);
        int[] solutions = new int[1];
        assertThat(solver.solve(model, new CpSolverSolutionCallback() {
            @Override
            public void onSolutionCallback() {
                solutions[0]++;
            }
        })).isEqualTo(CpSolverStatus.OPTIMAL);
        assertThat(solutions[0]).isEqualTo(92);
    }

    @Test
    void aGivenQueenLeavesNoVariableOnTheSquaresItTakesOrAttacks() {
        Problem problem = Problem.on(Geometry.square(8)).given(List.of(new Square(1, 1))).build();
        assertThat(CpSatBooleanModel.cpModel(problem).model().getVariablesCount()).isEqualTo(64 - 1 - 7 - 7 - 7);
    }
}
