package org.nqueens.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Square;
import org.nqueens.io.CsplibParams;

class InstanceGeneratorTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 42, 1234567})
    void randomCompletionPlacesNonAttackingQueens(long seed) {
        Problem board = InstanceGenerator.generate(new InstanceSpec(InstanceKind.COMPLETION, 30, 12, 1, seed));
        assertThat(board.givenCount()).as("seed " + seed).isEqualTo(12);
        assertThat(ProblemVerifier.whyInconsistent(board)).as("seed " + seed).isEmpty();
        assertThat(board.blocked()).isEmpty();
    }

    @Test
    void randomCompletionStopsWhenNoSafeSquareIsLeft() {
        Problem board = InstanceGenerator.generate(new InstanceSpec(InstanceKind.COMPLETION, 3, 3, 1, 5));
        assertThat(board.givenCount()).isBetween(1, 2);
        assertThat(ProblemVerifier.whyInconsistent(board)).isEmpty();
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 7, 99})
    void excludedDiagonalsBlockWholeDiagonalsAndKeepFreeSquaresInEveryLine(long seed) {
        int n = 15;
        int minFree = 2;
        Problem board = InstanceGenerator.generate(new InstanceSpec(InstanceKind.DIAGONALS, n, 12, minFree, seed));
        for (int line = 1; line <= n; line++) {
            int row = line;
            long freeInRow = java.util.stream.IntStream.rangeClosed(1, n).filter(c -> !board.isBlocked(row, c)).count();
            long freeInColumn = java.util.stream.IntStream.rangeClosed(1, n).filter(r -> !board.isBlocked(r, row)).count();
            assertThat(freeInRow).as("row %d, seed %d", line, seed).isGreaterThanOrEqualTo(minFree);
            assertThat(freeInColumn).as("column %d, seed %d", line, seed).isGreaterThanOrEqualTo(minFree);
        }
        Set<String> diagonals = new HashSet<>();
        for (Square square : board.blocked()) {
            boolean wholeDiagonal = true;
            boolean wholeAnti = true;
            for (int r = 1; r <= n; r++) {
                int c = r - (square.row() - square.column());
                if (c >= 1 && c <= n && !board.isBlocked(r, c)) {
                    wholeDiagonal = false;
                }
                int a = square.row() + square.column() - r;
                if (a >= 1 && a <= n && !board.isBlocked(r, a)) {
                    wholeAnti = false;
                }
            }
            assertThat(wholeDiagonal || wholeAnti).as("%s lies on a whole blocked diagonal, seed %d", square, seed).isTrue();
            if (wholeDiagonal) {
                diagonals.add("d" + (square.row() - square.column()));
            }
            if (wholeAnti) {
                diagonals.add("a" + (square.row() + square.column()));
            }
        }
        assertThat(diagonals.size()).as("seed " + seed).isGreaterThanOrEqualTo(12);
    }

    @Test
    void blockedSquaresAreDistinctAndAsMany() {
        Problem board = InstanceGenerator.generate(new InstanceSpec(InstanceKind.BLOCKED, 20, 150, 1, 3));
        assertThat(board.blocked()).hasSize(150);
        Problem full = InstanceGenerator.generate(new InstanceSpec(InstanceKind.BLOCKED, 4, 16, 1, 3));
        assertThat(full.blocked()).hasSize(16);
    }

    @Test
    void theSameSpecGivesTheSameBoardAndAnotherSeedAnother() {
        InstanceSpec spec = new InstanceSpec(InstanceKind.DIAGONALS, 21, 19, 1, 11);
        assertThat(InstanceGenerator.generate(spec)).isEqualTo(InstanceGenerator.generate(spec));
        assertThat(InstanceGenerator.generate(new InstanceSpec(InstanceKind.DIAGONALS, 21, 19, 1, 12)))
                .isNotEqualTo(InstanceGenerator.generate(spec));
    }

    @Test
    void generatedBoardsRoundTripThroughTheCsplibFormat() {
        for (InstanceKind kind : InstanceKind.values()) {
            Problem board = InstanceGenerator.generate(new InstanceSpec(kind, 12, 6, 1, 5));
            String text = CsplibParams.format(board);
            assertThat(CsplibParams.parse(text, "generated")).as(kind.name()).isEqualTo(board);
        }
        assertThat(CsplibParams.format(Problem.queens(3))).isEqualTo("letting n = 3\n");
    }

    @Test
    void rejectsImpossibleSpecs() {
        assertThatThrownBy(() -> new InstanceSpec(InstanceKind.BLOCKED, 3, 10, 1, 1))
                .hasMessage("The amount (10) of a blocked instance of n = 3 must be at most 9.");
        assertThatThrownBy(() -> new InstanceSpec(InstanceKind.COMPLETION, 0, 0, 1, 1))
                .hasMessage("The board size n (0) must be at least 1.");
        assertThatThrownBy(() -> InstanceGenerator.generate(new InstanceSpec(InstanceKind.DIAGONALS, 4, 14, 4, 1)))
                .hasMessageStartingWith("Only 0 diagonals of n = 4 can be excluded while every row and column keeps 4 free squares");
        assertThat(new InstanceSpec(InstanceKind.DIAGONALS, 21, 19, 1, 7).fileName()).isEqualTo("diagonals-n21-a19-f1-s7.param");
    }
}
