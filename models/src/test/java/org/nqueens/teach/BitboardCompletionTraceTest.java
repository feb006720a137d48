package org.nqueens.teach;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.bitboard.BitboardCounter;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Solution;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;

class BitboardCompletionTraceTest {

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "5", "6", "7", "3 . . 5 . . . .", ". . 2 . . .", "1 . . . .", ". 1 . . .", "1 3 . ."})
    void theTreeHasTheNodesAndFailsOfTheSolversOwnSearchAndItsSolutions(String question) {
        Problem problem = Questions.of(question);
        SearchTree tree = SearchTree.of(new BitboardCompletionTrace(), problem);
        List<Solution> expected = new ArrayList<>();
        long nodes;
        long fails;
        // The solver's enumeration runs its completion search on every board, the empty one too.
        try (SolutionStream solutions = new BitboardCounter().enumerate(problem, SearchSettings.defaults().withThreads(1))) {
            solutions.forEachRemaining((Placement placement) -> expected.add(placement.solution().orElseThrow()));
            nodes = solutions.stats().values().getOrDefault("nodes", 0L);
            fails = solutions.stats().values().getOrDefault("fails", 0L);
        }

        assertThat(tree.work()).as("the solver's nodes").isEqualTo(nodes);
        // The solver counts a board whose free rows fail before any placement as one fail; the tree has no node for it.
        long rootFail = tree.placements() == 0 && problem.givenCount() < problem.rows() ? 1 : 0;
        assertThat(tree.count(TreeNode.Kind.PRUNED) + rootFail).as("the solver's fails").isEqualTo(fails);
        assertThat(tree.count(TreeNode.Kind.DEAD_END)).as("forward checking never tries an attacked square").isZero();
        List<Solution> traced = new ArrayList<>();
        int[] columns = new int[problem.rows()];
        problem.given().forEach(queen -> columns[queen.row() - 1] = queen.column());
        new BitboardCompletionTrace().run(problem, event -> {
            assertThat(event.kind()).isNotEqualTo(TraceEvent.Kind.REJECT);
            if (event.kind().placesQueen()) {
                assertThat(columns[event.row() - 1]).as("one queen a row: " + event).isZero();
                for (int row = 1; row <= problem.rows(); row++) {
                    if (columns[row - 1] != 0) {
                        assertThat(Conflict.between(event.row(), event.column(), row, columns[row - 1])).as(event.toString()).isNull();
                    }
                }
                columns[event.row() - 1] = event.column();
            }
            if (event.kind() == TraceEvent.Kind.BACKTRACK) {
                columns[event.row() - 1] = 0;
            }
            if (event.kind() == TraceEvent.Kind.SOLUTION) {
                traced.add(Solution.of(columns.clone()));
            }
            return true;
        });
        assertThat(traced).containsExactlyElementsOf(expected);
        traced.forEach(solution -> assertThat(ProblemVerifier.solves(problem, Placement.of(solution))).as(solution.toString()).isTrue());
    }
}
