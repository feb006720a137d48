package org.nqueens.teach;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.exactcover.ExactCoverModel;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Solution;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;

class DancingLinksTraceTest {

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "5", "6", "7", "3 . . 5 . . . .", ". . 2 . . .", "1 . . . .", ". 1 . . ."})
    void theTreeHasTheNodesOfTheSolverDlxAndEverySolutionIsVerified(String question) {
        Problem problem = Questions.of(question);
        SearchTree tree = SearchTree.of(new DancingLinksTrace(), problem);
        CountResult count = new ExactCoverModel().count(problem, false, SearchSettings.defaults().withThreads(1));

        assertThat(tree.work()).isEqualTo(count.stats().values().get("nodes"));
        assertThat(tree.solutions()).isEqualTo(count.count());
        assertThat(tree.count(TreeNode.Kind.DEAD_END)).as("dancing links never tries an attacked square").isZero();
        for (Solution solution : solutions(problem)) {
            assertThat(ProblemVerifier.solves(problem, Placement.of(solution))).as(solution.toString()).isTrue();
        }
    }

    private static List<Solution> solutions(Problem problem) {
        List<Solution> solutions = new ArrayList<>();
        int[] columns = new int[problem.rows()];
        problem.given().forEach(queen -> columns[queen.row() - 1] = queen.column());
        new DancingLinksTrace().run(problem, event -> {
            assertThat(event.kind()).isNotEqualTo(TraceEvent.Kind.REJECT);
            if (event.kind().placesQueen()) {
                columns[event.row() - 1] = event.column();
            }
            if (event.kind() == TraceEvent.Kind.BACKTRACK) {
                columns[event.row() - 1] = 0;
            }
            if (event.kind() == TraceEvent.Kind.SOLUTION) {
                solutions.add(Solution.of(columns.clone()));
            }
            return true;
        });
        return solutions;
    }
}
