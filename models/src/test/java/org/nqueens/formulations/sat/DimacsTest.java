package org.nqueens.formulations.sat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;

/** The CNF and its DIMACS form: the numbering, the clause counts of the encodings, and models read back. */
class DimacsTest {

    @Test
    void theHeaderCountsTheVariablesAndClausesThatFollow() {
        String text = Dimacs.of(Problem.queens(8));
        List<String> clauses = new ArrayList<>();
        String header = null;
        for (String line : text.split("\n")) {
            if (line.startsWith("p ")) {
                header = line;
            } else if (!line.startsWith("c ")) {
                clauses.add(line);
            }
        }
        assertThat(header).isNotNull();
        String[] fields = header.split(" ");
        assertThat(fields[1]).isEqualTo("cnf");
        int variables = Integer.parseInt(fields[2]);
        assertThat(clauses).hasSize(Integer.parseInt(fields[3])).allMatch(clause -> clause.endsWith(" 0") || clause.equals("0"));
        int largest = clauses.stream().flatMap(clause -> java.util.Arrays.stream(clause.split(" ")))
                .mapToInt(token -> Math.abs(Integer.parseInt(token))).max().orElseThrow();
        assertThat(largest).isEqualTo(variables);
        // 16 lines of 8 squares: 16 * (1 + 3*8 - 4) = 336 clauses, 16 * 7 = 112 auxiliaries; the diagonals follow.
        assertThat(variables).isGreaterThan(64 + 112);
    }

    @Test
    void squareVariablesFollowTheContractsNumberingAndGivenQueensAreUnits() {
        assertThat(Dimacs.variable(8, 1, 1)).isEqualTo(1);
        assertThat(Dimacs.variable(8, 2, 3)).isEqualTo(11);
        assertThat(Dimacs.variable(8, 8, 8)).isEqualTo(64);
        Problem board = Problem.classic(8, List.of(new Square(2, 3)), List.of(new Square(5, 5)));
        List<String> lines = List.of(Dimacs.of(board).split("\n"));
        assertThat(lines).contains("11 0", "-37 0", "-12 0", "-19 0"); // the queen; blocked e5; its row; its column
    }

    @ParameterizedTest(name = "k = {0}")
    @ValueSource(ints = {2, 5, 6, 8, 50})
    void atMostOneTakesThePairwiseClausesUpToFiveAndTheSequentialCounterBeyond(int k) {
        // A board of one row with k columns is not a board; a k x k board's row 1 is a line of k free squares.
        Problem board = Problem.queens(k);
        QueensCnf cnf = QueensCnf.of(board.freePart(), (row, column) -> (row - 1) * k + column, k * k);
        int perLine = 1 + (k <= QueensCnf.PAIRWISE_UP_TO ? k * (k - 1) / 2 : 3 * k - 4);
        assertThat(cnf.clausesByConstraint().get("exactly one queen a free row")).isEqualTo(k * perLine);
    }

    @Test
    void aModelIsReadBackIntoQueensAndGarbageIsNot() {
        BitSet model = new BitSet();
        int[] columns = {2, 4, 1, 3};
        for (int row = 1; row <= 4; row++) {
            model.set(Dimacs.variable(4, row, columns[row - 1]));
        }
        model.set(17); // an auxiliary: ignored
        assertThat(Dimacs.solution(4, model)).contains(Solution.of(2, 4, 1, 3));
        model.set(Dimacs.variable(4, 1, 1));
        assertThat(Dimacs.solution(4, model)).isEmpty();
        assertThat(Dimacs.solution(4, new BitSet())).isEmpty();
    }
}
