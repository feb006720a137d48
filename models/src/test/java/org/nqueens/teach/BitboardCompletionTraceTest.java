package org.nqueens.teach;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.problem.Board;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Verifier;
import org.nqueens.formulations.bitboard.BitboardCounter;
import org.nqueens.io.CompactBoard;
import org.nqueens.problem.Placement;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;

class BitboardCompletionTraceTest {

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "5", "6", "7", "3 . . 5 . . . .", ". . 2 . . .", "1 . . . .", ". 1 . . .", "1 3 . ."})
    void theTreeHasTheNodesAndFailsOfTheSolversOwnSearchAndItsSolutions(String question) {
        Board board = question.contains(" ") ? CompactBoard.parse(question, "test").board().orElseThrow() : Board.empty(Integer.parseInt(question));
        SearchTree tree = SearchTree.of(new BitboardCompletionTrace(), board);
        List<Solution> expected = new ArrayList<>();
        long nodes;
        long fails;
        // The solver's enumeration runs its completion search on every board, the empty one too.
        try (SolutionStream solutions = new BitboardCounter().enumerate(Problem.of(board), SearchSettings.defaults().withThreads(1))) {
            solutions.forEachRemaining((Placement placement) -> expected.add(placement.solution().orElseThrow()));
            nodes = solutions.stats().values().getOrDefault("nodes", 0L);
            fails = solutions.stats().values().getOrDefault("fails", 0L);
        }

        assertThat(tree.work()).as("the solver's nodes").isEqualTo(nodes);
        // The solver counts a board whose free rows fail before any placement as one fail; the tree has no node for it.
        long rootFail = tree.placements() == 0 && board.queenCount() < board.n() ? 1 : 0;
        assertThat(tree.count(TreeNode.Kind.PRUNED) + rootFail).as("the solver's fails").isEqualTo(fails);
        assertThat(tree.count(TreeNode.Kind.DEAD_END)).as("forward checking never tries an attacked square").isZero();
        List<Solution> traced = new ArrayList<>();
        int[] columns = new int[board.n()];
        board.queens().forEach(queen -> columns[queen.row() - 1] = queen.column());
        new BitboardCompletionTrace().run(board, event -> {
            assertThat(event.kind()).isNotEqualTo(TraceEvent.Kind.REJECT);
            if (event.kind().placesQueen()) {
                assertThat(columns[event.row() - 1]).as("one queen a row: " + event).isZero();
                for (int row = 1; row <= board.n(); row++) {
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
        traced.forEach(solution -> assertThat(Verifier.solves(board, solution)).as(solution.toString()).isTrue());
    }
}
