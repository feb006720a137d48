package org.nqueens.teach;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.problem.Board;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Verifier;
import org.nqueens.io.CompactBoard;

class BitboardTraceTest {

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "5", "6", "7", "3 . . 5 . . . .", ". . 2 . . .", "1 . . . .", ". 1 . . ."})
    void eachRowsWordIsItsSafeColumnsAndTheTreeIsTheBacktrackersWithoutRejects(String question) {
        Board board = question.contains(" ") ? CompactBoard.parse(question, "test").board().orElseThrow() : Board.empty(Integer.parseInt(question));
        SearchTree bitboard = SearchTree.of(new BitboardTrace(), board);
        SearchTree reference = SearchTree.of(ReferenceTrace.reference(), board);

        assertThat(squares(bitboard)).as("the same placements in the same order").isEqualTo(squares(reference));
        assertThat(bitboard.solutions()).isEqualTo(reference.solutions());
        assertThat(bitboard.work()).isEqualTo(reference.placements());
        assertThat(bitboard.count(TreeNode.Kind.DEAD_END)).as("an empty word fails without trying a square").isZero();

        FreePart free = FreePart.of(board);
        int[] columns = new int[board.n() + 1];
        board.queens().forEach(queen -> columns[queen.row()] = queen.column());
        List<Solution> solutions = new ArrayList<>();
        new BitboardTrace().run(board, event -> {
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
        solutions.forEach(solution -> assertThat(Verifier.solves(board, solution)).as(solution.toString()).isTrue());
    }

    private static List<String> squares(SearchTree tree) {
        return tree.nodes().stream().map(node -> node.depth() + ":" + node.row() + "," + node.column() + ":" + (node.parent())).toList();
    }
}
