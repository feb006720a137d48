package org.nqueens.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ProblemVerifierTest {

    private static Placement at(String squares, Geometry geometry) {
        return Placement.of(Coordinates.parseList(squares, geometry, "test"));
    }

    @Test
    void aPawnBetweenTwoQueensStopsTheirAttack() {
        Geometry eight = Geometry.square(8);
        Problem withPawn = Problem.on(eight).pawns(List.of(new Square(1, 4))).pieces(2).build();
        Problem without = Problem.on(eight).pieces(2).build();
        assertThat(ProblemVerifier.check(withPawn, at("a1 h1", eight))).isEmpty();
        assertThat(ProblemVerifier.check(without, at("a1 h1", eight))).get().extracting(Fault::describe)
                .isEqualTo("The pieces at a1 and h1 attack each other along a row.");
    }

    @Test
    void onATorusDiagonalsWrap() {
        Geometry torus = new Geometry(5, 5, true);
        Problem problem = Problem.on(torus).pieces(2).build();
        // a1 and e2: on the plain board not on one diagonal; on the torus a1 -> e5 (down-left wraps) ... e2 is a1 + (1, -1) wrapped
        assertThat(ProblemVerifier.firstAttack(problem, at("a1 e2", torus))).get().extracting(Fault::detail).isEqualTo("along a diagonal");
        assertThat(ProblemVerifier.firstAttack(Problem.on(Geometry.square(5)).pieces(2).build(), at("a1 e2", Geometry.square(5)))).isEmpty();
    }

    @Test
    void knightsAndKingsAttackTheirSquaresOnly() {
        Geometry eight = Geometry.square(8);
        Problem knights = Problem.on(eight).piece(Piece.KNIGHT).pieces(2).build();
        assertThat(ProblemVerifier.check(knights, at("a1 b3", eight))).isPresent();
        assertThat(ProblemVerifier.check(knights, at("a1 h8", eight))).isEmpty();
        Problem kings = Problem.on(eight).piece(Piece.KING).pieces(2).build();
        assertThat(ProblemVerifier.check(kings, at("a1 b2", eight))).isPresent();
        assertThat(ProblemVerifier.check(kings, at("a1 c1", eight))).isEmpty();
    }

    @Test
    void reportsBlockedSquaresPawnsMissingGivensAndCounts() {
        Geometry four = Geometry.square(4);
        Problem problem = Problem.on(four).piece(Piece.ROOK).pawns(List.of(new Square(1, 1))).blocked(List.of(new Square(2, 2)))
                .given(List.of(new Square(4, 4))).pieces(2).build();
        assertThat(ProblemVerifier.check(problem, at("b2 d4", four)).map(Fault::kind)).contains(Fault.Kind.ON_BLOCKED_SQUARE);
        assertThat(ProblemVerifier.check(problem, at("a1 d4", four)).map(Fault::kind)).contains(Fault.Kind.ON_PAWN);
        assertThat(ProblemVerifier.check(problem, at("a2 c3", four)).map(Fault::kind)).contains(Fault.Kind.GIVEN_MISSING);
        assertThat(ProblemVerifier.check(problem, at("d4", four)).map(Fault::kind)).contains(Fault.Kind.WRONG_COUNT);
        assertThat(ProblemVerifier.check(problem, at("b3 d4", four))).isEqualTo(Optional.empty());
    }

    @Test
    void classicAnswersAreToldInTheClassicVerifiersWordsOthersByTheirFault() {
        Problem eight = Problem.queens(4);
        assertThat(ProblemVerifier.whyNot(eight, Solution.of(2, 4, 1, 3))).isEmpty();
        assertThat(ProblemVerifier.solves(eight, Solution.of(2, 4, 1, 3))).isTrue();
        assertThat(ProblemVerifier.whyNot(eight, Solution.of(1, 2, 3, 4)))
                .hasValue("The queens at row 1, column 1 and row 2, column 2 share a diagonal.");
        assertThat(ProblemVerifier.whyNot(Problem.classic(4, List.of(new Square(1, 3)), List.of()), Solution.of(2, 4, 1, 3)))
                .hasValue("The queen given at row 1, column 3 is not kept: the solution puts row 1's queen in column 2.");
        assertThat(ProblemVerifier.whyNot(eight, Solution.of(2, 4, 1, 3, 5))).isPresent();
        Problem rooks = Problem.on(Geometry.square(4)).piece(Piece.ROOK).build();
        assertThat(ProblemVerifier.whyNot(rooks, Solution.of(1, 2, 3, 4))).isEmpty();
        assertThat(ProblemVerifier.whyNot(rooks, Solution.of(1, 1, 3, 4))).hasValue("The pieces at a1 and a2 attack each other along a column.");
    }

    @Test
    void givenPiecesThatAttackAreInconsistent() {
        assertThat(ProblemVerifier.whyInconsistent(Problem.ofColumns(1, 0, 3, 0)))
                .hasValue("The queens at row 1, column 1 and row 3, column 3 share a diagonal.");
        assertThat(ProblemVerifier.whyInconsistent(Problem.ofColumns(2, 4, 0, 0))).isEmpty();
        Geometry four = Geometry.square(4);
        Problem rooks = Problem.on(four).piece(Piece.ROOK).given(List.of(new Square(1, 1), new Square(1, 4))).pieces(2).build();
        assertThat(ProblemVerifier.whyInconsistent(rooks)).get().asString().contains("attack each other along a row");
    }
}
