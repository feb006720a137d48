package org.nqueens.teach;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.problem.Board;
import org.nqueens.io.CompactBoard;

class ForwardCheckingTraceTest {

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "5", "6", "7", "3 . . 5 . . . .", ". . 2 . . .", "1 . . . ."})
    void propagationCutsBranchesOfTheBacktrackersTreeAndKeepsEverySolution(String question) {
        Board board = question.contains(" ") ? CompactBoard.parse(question, "test").board().orElseThrow() : Board.empty(Integer.parseInt(question));
        SearchTree plain = SearchTree.of(ReferenceTrace.reference(), board);
        SearchTree checked = SearchTree.of(new ForwardCheckingTrace(), board);

        Set<List<Integer>> plainPaths = paths(plain);
        Set<List<Integer>> checkedPaths = paths(checked);
        assertThat(plainPaths).as("every node forward checking visits, the backtracker visits too").containsAll(checkedPaths);
        assertThat(solutions(checked)).isEqualTo(solutions(plain));
        assertThat(checked.placements()).isLessThanOrEqualTo(plain.placements());
        assertThat(checked.count(TreeNode.Kind.DEAD_END)).as("it never tries a square it has not kept open").isZero();
        if (board.n() >= 6 && board.isEmpty()) {
            // On 5 x 5 every placement the backtracker makes still has a square in each row below: nothing to cut.
            assertThat(checked.placements()).isLessThan(plain.placements());
        }
    }

    @org.junit.jupiter.api.Test
    void aRowLeftEmptyByTheGivenQueensFailsAtTheRoot() {
        // Queens on a1 and c2 leave row 3 of the 4 x 4 board no square (b3 and d3 are attacked, a3 and c3 share their columns).
        Board board = CompactBoard.parse("1 3 . .", "test").board().orElseThrow();
        SearchTree tree = SearchTree.of(new ForwardCheckingTrace(), board);

        assertThat(tree.nodes()).hasSize(1);
        assertThat(SearchTree.of(ReferenceTrace.reference(), board).placements()).isZero();
    }

    /** Each node as the path of squares from the root, row and column interleaved. */
    private static Set<List<Integer>> paths(SearchTree tree) {
        Set<List<Integer>> paths = new HashSet<>();
        for (TreeNode node : tree.nodes()) {
            java.util.LinkedList<Integer> path = new java.util.LinkedList<>();
            for (TreeNode at = node; !at.isRoot(); at = tree.nodes().get(at.parent())) {
                path.addFirst(at.column());
                path.addFirst(at.row());
            }
            paths.add(path);
        }
        return paths;
    }

    private static Set<List<Integer>> solutions(SearchTree tree) {
        Set<List<Integer>> all = paths(tree);
        Set<List<Integer>> solutions = new HashSet<>();
        for (TreeNode node : tree.nodes()) {
            if (node.kind() == TreeNode.Kind.SOLUTION) {
                java.util.LinkedList<Integer> path = new java.util.LinkedList<>();
                for (TreeNode at = node; !at.isRoot(); at = tree.nodes().get(at.parent())) {
                    path.addFirst(at.column());
                    path.addFirst(at.row());
                }
                solutions.add(path);
            }
        }
        assertThat(all).containsAll(solutions);
        return solutions;
    }
}
