package org.nqueens.teach;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Square;

class ForwardCheckingTraceTest {

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "5", "6", "7", "3 . . 5 . . . .", ". . 2 . . .", "1 . . . ."})
    void propagationCutsBranchesOfTheBacktrackersTreeAndKeepsEverySolution(String question) {
        Problem problem = Questions.of(question);
        SearchTree plain = SearchTree.of(ReferenceTrace.reference(), problem);
        SearchTree checked = SearchTree.of(new ForwardCheckingTrace(), problem);

        Set<List<Integer>> plainPaths = paths(plain);
        Set<List<Integer>> checkedPaths = paths(checked);
        assertThat(plainPaths).as("every node forward checking visits, the backtracker visits too").containsAll(checkedPaths);
        assertThat(solutions(checked)).isEqualTo(solutions(plain));
        assertThat(checked.placements()).isLessThanOrEqualTo(plain.placements());
        assertThat(checked.count(TreeNode.Kind.DEAD_END)).as("it never tries a square it has not kept open").isZero();
        if (problem.rows() >= 6 && problem.isEmpty()) {
            // On 5 x 5 every placement the backtracker makes still has a square in each row below: nothing to cut.
            assertThat(checked.placements()).isLessThan(plain.placements());
        }
    }

    @org.junit.jupiter.api.Test
    void aRowLeftEmptyByTheGivenQueensFailsAtTheRoot() {
        // Queens on a1 and c2 leave row 3 of the 4 x 4 board no square (b3 and d3 are attacked, a3 and c3 share their columns).
        Problem problem = Questions.of("1 3 . .");
        SearchTree tree = SearchTree.of(new ForwardCheckingTrace(), problem);

        assertThat(tree.nodes()).hasSize(1);
        assertThat(SearchTree.of(ReferenceTrace.reference(), problem).placements()).isZero();
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void onTheEmptyBoardItIsTheRealBacktrackerLessTheSubtreesBelowAWipedOutRow(int n) {
        holdToBacktracker(Problem.queens(n));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.nqueens.teach.ReferenceTraceTest#partialBoards")
    void onAPartialBoardItIsTheRealBacktrackerLessTheSubtreesBelowAWipedOutRow(Problem problem) {
        holdToBacktracker(problem);
    }

    /**
     * Node for node: forward checking places, in order, the queens the backtracker places (the reference
     * trace, itself held to the solver {@code backtrack} node for node) whose every ancestor, the root
     * included, leaves each free row below a square; and it finds the solver's solutions in its order.
     */
    private static void holdToBacktracker(Problem problem) {
        List<Subtrees> plain = Subtrees.of(ReferenceTrace.reference(), problem);
        Map<List<Square>, Boolean> alive = new HashMap<>();
        List<List<Square>> expected = new ArrayList<>();
        for (Subtrees node : plain.subList(1, plain.size())) {
            boolean kept = true;
            for (int depth = 0; depth < node.path().size() && kept; depth++) {
                List<Square> above = node.path().subList(0, depth);
                kept = alive.computeIfAbsent(above, path -> leavesEveryRowASquare(new Subtrees(path, 0, List.of()).posed(problem)));
            }
            if (kept) {
                expected.add(node.path());
            }
        }
        List<Subtrees> checked = Subtrees.of(new ForwardCheckingTrace(), problem);
        assertThat(checked.subList(1, checked.size()).stream().map(Subtrees::path).toList()).as("%s (seed %d)", problem, Subtrees.SEED)
                .isEqualTo(expected);
        assertThat(checked.get(0).solutions()).isEqualTo(Subtrees.backtracker(problem).solutions());
    }

    private static boolean leavesEveryRowASquare(Problem problem) {
        FreePart free = problem.freePart();
        return Arrays.stream(free.rows()).allMatch(row -> free.allowedColumns(row).length > 0);
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
