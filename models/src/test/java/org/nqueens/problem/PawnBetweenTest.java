package org.nqueens.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A pawn strictly between two queens of the 3-cube blocks their line, whichever way each coordinate runs along it (up,
 * down or not at all); without the pawn the two attack.
 */
class PawnBetweenTest {

    @ParameterizedTest(name = "{0} and {1} along {2}")
    @CsvSource({
        "1 1 1, 3 3 3, a space diagonal",
        "1 3 1, 3 1 3, a space diagonal",
        "1 1 3, 3 3 1, a space diagonal",
        "1 3 3, 3 1 1, a space diagonal",
        "1 1 2, 3 3 2, a face diagonal",
        "1 3 2, 3 1 2, a face diagonal",
        "2 1 1, 2 3 3, a face diagonal",
        "1 2 2, 3 2 2, an axis",
        "2 1 2, 2 3 2, an axis",
        "2 2 1, 2 2 3, an axis",
    })
    void aPawnAtTheCentreBlocksTheLineThroughIt(String first, String second, String line) {
        Geometry cube = Geometry.cube(3);
        Placement pair = Placement.of(List.of(square(first), square(second)));
        Problem blocked = Problem.on(cube).pieces(2).pawns(List.of(new Square(2, 2, 2))).build();
        Problem open = Problem.on(cube).pieces(2).build();
        assertThat(ProblemVerifier.firstAttack(blocked, pair)).as("the pawn at the centre stands between").isEmpty();
        assertThat(ProblemVerifier.firstAttack(open, pair)).get().extracting(Fault::detail).isEqualTo("along " + line);
    }

    private static Square square(String text) {
        String[] parts = text.split(" ");
        return new Square(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2]));
    }
}
