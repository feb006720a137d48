package org.nqueens.teach;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import org.nqueens.reference.KnownCounts;

class SearchTreeTest {

    @Test
    void theFourQueensTreeHasSixteenPlacementsAndTwoSolutionsInDepthFirstOrder() {
        SearchTree tree = SearchTree.of(ReferenceTrace.reference(), Problem.queens(4));

        assertThat(tree.placements()).isEqualTo(16);
        assertThat(tree.solutions()).isEqualTo(2);
        assertThat(tree.nodes()).extracting(TreeNode::id).containsExactlyElementsOf(java.util.stream.IntStream.range(0, 17).boxed().toList());
        assertThat(tree.nodes().get(0).kind()).isEqualTo(TreeNode.Kind.ROOT);
        // The solutions are nodes 8 (2 4 1 3) and 12 (3 1 4 2), as in the depth-first numbering of the 4-queens state space.
        assertThat(tree.nodes()).filteredOn(node -> node.kind() == TreeNode.Kind.SOLUTION).extracting(TreeNode::id).containsExactly(8, 12);
        assertThat(path(tree, 8)).containsExactly(2, 4, 1, 3);
        assertThat(path(tree, 12)).containsExactly(3, 1, 4, 2);
        assertThat(tree.nodes()).filteredOn(node -> node.depth() == 1).extracting(TreeNode::column).containsExactly(1, 2, 3, 4);
        assertThat(tree.count(TreeNode.Kind.DEAD_END)).isEqualTo(4);
        assertThat(tree.count(TreeNode.Kind.PRUNED)).isZero();
        assertThat(tree.work()).isEqualTo(16);
        assertThat(tree.workName()).isEqualTo("placements");
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 5, 6, 7})
    void everyReferenceTreeHasTheSeedTablesPlacementsAndTheKnownSolutions(int n) {
        SearchTree tree = SearchTree.of(ReferenceTrace.reference(), Problem.queens(n));

        assertThat(tree.placements()).isEqualTo(KnownCounts.of(n).orElseThrow().dfsPlacements().orElseThrow());
        assertThat(tree.solutions()).isEqualTo(KnownCounts.of(n).orElseThrow().solutions());
        assertThat(tree.nodes()).allSatisfy(node -> assertThat(node.parent()).isLessThan(node.id()));
        assertThat(tree.nodes()).filteredOn(node -> node.kind() == TreeNode.Kind.SOLUTION).allSatisfy(node -> assertThat(node.depth()).isEqualTo(n));
    }

    @Test
    void aTreeTooLargeToReadIsRefusedSayingWhatSizeWorks() {
        assertThatThrownBy(() -> SearchTree.of(ReferenceTrace.reference(), Problem.queens(8)))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("Try N = 7 or less");
    }

    @Test
    void eventsThatBreakTheStackDisciplineAreADefectNotATree() {
        assertThatThrownBy(() -> SearchTree.of("x", 4, List.of(TraceEvent.place(1, 1), TraceEvent.backtrack(1, 2))))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void theOutlineAndTheDrawingShowEveryNode() {
        SearchTree tree = SearchTree.of(ReferenceTrace.reference(), Problem.queens(4));

        List<String> outline = TreeDrawing.outline(tree);
        assertThat(outline).hasSize(18);
        assertThat(outline.get(9)).isEqualTo(" 8         row 4 column 3 (c4)  SOLUTION");
        String svg = TreeDrawing.svg(List.of(tree, tree));
        assertThat(svg.split("<circle", -1)).hasSize(2 * 17 + 1);
        assertThat(svg).contains("data-work-name=\"placements\" data-work=\"16\"");
    }

    private static List<Integer> path(SearchTree tree, int id) {
        java.util.LinkedList<Integer> columns = new java.util.LinkedList<>();
        for (TreeNode node = tree.nodes().get(id); !node.isRoot(); node = tree.nodes().get(node.parent())) {
            columns.addFirst(node.column());
        }
        return columns;
    }
}
