package org.nqueens.problem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.nqueens.testing.Allocations;

class VerifierTest {

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "1 5 8 6 3 7 2 4 |                                                                        ",
        "1 2 3 4         | The queens at row 1, column 1 and row 2, column 2 share a diagonal.     ",
        "2 4 1 1         | The queens at row 3, column 1 and row 4, column 1 share column 1.       ",
        "3 2 4 1         | The queens at row 1, column 3 and row 2, column 2 share an anti-diagonal.",
        "2 4 1 3         |                                                                         ",
    })
    void namesTheFirstAttackingPair(String board, String expected) {
        Optional<Violation> violation = Verifier.check(board(board));
        if (expected == null) {
            assertThat(violation).isEmpty();
        } else {
            assertThat(violation).map(Violation::describe).hasValue(expected);
        }
    }

    @Test
    void acceptsAPartialBoardWithoutAttacks() {
        Board partial = Board.of(8, List.of(new Square(4, 4), new Square(5, 2)), List.of(new Square(1, 1)));
        assertThat(Verifier.check(partial)).isEmpty();
    }

    @Test
    void aSolutionMustKeepTheGivenQueens() {
        Board puzzle = Board.of(4, List.of(new Square(1, 3)), List.of());
        assertThat(Verifier.checkSolution(puzzle, Solution.of(3, 1, 4, 2))).isEmpty();
        assertThat(Verifier.checkSolution(puzzle, Solution.of(2, 4, 1, 3))).map(Violation::describe)
                .hasValue("The queen given at row 1, column 3 is not kept: the solution puts row 1's queen in column 2.");
    }

    @Test
    void aSolutionMustAvoidBlockedSquares() {
        Board puzzle = Board.of(4, List.of(), List.of(new Square(2, 4)));
        assertThat(Verifier.checkSolution(puzzle, Solution.of(2, 4, 1, 3))).map(Violation::kind)
                .hasValue(Violation.Kind.ON_BLOCKED_SQUARE);
        assertThat(Verifier.solves(puzzle, Solution.of(3, 1, 4, 2))).isTrue();
    }

    @Test
    void aSolutionMustHaveTheBoardsSize() {
        assertThatThrownBy(() -> Verifier.checkSolution(Board.empty(5), Solution.of(2, 4, 1, 3)))
                .hasMessageStartingWith("The solution has 4 queens but the board has size 5");
    }

    @Test
    void checksAMillionQueenSolutionInLinearTime() {
        int n = 1_000_000;
        int[] columns = new int[n];
        for (int i = 0; i < n; i++) {
            columns[i] = i + 1;
        }
        Solution diagonal = Solution.of(columns);
        assertThat(Verifier.checkSolution(Board.empty(n), diagonal)).map(Violation::kind).hasValue(Violation.Kind.SAME_DIAGONAL);
    }

    static Board board(String compact) {
        String[] tokens = compact.trim().split("\\s+");
        int[] columns = new int[tokens.length];
        for (int i = 0; i < tokens.length; i++) {
            columns[i] = Integer.parseInt(tokens[i]);
        }
        return Board.of(Solution.of(columns));
    }

    /** n = 1,000,003 is prime to 6, so the queens at columns 2r mod n (rows r from 0) never attack. */
    static Solution knightSolution(int n) {
        int[] columns = new int[n];
        for (int r = 0; r < n; r++) {
            columns[r] = (int) (2L * r % n) + 1;
        }
        return Solution.of(columns);
    }

    @Test
    void checksAMillionQueensWithAboutABitALineOfMemory() {
        int n = 1_000_003;
        Solution solution = knightSolution(n);
        Board full = Board.of(solution);

        long before = Allocations.ofThisThread();
        Optional<Violation> boardFault = Verifier.check(full);
        Optional<Violation> solutionFault = Verifier.checkSolution(Board.empty(n), solution);
        long allocated = Allocations.ofThisThread() - before;

        assertThat(boardFault).isEmpty();
        assertThat(solutionFault).isEmpty();
        assertThat(allocated).as("bytes allocated by two checks of n = %d", n).isLessThan(2L * n);
    }

    @Test
    void aHugeBoardsFirstAttackNamesTheEarlierQueenFoundByTheSecondPass() {
        int n = 1_000_003;
        int[] columns = knightSolution(n).toArray();
        columns[900_000] = columns[10];

        assertThat(Verifier.check(Board.ofColumns(columns))).hasValueSatisfying(violation -> {
            assertThat(violation.kind()).isEqualTo(Violation.Kind.SAME_COLUMN);
            assertThat(violation.first()).isEqualTo(new Square(11, columns[10]));
            assertThat(violation.second()).contains(new Square(900_001, columns[10]));
        });
    }
}
