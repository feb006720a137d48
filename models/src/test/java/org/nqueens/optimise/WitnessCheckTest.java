package org.nqueens.optimise;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nqueens.problem.Square;
import org.nqueens.problem.Coordinates;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;

class WitnessCheckTest {

    private static final Geometry EIGHT = Geometry.square(8);

    private static Placement at(String squares, Geometry geometry) {
        return Placement.of(squares.isBlank() ? List.of() : Coordinates.parseList(squares, geometry, "test"));
    }

    private static Set<Square> pawns(String squares, Geometry geometry) {
        return Set.copyOf(at(squares, geometry).squares());
    }

    @Test
    void fiveQueensDominateTheEightByEightBoardAndFourDoNot() {
        Question question = Question.of(Objective.DOMINATION, Problem.queens(8));
        // Five queens that dominate (found by a plain search; pieces do not stop each other's lines).
        Witness five = Witness.of(at("a1 b1 f2 e6 a5", EIGHT), Set.of());
        assertThat(WitnessCheck.fault(question, five)).isEmpty();
        assertThat(WitnessCheck.value(question, five)).isEqualTo(5);
        Witness four = Witness.of(at("a1 b1 f2 e6", EIGHT), Set.of());
        assertThat(WitnessCheck.fault(question, four)).get().asString().contains("neither occupied nor attacked");
    }

    @Test
    void independenceRefusesAttacksAndDominationAllowsThem() {
        Problem rooks = Problem.on(EIGHT).piece(Piece.ROOK).build();
        Witness sameRow = Witness.of(at("a1 h1", EIGHT), Set.of());
        assertThat(WitnessCheck.fault(Question.of(Objective.INDEPENDENCE, rooks), sameRow)).get().asString()
                .isEqualTo("The rook at a1 attacks the piece at h1.");
        Witness diagonal = Witness.of(at("a1 b2 c3 d4 e5 f6 g7 h8", EIGHT), Set.of());
        assertThat(WitnessCheck.fault(Question.of(Objective.INDEPENDENCE, rooks), diagonal)).isEmpty();
        assertThat(WitnessCheck.fault(Question.of(Objective.INDEPENDENT_DOMINATION, rooks), diagonal)).isEmpty();
        Witness attackingDominators = Witness.of(at("a1 a2 a3 a4 a5 a6 a7 a8", EIGHT), Set.of());
        assertThat(WitnessCheck.fault(Question.of(Objective.DOMINATION, rooks), attackingDominators)).isEmpty();
        assertThat(WitnessCheck.fault(Question.of(Objective.INDEPENDENT_DOMINATION, rooks), attackingDominators)).isPresent();
    }

    @Test
    void aPawnStopsAnAttackAndIsNotToBeDominated() {
        Problem problem = Problem.on(Geometry.square(3)).piece(Piece.ROOK).pawns(List.of(new Square(1, 2))).build();
        Witness twoOnRowOne = Witness.of(at("a1 c1", Geometry.square(3)), Set.of(new Square(1, 2)));
        assertThat(WitnessCheck.fault(Question.of(Objective.INDEPENDENCE, problem), twoOnRowOne)).isEmpty();
        // a1 and c1 watch columns a and c and row 1; b2 and b3 stay unwatched: the pawn at b1 stops column b from below.
        assertThat(WitnessCheck.fault(Question.of(Objective.DOMINATION, problem), twoOnRowOne)).get().asString()
                .isEqualTo("The square b2 is neither occupied nor attacked.");
        Witness withB3 = Witness.of(at("a1 c1 b3", Geometry.square(3)), Set.of(new Square(1, 2)));
        assertThat(WitnessCheck.fault(Question.of(Objective.DOMINATION, problem), withB3)).isEmpty();
    }

    @Test
    void blockedSquaresMustBeWatchedButNotStoodOn() {
        Problem problem = Problem.on(Geometry.square(2)).piece(Piece.KNIGHT).blocked(List.of(new Square(2, 2))).pieces(1).build();
        Question question = Question.of(Objective.DOMINATION, problem);
        // On 2 x 2 no knight attacks anything: every square but the blocked one must hold a knight, and b2 can be watched by none.
        assertThat(WitnessCheck.fault(question, Witness.of(at("a1 b1 a2", Geometry.square(2)), Set.of()))).get().asString()
                .isEqualTo("The square b2 is neither occupied nor attacked.");
        assertThat(WitnessCheck.fault(question, Witness.of(at("a1 b1 a2 b2", Geometry.square(2)), Set.of()))).get().asString()
                .isEqualTo("The piece at b2 stands on a blocked square.");
    }

    @Test
    void ninePieceQueensNeedTheirPawnAndOnlyFewestPawnsMayAddOne() {
        Problem nine = Problem.on(EIGHT).pieces(9).build();
        Question question = Question.of(Objective.FEWEST_PAWNS, nine);
        // Nine queens around a pawn on d5 (whether they attack each other does not matter here: the pawn is refused first).
        Witness witness = Witness.of(at("a4 b7 c5 d8 e5 e2 f7 g3 h6", EIGHT), pawns("d5", EIGHT));
        assertThat(WitnessCheck.value(question, witness)).isEqualTo(1);
        assertThat(WitnessCheck.fault(Question.of(Objective.INDEPENDENCE, nine), witness)).get().asString()
                .isEqualTo("The witness adds a pawn at d5; only fewest pawns chooses pawns.");
        Witness eight = Witness.of(at("a1 b5 c8 d6 e3 f7 g2 h4", EIGHT), Set.of());
        assertThat(WitnessCheck.fault(question, eight)).get().asString().isEqualTo("The witness holds 8 pieces where the question asks for 9.");
    }

    @Test
    void aMixedArmyHasAsManyOfEachAndNoAttackAcrossKinds() {
        Geometry four = Geometry.square(4);
        Question question = Question.mixedArmy(Problem.on(four).build(), Piece.KNIGHT);
        Witness good = new Witness(at("a1", four), Set.of(), at("c4", four));
        assertThat(WitnessCheck.fault(question, good)).isEmpty();
        Witness knightAttacksQueen = new Witness(at("a1", four), Set.of(), at("b3", four));
        assertThat(WitnessCheck.fault(question, knightAttacksQueen)).get().asString().contains("attacks the piece at");
        Witness uneven = new Witness(at("a1", four), Set.of(), at("c4 b4", four));
        assertThat(WitnessCheck.fault(question, uneven)).get().asString().contains("as many of each");
    }

    @Test
    void givenPiecesMustBeKept() {
        Problem problem = Problem.on(EIGHT).piece(Piece.KNIGHT).given(List.of(new Square(1, 1))).build();
        assertThat(WitnessCheck.fault(Question.of(Objective.INDEPENDENCE, problem), Witness.of(at("h8", EIGHT), Set.of())))
                .get().asString().isEqualTo("The given piece at a1 is not kept.");
    }

    @Test
    void onATorusAttacksWrap() {
        Geometry torus = new Geometry(4, 4, true);
        Question question = Question.of(Objective.INDEPENDENCE, Problem.on(torus).piece(Piece.KING).build());
        assertThat(WitnessCheck.fault(question, Witness.of(at("a1 d4", torus), Set.of()))).isPresent();
        assertThat(WitnessCheck.fault(question, Witness.of(at("a1 c3", torus), Set.of()))).isEmpty();
    }
}
