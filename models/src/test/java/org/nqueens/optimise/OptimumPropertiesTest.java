package org.nqueens.optimise;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.nqueens.formulations.Optimisers;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Square;
import org.nqueens.solver.SearchSettings;
import org.nqueens.testing.FamilyCases;
import org.nqueens.testing.PropertyRun;

/**
 * Properties of the optimisation questions (every {@link Objective}) over generated boards of the family
 * ({@link FamilyCases}, at most 25 squares): every optimiser that takes a question proves an optimum (or, for
 * a minimisation, that there is none), its witness passes the independent {@link WitnessCheck}, the
 * optimisers agree, and the optimum is never worse than a witness built at random and accepted by the check.
 * The independence number is held to the reference backtracker too: that many pieces stand, one more does not.
 */
class OptimumPropertiesTest {

    /** The largest board of a try: every optimiser, the exhaustive yardstick included, proves its optimum in milliseconds. */
    private static final int MOST_SQUARES = 25;

    private static final SearchSettings SETTINGS = SearchSettings.defaults().withTimeLimit(Duration.ofSeconds(60));

    /** The time an optimiser has for a question of a try: far more than the milliseconds of nearly every one. */
    private static final Duration LIMIT = Duration.ofSeconds(10);

    private static final List<Objective> OBJECTIVES = List.of(Objective.values());

    /** A generated board and the seed of the random witnesses built on it. */
    record Board(FamilyCases.Case problem, long witnessSeed) {
    }

    @Test
    void anOptimumIsNeverWorseThanAWitnessTheCheckAccepts() {
        PropertyRun.forAll("an optimum is never worse than a witness the check accepts", 80,
                random -> new Board(FamilyCases.family(random, MOST_SQUARES), random.nextLong()),
                board -> FamilyCases.smaller(board.problem()).stream().map(smaller -> new Board(smaller, board.witnessSeed())).toList(),
                OptimumPropertiesTest::optimaHold);
    }

    /** The property with the time limit of the default suite's tries. */
    static void optimaHold(Board board) {
        optimaHold(board, LIMIT);
    }

    /**
     * Every optimiser that takes a question of {@code board} proves its optimum, or that none exists, within
     * {@code limit}; one the limit stops keeps a verified witness and a bound on the right side of every
     * accepted witness (the exhaustive yardstick may need minutes where it is the only optimiser that takes
     * a question: fewest pawns on a torus).
     */
    static void optimaHold(Board board, Duration limit) {
        Problem problem = board.problem().problem();
        for (Objective objective : OBJECTIVES) {
            Question question = objective == Objective.MIXED_ARMY
                    ? Question.mixedArmy(problem, Piece.values()[new SplittableRandom(board.witnessSeed()).nextInt(Piece.values().length)])
                    : Question.of(objective, problem);
            List<Witness> accepted = randomWitness(question, board.witnessSeed());
            Integer agreed = null;
            for (Optimiser optimiser : Optimisers.standard().capableOf(question)) {
                Optimum optimum = Optimisation.run(optimiser, question, false, SearchSettings.defaults().withTimeLimit(limit));
                String what = optimiser.id() + "'s " + objective.label() + " of " + problem.describe();
                if (optimum.status() == Status.INFEASIBLE) {
                    // Only a minimisation may have no witness at all: a blocked square that nothing can watch.
                    assertThat(objective.maximise()).as(what).isFalse();
                    assertThat(accepted).as("a witness of " + what + ", proved to have none").isEmpty();
                    agreed = agree(agreed, Finding.NONE_EXISTS, what);
                    continue;
                }
                for (Witness other : accepted) {
                    int otherValue = WitnessCheck.value(question, other);
                    assertThat(objective.maximise() ? optimum.bound() >= otherValue : optimum.bound() <= otherValue)
                            .as("%s: the bound %d, against the accepted witness %s of %d", what, optimum.bound(), other.pieces(), otherValue)
                            .isTrue();
                }
                if (optimum.status() != Status.OPTIMAL) {
                    assertThat(optimum.elapsed()).as("%s is %s before its time limit", what, optimum.status()).isGreaterThanOrEqualTo(limit);
                    optimum.witness().ifPresent(witness -> assertThat(WitnessCheck.fault(question, witness)).as(what).isEmpty());
                    continue;
                }
                Witness witness = optimum.witness().orElseThrow();
                assertThat(WitnessCheck.fault(question, witness)).as(what).isEmpty();
                int value = optimum.value().getAsInt();
                assertThat(WitnessCheck.value(question, witness)).as(what).isEqualTo(value);
                agreed = agree(agreed, value, what);
                if (objective == Objective.INDEPENDENCE) {
                    assertTheReferenceAgrees(problem, witness, value, what);
                }
            }
        }
    }

    /**
     * The long run's counterexample (seed 214169020008043, case 885): fewest pawns for 6 queens on the 5 x 5 torus,
     * which only the exhaustive yardstick takes (cpsat refuses fewest pawns on a torus), was not proved within 60 s.
     * Not a wrong answer: the optimum the limit stops must still keep a verified witness and a bound no accepted
     * witness beats. Its other questions are proved.
     */
    @Test
    void fewestPawnsOnTheFiveByFiveTorusStoppedByTheLimitKeepsItsBound() {
        optimaHold(new Board(new FamilyCases.Case(new Geometry(5, 5, 0, true), Piece.QUEEN, 6, List.of(), List.of(), List.of()),
                -3521857192154137739L), Duration.ofSeconds(2));
    }

    private static int agree(Integer agreed, int value, String what) {
        if (agreed != null) {
            assertThat(value).as("%s, against the other optimisers'", what).isEqualTo(agreed);
        }
        return value;
    }

    /**
     * The independence number held to the reference backtracker: the witness's pieces solve the problem of that many
     * pieces ({@link ProblemVerifier}), and the problem of one more has no solution, where the board has room for it.
     */
    private static void assertTheReferenceAgrees(Problem problem, Witness witness, int value, String what) {
        assertThat(ProblemVerifier.whyNot(withPieces(problem, value), witness.pieces())).as(what).isEmpty();
        long room = problem.geometry().area() - problem.pawns().size() - problem.blocked().size();
        if (value + 1 <= room) {
            org.nqueens.solver.Status more = ReferenceBacktracker.plain().solve(withPieces(problem, value + 1), SETTINGS).status();
            assertThat(more).as("backtrack on %d pieces, one more than %s", value + 1, what)
                    .isEqualTo(org.nqueens.solver.Status.UNSAT);
        }
    }

    private static Problem withPieces(Problem problem, int pieces) {
        return Problem.on(problem.geometry()).piece(problem.piece()).pieces(pieces).pawns(problem.pawns()).given(problem.given())
                .blocked(problem.blocked()).build();
    }

    /**
     * A witness built at random and accepted by {@link WitnessCheck}, or none when the random build is not
     * accepted: for independence (and independent domination, where it also watches every square), the free
     * squares in a random order, each kept when the pieces so far still stand; for domination, every free
     * square, then each in a random order dropped when the rest still watch the board; for fewest pawns and
     * mixed armies, see {@link #fewestPawnsWitness} and {@link #mixedArmyWitness}.
     */
    private static List<Witness> randomWitness(Question question, long seed) {
        Problem problem = question.problem();
        Geometry geometry = problem.geometry();
        List<Square> free = new ArrayList<>();
        for (int s = 0; s < geometry.squares(); s++) {
            Square square = geometry.squareAt(s);
            if (!problem.pawns().contains(square) && !problem.blocked().contains(square) && !problem.given().contains(square)) {
                free.add(square);
            }
        }
        Collections.shuffle(free, new Random(new SplittableRandom(seed).nextLong()));
        List<Square> pieces = new ArrayList<>(problem.given());
        if (question.objective() == Objective.FEWEST_PAWNS) {
            return fewestPawnsWitness(question, free);
        }
        if (question.objective() == Objective.MIXED_ARMY) {
            return mixedArmyWitness(question, free);
        }
        if (question.objective() == Objective.DOMINATION) {
            pieces.addAll(free);
            if (!accepted(question, pieces)) {
                return List.of();
            }
            for (Square square : free) {
                pieces.remove(square);
                if (!accepted(question, pieces)) {
                    pieces.add(square);
                }
            }
        } else {
            Question independence = Question.of(Objective.INDEPENDENCE, problem);
            for (Square square : free) {
                pieces.add(square);
                if (!accepted(independence, pieces)) {
                    pieces.remove(square);
                }
            }
        }
        return accepted(question, pieces) ? List.of(witness(pieces, problem.pawns())) : List.of();
    }

    /**
     * Fewest pawns: the problem's pieces on its given squares and the first free ones (in the shuffled order), a pawn
     * on every other free square, then each of those pawns in turn taken away when the pieces still stand.
     */
    private static List<Witness> fewestPawnsWitness(Question question, List<Square> free) {
        Problem problem = question.problem();
        List<Square> pieces = new ArrayList<>(problem.given());
        List<Square> rest = new ArrayList<>();
        for (Square square : free) {
            (pieces.size() < problem.pieces() ? pieces : rest).add(square);
        }
        Set<Square> pawns = new java.util.TreeSet<>(problem.pawns());
        pawns.addAll(rest);
        Placement placed = Placement.of(pieces);
        if (pieces.size() < problem.pieces() || !WitnessCheck.answers(question, Witness.of(placed, pawns))) {
            return List.of();
        }
        for (Square square : rest) {
            pawns.remove(square);
            if (!WitnessCheck.answers(question, Witness.of(placed, pawns))) {
                pawns.add(square);
            }
        }
        return List.of(Witness.of(placed, pawns));
    }

    /** A mixed army: free squares in the shuffled order taken in turn by a piece and a partner while all still stand, as many of each. */
    private static List<Witness> mixedArmyWitness(Question question, List<Square> free) {
        Problem problem = question.problem();
        List<Square> pieces = new ArrayList<>(problem.given());
        List<Square> partners = new ArrayList<>();
        for (Square square : free) {
            List<Square> side = pieces.size() <= partners.size() ? pieces : partners;
            side.add(square);
            Witness tried = new Witness(Placement.of(pieces), problem.pawns(), Placement.of(partners));
            // While it is built the army is uneven; any other fault (an attack) sends the square back.
            if (WitnessCheck.fault(question, tried).filter(fault -> !fault.endsWith("a mixed army has as many of each.")).isPresent()) {
                side.remove(square);
            }
        }
        while (partners.size() > pieces.size()) {
            partners.remove(partners.size() - 1);
        }
        while (pieces.size() > partners.size() && pieces.size() > problem.givenCount()) {
            pieces.remove(pieces.size() - 1);
        }
        Witness witness = new Witness(Placement.of(pieces), problem.pawns(), Placement.of(partners));
        return WitnessCheck.answers(question, witness) ? List.of(witness) : List.of();
    }

    private static boolean accepted(Question question, List<Square> pieces) {
        return WitnessCheck.answers(question, witness(pieces, question.problem().pawns()));
    }

    private static Witness witness(List<Square> pieces, Set<Square> pawns) {
        return Witness.of(Placement.of(pieces), pawns);
    }
}
