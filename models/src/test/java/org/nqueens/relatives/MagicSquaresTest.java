package org.nqueens.relatives;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.SearchSettings;

/** Magic squares with queens classes: the construction for every N prime to 6 up to 25, the search, and the reading of a square. */
class MagicSquaresTest {

    private static Deadline minutes(int minutes) {
        return SearchSettings.defaults().withTimeLimit(Duration.ofMinutes(minutes)).start();
    }

    static IntStream primeToSix() {
        return IntStream.rangeClosed(1, 25).filter(DisjointSolutions::constructible);
    }

    @ParameterizedTest(name = "N = {0}")
    @MethodSource("primeToSix")
    void theModularSquaresAreOrthogonalQueenLatinSquaresAndMakeAVerifiedMagicSquare(int n) {
        QueenLatinSquare a = QueenLatinSquare.modular(n, 1, 2);
        QueenLatinSquare b = QueenLatinSquare.modular(n, 2, 1);
        assertThat(a.orthogonalTo(b)).isTrue();
        assertThat(DisjointCheck.fault(n, a.classes())).isEmpty();
        assertThat(DisjointCheck.fault(n, b.classes())).isEmpty();
        MagicAnswer answer = MagicSquares.find(n, minutes(1), 1);
        assertThat(answer.status()).isEqualTo(MagicAnswer.Status.FOUND);
        MagicSquare square = answer.square().orElseThrow();
        assertThat(square.notMagic()).isEmpty();
        assertThat(square.queensBlocks()).hasSize(n);
        assertThat(square.queensRemainders()).hasSize(n);
    }

    @ParameterizedTest(name = "N = {0}")
    @ValueSource(ints = {2, 3, 4, 6, 8, 9, 10})
    void noneExistsWhereNoQueenLatinSquareDoesAndThatIsProved(int n) {
        MagicAnswer answer = MagicSquares.find(n, minutes(2), 2);
        assertThat(answer.status()).isEqualTo(MagicAnswer.Status.NONE);
        assertThat(answer.proved()).isTrue();
        assertThat(answer.reason()).contains("no queen Latin square of order " + n + " exists");
    }

    @Test
    void aModularSquareWhoseDiagonalStepIsNotAUnitIsRefused() {
        assertThatThrownBy(() -> QueenLatinSquare.modular(5, 1, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a queens solution");
    }

    @Test
    void theFirstLineWhoseSumDiffersIsNamed() {
        MagicSquare lo = MagicSquare.parse("2 7 6\n9 5 1\n4 3 8\n", "lo-shu");
        assertThat(lo.notMagic()).isEmpty();
        assertThat(lo.queensBlocks()).isEmpty();
        assertThat(MagicSquare.parse("1 2 3\n4 5 6\n7 8 9\n", "t").notMagic()).hasValue("row 1 sums to 6, not 15");
        assertThat(MagicSquare.parse("2 7 6\n1 5 9\n4 3 8\n", "t").notMagic()).hasValue("column 1 sums to 7, not 15");
        assertThat(MagicSquare.parse("1 2\n3 4\n", "t").notMagic()).hasValue("row 1 sums to 3, not 5");
        assertThat(MagicSquare.parse("1\n", "t").notMagic()).isEmpty();
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "1 2 3\\n4 5\\n6 7 8\\n9 1 2     | Line 2 of f holds 2 numbers where the first row holds 3; every row of a square has as many.",
        "1 2 3\\n4 5 6\\n7 8 8           | In f: The number 8 appears twice: at row 3, column 2 and at row 3, column 3.",
        "1 2 3\\n4 5 6\\n7 8 10          | In f: The number 10 at row 3, column 3 lies outside 1..9 (a square of order 3).",
        "1 2 3\\n4 x 6\\n7 8 9           | 'x' on line 2 of f is not a whole number; a magic square holds the numbers 1..N^2.",
        "1 2 3\\n4 5 6                   | f holds 2 rows of 3 numbers; a square has as many rows as numbers in a row.",
        "\\n \\n                         | f holds no numbers; a magic square is written as whitespace-separated numbers, one row a line.",
    })
    void badSquaresAreRefusedInOneLineNamingTheFault(String text, String message) {
        assertThatThrownBy(() -> MagicSquare.parse(text.replace("\\n", "\n"), "f")).isInstanceOf(InvalidInputException.class)
                .hasMessage(message);
    }
}
