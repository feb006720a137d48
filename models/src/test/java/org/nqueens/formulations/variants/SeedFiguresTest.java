package org.nqueens.formulations.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueens.problem.Square;
import org.nqueens.formulations.Formulations;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Status;

/**
 * The figures of seed 000 for the other pieces on 8 x 8: 32 knights, 14 bishops, 16 kings and 8
 * rooks fit (a verified placement each); 8 rooks stand in 8! ways and 14 bishops in 256; nine
 * queens fit with one pawn.
 */
class SeedFiguresTest {

    private static final Formulations FORMULATIONS = Formulations.standard();

    @ParameterizedTest(name = "{1} {0}s fit on 8 x 8")
    @CsvSource({"knight, 32", "bishop, 14", "king, 16", "rook, 8", "queen, 8"})
    void theMostPiecesOfEachKindFit(String piece, int pieces) {
        Problem problem = Problem.on(Geometry.square(8)).piece(Piece.parse(piece)).pieces(pieces).build();
        SolveResult result = FORMULATIONS.get("backtrack").solve(problem, SearchSettings.defaults());
        assertThat(result.status()).isEqualTo(Status.SAT);
        assertThat(ProblemVerifier.check(problem, result.placement().orElseThrow())).isEmpty();
        assertThat(result.placement().orElseThrow().size()).isEqualTo(pieces);
    }

    @ParameterizedTest(name = "{1} {0}s do not fit on 8 x 8")
    @CsvSource({"bishop, 15", "king, 17", "rook, 9"})
    void noMoreFit(String piece, int pieces) {
        Problem problem = Problem.on(Geometry.square(8)).piece(Piece.parse(piece)).pieces(pieces).build();
        assertThat(FORMULATIONS.get("backtrack").solve(problem, SearchSettings.defaults()).status()).isEqualTo(Status.UNSAT);
    }

    @Test
    void eightRooksStandInEightFactorialWays() {
        Problem rooks = Problem.on(Geometry.square(8)).piece(Piece.ROOK).build();
        for (String solver : List.of("backtrack", "dlx")) {
            assertThat(FORMULATIONS.get(solver).count(rooks, false, SearchSettings.defaults()).count()).as(solver).isEqualTo(40_320);
        }
    }

    @Test
    void fourteenBishopsStandIn256Ways() {
        Problem bishops = Problem.on(Geometry.square(8)).piece(Piece.BISHOP).pieces(14).build();
        assertThat(FORMULATIONS.get("backtrack").count(bishops, true, SearchSettings.defaults()).count()).isEqualTo(256);
    }

    @Test
    void nineQueensFitWithOnePawn() {
        Problem nine = Problem.on(Geometry.square(8)).pawns(List.of(new Square(3, 3))).pieces(9).build();
        for (String solver : List.of("backtrack", "dlx")) {
            SolveResult result = FORMULATIONS.get(solver).solve(nine, SearchSettings.defaults());
            assertThat(result.status()).as(solver).isEqualTo(Status.SAT);
            assertThat(ProblemVerifier.check(nine, result.placement().orElseThrow())).as(solver).isEmpty();
        }
    }

    @Test
    void nineQueensDoNotFitWithoutAPawn() {
        Problem nine = Problem.on(Geometry.square(8)).pieces(9).build();
        assertThat(FORMULATIONS.get("backtrack").solve(nine, SearchSettings.defaults()).status()).isEqualTo(Status.UNSAT);
    }
}
