package org.nqueens.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LinesTest {

    @ParameterizedTest(name = "{0} on {1}x{2} torus={3}: {4} lines, {5} jumps")
    @CsvSource({
        // 8 rows, 8 columns, 13 + 13 diagonals of two squares or more
        "queen, 8, 8, false, 42, 0",
        "rook, 8, 8, false, 16, 0",
        "bishop, 8, 8, false, 26, 0",
        // 168 knight moves on 8 x 8; 210 king steps
        "knight, 8, 8, false, 0, 168",
        "king, 8, 8, false, 0, 210",
        "super-queen, 8, 8, false, 42, 168",
        // on the 5 x 5 torus every line is a cycle of 5: 5 rows, 5 columns, 5 + 5 diagonals
        "queen, 5, 5, true, 20, 0",
        // on the 4 x 6 torus a diagonal cycles through lcm(4, 6) = 12 squares: 24 / 12 = 2 of each direction
        "bishop, 4, 6, true, 4, 0",
    })
    void countsTheLinesAndJumps(String piece, int rows, int columns, boolean torus, int lines, int jumps) {
        Lines found = Lines.of(Problem.on(new Geometry(rows, columns, torus)).piece(Piece.parse(piece)).pieces(1).build());
        assertThat(found.lines()).hasSize(lines);
        assertThat(found.jumps()).hasSize(jumps);
        long squaresOnLines = found.lines().stream().mapToLong(line -> line.length).sum();
        if (torus) {
            assertThat(squaresOnLines).isEqualTo((long) rows * columns * (Piece.parse(piece).orthogonal() ? 2 : 0)
                    + (long) rows * columns * (Piece.parse(piece).diagonal() ? 2 : 0));
        }
    }

    @Test
    void aPawnSplitsTheLinesThroughIt() {
        Problem problem = Problem.on(Geometry.square(8)).pawns(List.of(new Square(4, 4))).pieces(9).build();
        Lines lines = Lines.of(problem);
        // row 4, column d, and both diagonals through d4 are cut in two; the pawn's square is on no line
        assertThat(lines.lines()).hasSize(42 + 4);
        int pawn = problem.geometry().index(new Square(4, 4));
        assertThat(lines.lines()).noneMatch(line -> java.util.Arrays.stream(line).anyMatch(s -> s == pawn));
    }

    @Test
    void aPawnOnATorusRowMakesItOneRunAroundTheEdge() {
        Problem problem = Problem.on(new Geometry(1, 5, true)).piece(Piece.ROOK).pawns(List.of(new Square(1, 3))).pieces(1).build();
        assertThat(Lines.of(problem).lines()).singleElement().satisfies(line -> assertThat(line).containsExactly(0, 1, 3, 4));
    }
}
