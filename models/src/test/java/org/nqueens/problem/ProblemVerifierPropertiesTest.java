package org.nqueens.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.Question;
import org.nqueens.optimise.Witness;
import org.nqueens.optimise.WitnessCheck;
import org.nqueens.testing.FamilyCases;
import org.nqueens.testing.PropertyRun;

/**
 * The verifier held to the other check written apart from {@link Lines}: on generated problems of the family
 * ({@link FamilyCases}) and placements of the problem's number of pieces, {@link ProblemVerifier} accepts a placement
 * exactly when {@link WitnessCheck} accepts it as an independent set (which walks the board square by square).
 * The placements are built half at random, half greedily from free squares, so both answers come up.
 */
class ProblemVerifierPropertiesTest {

    /** A generated problem and the seed of the placement put to both checks. */
    record Placed(FamilyCases.Case problem, long placementSeed) {
    }

    @Test
    void theVerifierAcceptsAPlacementExactlyWhenTheWitnessCheckDoes() {
        PropertyRun.forAll("the verifier accepts a placement exactly when the witness check does", 2000,
                random -> new Placed(FamilyCases.family(random), random.nextLong()),
                placed -> FamilyCases.smaller(placed.problem()).stream().map(smaller -> new Placed(smaller, placed.placementSeed())).toList(),
                ProblemVerifierPropertiesTest::checksAgree);
    }

    static void checksAgree(Placed placed) {
        Problem problem = placed.problem().problem();
        Placement placement = placement(problem, new Random(placed.placementSeed()));
        boolean verified = ProblemVerifier.check(problem, placement).isEmpty();
        boolean independent = WitnessCheck.answers(Question.of(Objective.INDEPENDENCE, problem), Witness.of(placement, problem.pawns()));
        assertThat(verified).as("the verifier (%s) and the witness check (%s) on %s of %s",
                ProblemVerifier.whyNot(problem, placement).orElse("solves it"),
                WitnessCheck.fault(Question.of(Objective.INDEPENDENCE, problem), Witness.of(placement, problem.pawns())).orElse("answers it"),
                placement, problem.describe()).isEqualTo(independent);
    }

    /**
     * The given pieces and then, up to the problem's number of pieces, squares that are neither pawns nor given:
     * any such square (blocked ones too) half the time, else free squares in a random order, each taken when no
     * piece so far attacks it (as the witness check sees it), then any free square to fill up.
     */
    private static Placement placement(Problem problem, Random random) {
        Geometry geometry = problem.geometry();
        List<Square> others = new ArrayList<>();
        for (int s = 0; s < geometry.squares(); s++) {
            Square square = geometry.squareAt(s);
            if (!problem.pawns().contains(square) && !problem.given().contains(square)) {
                others.add(square);
            }
        }
        Collections.shuffle(others, random);
        List<Square> pieces = new ArrayList<>(problem.given());
        boolean greedy = random.nextBoolean();
        if (greedy) {
            Question independence = Question.of(Objective.INDEPENDENCE, problem);
            for (Square square : others) {
                if (pieces.size() < problem.pieces() && !problem.blocked().contains(square)) {
                    pieces.add(square);
                    if (!WitnessCheck.answers(independence, Witness.of(Placement.of(pieces), problem.pawns()))) {
                        pieces.remove(square);
                    }
                }
            }
        }
        for (Square square : others) {
            if (pieces.size() < problem.pieces() && !pieces.contains(square)) {
                pieces.add(square);
            }
        }
        return Placement.of(pieces);
    }
}
