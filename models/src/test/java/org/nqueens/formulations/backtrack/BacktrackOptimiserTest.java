package org.nqueens.formulations.backtrack;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueens.problem.Square;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.Optimisation;
import org.nqueens.optimise.Optimum;
import org.nqueens.optimise.Question;
import org.nqueens.optimise.Status;
import org.nqueens.optimise.Witness;
import org.nqueens.optimise.WitnessCheck;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.UnsupportedTaskException;

class BacktrackOptimiserTest {

    private static final BacktrackOptimiser BACKTRACK = new BacktrackOptimiser();

    private static Problem board(int rows, int columns, Piece piece, int pieces) {
        return Problem.on(new Geometry(rows, columns, false)).piece(piece).pieces(pieces).build();
    }

    /** The runner's answer, its witness checked again here by the independent check. */
    private static Optimum run(Question question, boolean count) {
        Optimum optimum = Optimisation.run(BACKTRACK, question, count, SearchSettings.defaults());
        optimum.witness().ifPresent(w -> assertThat(WitnessCheck.fault(question, w)).isEmpty());
        return optimum;
    }

    /** OEIS A075458. */
    @ParameterizedTest(name = "gamma(Q{0}) = {1}")
    @CsvSource({"1, 1", "2, 1", "3, 1", "4, 2", "5, 3", "6, 3", "7, 4", "8, 5"})
    void provesTheQueenDominationNumbers(int n, int gamma) {
        Optimum optimum = run(Question.of(Objective.DOMINATION, board(n, n, Piece.QUEEN, 1)), false);

        assertThat(optimum.status()).isEqualTo(Status.OPTIMAL);
        assertThat(optimum.value()).hasValue(gamma);
    }

    /**
     * Independence numbers and the number of maximum placements on n x n: knights A030978 (the larger
     * colour class from n = 5 on: one class for odd n, two for even n); bishops 2n - 2 in 2^n ways (n
     * at least 2); kings ceil(n / 2)^2, in one way for odd n, A018807 for even n (4, 79, 3600); rooks n
     * in n! ways.
     */
    @ParameterizedTest(name = "{0} on {1} x {1}: {2} in {3} ways")
    @CsvSource({
        "knight, 1, 1, 1", "knight, 2, 4, 1", "knight, 3, 5, 2", "knight, 5, 13, 1", "knight, 6, 18, 2",
        "bishop, 1, 1, 1", "bishop, 2, 2, 4", "bishop, 3, 4, 8", "bishop, 4, 6, 16", "bishop, 5, 8, 32", "bishop, 6, 10, 64",
        "king, 1, 1, 1", "king, 2, 1, 4", "king, 3, 4, 1", "king, 4, 4, 79", "king, 5, 9, 1", "king, 6, 9, 3600",
        "rook, 1, 1, 1", "rook, 2, 2, 2", "rook, 3, 3, 6", "rook, 4, 4, 24", "rook, 5, 5, 120", "rook, 6, 6, 720"})
    void provesIndependenceNumbersAndCountsTheMaximumPlacements(String piece, int n, int value, long placements) {
        Optimum optimum = run(Question.of(Objective.INDEPENDENCE, board(n, n, Piece.parse(piece), 1)), true);

        assertThat(optimum.status()).isEqualTo(Status.OPTIMAL);
        assertThat(optimum.value()).hasValue(value);
        assertThat(optimum.count()).hasValue(placements);
    }

    /** Every objective on boards small enough to try every filling of the squares, against that brute force. */
    @ParameterizedTest(name = "{0} of {1} on {2} x {3} (pieces {4}, partner {5})")
    @CsvSource({
        "INDEPENDENCE, knight, 3, 4, 1, -", "INDEPENDENCE, queen, 3, 4, 1, -", "INDEPENDENCE, super-queen, 3, 4, 1, -",
        "DOMINATION, king, 3, 4, 1, -", "DOMINATION, knight, 3, 4, 1, -", "INDEPENDENT_DOMINATION, bishop, 3, 4, 1, -",
        "INDEPENDENT_DOMINATION, queen, 3, 4, 1, -",
        "FEWEST_PAWNS, queen, 3, 3, 4, -", "FEWEST_PAWNS, rook, 3, 3, 5, -", "FEWEST_PAWNS, queen, 2, 4, 3, -",
        "FEWEST_PAWNS, bishop, 3, 3, 6, -", "FEWEST_PAWNS, bishop, 3, 3, 5, -", "FEWEST_PAWNS, knight, 2, 2, 4, -",
        "MIXED_ARMY, queen, 3, 3, 1, knight", "MIXED_ARMY, rook, 3, 3, 1, bishop", "MIXED_ARMY, king, 2, 4, 1, knight"})
    void agreesWithTryingEveryFillingOfTheSquares(Objective objective, String piece, int rows, int columns, int pieces, String partner) {
        agreesWithBruteForce(objective, piece, rows, columns, pieces, partner);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0} of {1} on {2} x {3} (pieces {4}, partner {5})")
    @CsvSource({
        "INDEPENDENCE, knight, 4, 4, 1, -", "INDEPENDENCE, queen, 4, 4, 1, -", "DOMINATION, king, 4, 4, 1, -",
        "INDEPENDENT_DOMINATION, queen, 4, 4, 1, -", "DOMINATION, queen, 4, 4, 1, -",
        "MIXED_ARMY, queen, 3, 4, 1, knight", "MIXED_ARMY, rook, 3, 4, 1, bishop", "MIXED_ARMY, king, 3, 4, 1, knight"})
    void agreesWithTryingEveryFillingOfLargerBoards(Objective objective, String piece, int rows, int columns, int pieces, String partner) {
        agreesWithBruteForce(objective, piece, rows, columns, pieces, partner);
    }

    private static void agreesWithBruteForce(Objective objective, String piece, int rows, int columns, int pieces, String partner) {
        Problem problem = board(rows, columns, Piece.parse(piece), pieces);
        Question question = partner.equals("-") ? Question.of(objective, problem) : Question.mixedArmy(problem, Piece.parse(partner));
        long[] expected = bruteForce(question);

        Optimum optimum = run(question, true);

        if (expected[0] < 0) {
            assertThat(optimum.status()).isEqualTo(Status.INFEASIBLE);
            return;
        }
        assertThat(optimum.status()).isEqualTo(Status.OPTIMAL);
        assertThat(optimum.value()).hasValue((int) expected[0]);
        assertThat(optimum.count()).hasValue(expected[1]);
    }

    @Test
    void fewestPawnsSaysSoWhenNoNumberOfPawnsLetsThePiecesStand() {
        // Knights jump over pawns: 5 knights never fit on 2 x 3, however the pawns stand.
        Question question = Question.of(Objective.FEWEST_PAWNS, board(2, 3, Piece.KNIGHT, 5));
        long[] expected = bruteForce(question);

        Optimum optimum = Optimisation.run(BACKTRACK, question, false, SearchSettings.defaults());

        assertThat(expected[1]).isZero();
        assertThat(optimum.status()).isEqualTo(Status.INFEASIBLE);
    }

    /** Seed 000: nine queens stand on 8 x 8 with one pawn between them, and not with none. */
    @Test
    void nineQueensNeedOnePawnOnEightByEight() {
        Optimum optimum = run(Question.of(Objective.FEWEST_PAWNS, board(8, 8, Piece.QUEEN, 9)), false);

        assertThat(optimum.status()).isEqualTo(Status.OPTIMAL);
        assertThat(optimum.value()).hasValue(1);
        assertThat(optimum.witness().orElseThrow().pieces().size()).isEqualTo(9);
    }

    @Test
    void aTimeLimitGivesTheBestFoundAndABoundNeverAWrongOptimum() {
        Question question = Question.of(Objective.INDEPENDENCE, board(8, 8, Piece.KING, 1));

        Optimum optimum = Optimisation.run(BACKTRACK, question, true,
                SearchSettings.defaults().withTimeLimit(Duration.ofMillis(30)));

        // 16 kings fit; the exhaustive search needs over a second (123M nodes) to prove it, not 30 ms, so the answer
        // is feasible at best. (Knights, tried first, are proved in about 100 ms on a quiet machine.)
        assertThat(optimum.status()).isIn(Status.FEASIBLE, Status.UNKNOWN);
        assertThat(optimum.count()).isEmpty();
        assertThat(optimum.bound()).isGreaterThanOrEqualTo(16);
    }

    @Test
    void refusesBoardsOfMoreThanSixtyFourSquaresNamingCpsat() {
        Question question = Question.of(Objective.DOMINATION, board(9, 8, Piece.QUEEN, 1));

        assertThat(BACKTRACK.takes(question)).isFalse();
        assertThat(BACKTRACK.refusal(question)).hasValueSatisfying(reason -> assertThat(reason).contains("64", "cpsat"));
        assertThatThrownBy(() -> Optimisation.run(BACKTRACK, question, false, SearchSettings.defaults()))
                .isInstanceOf(UnsupportedTaskException.class);
    }

    /**
     * The best value and the number of witnesses with it, by trying every filling of the squares
     * (empty, a piece, or, as the objective allows, a pawn or a partner) and asking the independent
     * check of each. {value, count}; {-1, 0} when no filling answers the question.
     */
    private static long[] bruteForce(Question question) {
        Problem problem = question.problem();
        Geometry geometry = problem.geometry();
        int squares = geometry.squares();
        int states = question.objective() == Objective.FEWEST_PAWNS || question.objective() == Objective.MIXED_ARMY ? 3 : 2;
        long best = -1;
        long count = 0;
        int[] state = new int[squares];
        long fillings = 1;
        for (int s = 0; s < squares; s++) {
            fillings *= states;
        }
        for (long filling = 0; filling < fillings; filling++) {
            long rest = filling;
            List<Square> pieces = new ArrayList<>();
            List<Square> others = new ArrayList<>();
            for (int s = 0; s < squares; s++) {
                state[s] = (int) (rest % states);
                rest /= states;
                if (state[s] == 1) {
                    pieces.add(geometry.squareAt(s));
                } else if (state[s] == 2) {
                    others.add(geometry.squareAt(s));
                }
            }
            Witness witness = switch (question.objective()) {
                case FEWEST_PAWNS -> Witness.of(Placement.of(pieces), new HashSet<>(others));
                case MIXED_ARMY -> new Witness(Placement.of(pieces), Set.of(), Placement.of(others));
                default -> Witness.of(Placement.of(pieces), Set.of());
            };
            if (!WitnessCheck.answers(question, witness)) {
                continue;
            }
            long value = WitnessCheck.value(question, witness);
            boolean better = best < 0 || (question.objective().maximise() ? value > best : value < best);
            if (better) {
                best = value;
                count = 1;
            } else if (value == best) {
                count++;
            }
        }
        return new long[] {best, count};
    }
}
