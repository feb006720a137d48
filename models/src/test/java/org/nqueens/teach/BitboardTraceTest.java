package org.nqueens.teach;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.bitboard.parts.EmptyBoardCount;
import org.nqueens.formulations.bitboard.placements.PlacementSearch;
import org.nqueens.formulations.bitboard.placements.RowPrefix;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Solution;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;

class BitboardTraceTest {

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "5", "6", "7", "3 . . 5 . . . .", ". . 2 . . .", "1 . . . .", ". 1 . . ."})
    void eachRowsWordIsItsSafeColumnsAndTheTreeIsTheBacktrackersWithoutRejects(String question) {
        Problem problem = Questions.of(question);
        SearchTree bitboard = SearchTree.of(new BitboardTrace(), problem);
        SearchTree reference = SearchTree.of(ReferenceTrace.reference(), problem);

        assertThat(squares(bitboard)).as("the same placements in the same order").isEqualTo(squares(reference));
        assertThat(bitboard.solutions()).isEqualTo(reference.solutions());
        assertThat(bitboard.work()).isEqualTo(reference.placements());
        assertThat(bitboard.count(TreeNode.Kind.DEAD_END)).as("an empty word fails without trying a square").isZero();

        FreePart free = problem.freePart();
        int[] columns = new int[problem.rows() + 1];
        problem.given().forEach(queen -> columns[queen.row()] = queen.column());
        List<Solution> solutions = new ArrayList<>();
        new BitboardTrace().run(problem, event -> {
            switch (event.kind()) {
                case CHOOSE -> {
                    int row = Integer.parseInt(event.choice().orElseThrow().item().split(" ")[1]);
                    StringJoiner safe = new StringJoiner(", ", "{", "}");
                    int options = 0;
                    for (int column : free.allowedColumns(row)) {
                        boolean attacked = false;
                        for (int other = 1; other < row; other++) {
                            attacked |= columns[other] != 0 && Conflict.between(row, column, other, columns[other]) != null;
                        }
                        if (!attacked) {
                            safe.add(Integer.toString(column));
                            options++;
                        }
                    }
                    assertThat(event).isEqualTo(TraceEvent.choose("row " + row + " " + safe, options));
                }
                case PLACE, SOLUTION -> {
                    columns[event.row()] = event.column();
                    if (event.kind() == TraceEvent.Kind.SOLUTION) {
                        solutions.add(Solution.of(java.util.Arrays.copyOfRange(columns, 1, columns.length)));
                    }
                }
                case BACKTRACK -> columns[event.row()] = 0;
                default -> throw new AssertionError("The bitboard search does not " + event.kind().jsonName());
            }
            return true;
        });
        assertThat(solutions).hasSize((int) reference.solutions());
        solutions.forEach(solution -> assertThat(ProblemVerifier.solves(problem, Placement.of(solution))).as(solution.toString()).isTrue());
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void onTheEmptyBoardEveryNodeIsTheBitboardPlacementsCountsNode(int n) {
        // The bitboard's own row-by-row search (PlacementSearch, what count --placements runs) below every node of the trace.
        List<Subtrees> nodes = Subtrees.of(new BitboardTrace(), Problem.queens(n));
        PlacementSearch search = new PlacementSearch(n);
        for (Subtrees node : nodes.subList(1, nodes.size())) {
            List<Integer> columns = node.path().stream().map(queen -> queen.column() - 1).toList();
            PlacementSearch.Found found = search.count(new RowPrefix(n, columns, 1, 0), SearchSettings.defaults().start()).orElseThrow();
            assertThat(found.placements()).as("placements below %s", node.path()).isEqualTo(node.placements());
            assertThat(found.solutions()).as("solutions below %s", node.path()).isEqualTo(node.solutions().size());
        }
        CountResult whole = EmptyBoardCount.plan(new EmptyBoardCount.Question(n, false, true)).count(SearchSettings.defaults().withThreads(1));
        assertThat(whole.stats().values().get(Stats.PLACEMENTS)).isEqualTo(nodes.get(0).placements());
        assertThat(whole.count()).isEqualTo(nodes.get(0).solutions().size());
        // And the order: node for node the real backtracker's, which searches the rows in the same order.
        Subtrees.holdToBacktracker(new BitboardTrace(), Problem.queens(n));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.nqueens.teach.ReferenceTraceTest#partialBoards")
    void onAPartialBoardEveryNodeIsTheRealBacktrackersNode(Problem problem) {
        Subtrees.holdToBacktracker(new BitboardTrace(), problem);
    }

    private static List<String> squares(SearchTree tree) {
        return tree.nodes().stream().map(node -> node.depth() + ":" + node.row() + "," + node.column() + ":" + (node.parent())).toList();
    }
}
