package org.nqueens.formulations.exactcover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.problem.Square;
import org.nqueens.formulations.backtrack.BacktrackOptimiser;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.Optimisation;
import org.nqueens.optimise.Optimum;
import org.nqueens.optimise.Question;
import org.nqueens.optimise.Sequences;
import org.nqueens.optimise.Status;
import org.nqueens.optimise.WitnessCheck;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Problem;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.UnsupportedTaskException;

class CoverOptimiserTest {

    private static final CoverOptimiser DLX = new CoverOptimiser();
    private static final BacktrackOptimiser BACKTRACK = new BacktrackOptimiser();
    private static final Map<Integer, Long> TORUS_DOMINATION = Sequences.read("A279402");

    static Problem board(int n, Piece piece, boolean torus) {
        return Problem.on(new Geometry(n, n, torus)).piece(piece).pieces(1).build();
    }

    static Optimum run(org.nqueens.optimise.Optimiser optimiser, Question question, boolean count) {
        Optimum optimum = Optimisation.run(optimiser, question, count, SearchSettings.defaults());
        assertThat(optimum.witness()).hasValueSatisfying(w -> assertThat(WitnessCheck.fault(question, w)).isEmpty());
        return optimum;
    }

    /** OEIS A075458, the queen domination numbers of the n x n board. */
    @ParameterizedTest(name = "gamma(Q{0}) = {1}")
    @CsvSource({"1, 1", "2, 1", "3, 1", "4, 2", "5, 3", "6, 3", "7, 4", "8, 5", "9, 5", "10, 5", "11, 5", "12, 6"})
    void provesTheQueenDominationNumbers(int n, int gamma) {
        Optimum optimum = run(DLX, Question.of(Objective.DOMINATION, board(n, Piece.QUEEN, false)), false);

        assertThat(optimum.status()).isEqualTo(Status.OPTIMAL);
        assertThat(optimum.value()).hasValue(gamma);
        assertThat(optimum.bound()).isEqualTo(gamma);
    }

    /** The minimum dominating queen sets, counted by the cover search and by exhaustive search over the squares. */
    @ParameterizedTest(name = "queens on {0} x {0}, torus {1}, independent {2}")
    @CsvSource({"1, false, false", "2, false, false", "3, false, false", "4, false, false", "5, false, false", "6, false, false",
        "7, false, false", "8, false, false", "4, false, true", "5, false, true", "6, false, true", "7, false, true",
        "3, true, false", "4, true, false", "5, true, false", "6, true, false", "7, true, false", "5, true, true", "6, true, true"})
    void countsMinimumDominatingSetsAsTheYardstickDoes(int n, boolean torus, boolean independent) {
        Objective objective = independent ? Objective.INDEPENDENT_DOMINATION : Objective.DOMINATION;
        Question question = Question.of(objective, board(n, Piece.QUEEN, torus));

        Optimum cover = run(DLX, question, true);
        Optimum yardstick = run(BACKTRACK, question, true);

        assertThat(cover.status()).isEqualTo(Status.OPTIMAL);
        assertThat(yardstick.status()).isEqualTo(Status.OPTIMAL);
        assertThat(cover.value()).isEqualTo(yardstick.value());
        assertThat(cover.count()).isEqualTo(yardstick.count());
    }

    /** The classic count of the five-queen problem: 4860 sets of five queens dominate 8 x 8. */
    @Test
    void countsTheFourThousandEightHundredSixtyDominatingSetsOfFiveQueens() {
        Optimum optimum = run(DLX, Question.of(Objective.DOMINATION, board(8, Piece.QUEEN, false)), true);

        assertThat(optimum.value()).hasValue(5);
        assertThat(optimum.count()).hasValue(4860);
    }

    /** Small counts worked out by hand: one queen on 2 x 2 (any square), the centre of 3 x 3 (the only square that sees all). */
    @ParameterizedTest
    @CsvSource({"1, 1, 1", "2, 1, 4", "3, 1, 1"})
    void countsTheMinimumDominatingQueensOfTinyBoards(int n, int gamma, long sets) {
        Optimum optimum = run(DLX, Question.of(Objective.DOMINATION, board(n, Piece.QUEEN, false)), true);

        assertThat(optimum.value()).hasValue(gamma);
        assertThat(optimum.count()).hasValue(sets);
    }

    @ParameterizedTest(name = "{0} on 6 x 6")
    @CsvSource({"knight", "bishop", "king", "rook", "super-queen"})
    void dominatesOtherPiecesAsTheYardstickDoes(String piece) {
        for (boolean independent : new boolean[] {false, true}) {
            Question question = Question.of(independent ? Objective.INDEPENDENT_DOMINATION : Objective.DOMINATION,
                    board(6, Piece.parse(piece), false));

            Optimum cover = run(DLX, question, true);
            Optimum yardstick = run(BACKTRACK, question, true);

            assertThat(cover.value()).as("independent " + independent).isEqualTo(yardstick.value());
            assertThat(cover.count()).as("independent " + independent).isEqualTo(yardstick.count());
        }
    }

    @Test
    void aPawnSplitsTheLinesItStandsOn() {
        // With a pawn on c3, one queen no longer watches the whole 5 x 5 board through the centre lines.
        Problem problem = Problem.on(Geometry.square(5)).pieces(1).pawns(List.of(new Square(3, 3))).build();
        Question question = Question.of(Objective.DOMINATION, problem);

        Optimum cover = run(DLX, question, true);
        Optimum yardstick = run(BACKTRACK, question, true);

        assertThat(cover.value()).isEqualTo(yardstick.value());
        assertThat(cover.count()).isEqualTo(yardstick.count());
        assertThat(cover.witness().orElseThrow().pawns()).containsExactly(new Square(3, 3));
    }

    @Test
    void aTimeLimitGivesTheBestCoverAndABoundNeverAWrongOptimum() {
        Question question = Question.of(Objective.DOMINATION, board(15, Piece.QUEEN, false));
        Optimum optimum = Optimisation.run(DLX, question, false, SearchSettings.defaults().withTimeLimit(Duration.ofMillis(200)));

        // The runner has checked the witness and that the bound lies on the right side of it.
        assertThat(optimum.status()).isIn(Status.FEASIBLE, Status.UNKNOWN);
        assertThat(optimum.bound()).isPositive();
        assertThat(optimum.count()).isEmpty();
    }

    @Test
    void refusesWhatIsNotACoverQuestion() {
        Question question = Question.of(Objective.FEWEST_PAWNS, Problem.on(Geometry.square(4)).pieces(5).build());

        assertThat(DLX.takes(question)).isFalse();
        assertThat(DLX.refusal(question)).hasValueSatisfying(reason -> assertThat(reason).contains("fewest pawns"));
        assertThatThrownBy(() -> Optimisation.run(DLX, question, false, SearchSettings.defaults()))
                .isInstanceOf(UnsupportedTaskException.class);
        Problem given = Problem.on(Geometry.square(4)).pieces(1).given(Set.of(new Square(1, 1))).build();
        assertThat(DLX.refusal(Question.of(Objective.DOMINATION, given))).hasValueSatisfying(
                reason -> assertThat(reason).contains("given pieces"));
    }

    @Test
    void refusesADominationMatrixTooLargeToBuildNamingItsSize() {
        Question thousand = Question.of(Objective.DOMINATION, board(1000, Piece.QUEEN, false));
        assertThat(DLX.refusal(thousand)).hasValueSatisfying(reason -> assertThat(reason).contains("entries")
                .contains(Long.toString(CoverOptimiser.MAX_DOMINATION_ENTRIES)));
        Question row = Question.of(Objective.DOMINATION, Problem.on(new Geometry(1, 1_000_000, false)).pieces(1).build());
        assertThat(DLX.refusal(row)).isPresent();
        assertThat(DLX.refusal(Question.of(Objective.DOMINATION, board(60, Piece.QUEEN, false)))).isEmpty();
    }

    @Test
    void aRunStoppedWhileTheMatrixIsBuiltEndsWithoutAWitness() {
        org.nqueens.solver.Cancellation cancelled = org.nqueens.solver.Cancellation.create();
        cancelled.cancel();
        SearchSettings stopped = SearchSettings.defaults().withCancellation(cancelled);
        for (Objective objective : List.of(Objective.DOMINATION, Objective.INDEPENDENCE)) {
            Optimum optimum = Optimisation.run(DLX, Question.of(objective, board(60, Piece.QUEEN, false)), false, stopped);
            assertThat(optimum.witness()).as(objective.label()).isEmpty();
            assertThat(optimum.boundReason()).as(objective.label()).contains("stopped while the matrix was built");
        }
    }

    /** The most queens on n x n: n from n = 4 on, in as many ways as n-queens has solutions (counts.csv: 2, 10, 4, 40, 92). */
    @ParameterizedTest(name = "queens on {0} x {0}: {1} in {2} ways")
    @CsvSource({"1, 1, 1", "2, 1, 4", "3, 2, 8", "4, 4, 2", "5, 5, 10", "6, 6, 4", "7, 7, 40", "8, 8, 92"})
    void packsTheMostQueensAndCountsTheWays(int n, int value, long ways) {
        Optimum optimum = run(DLX, Question.of(Objective.INDEPENDENCE, board(n, Piece.QUEEN, false)), true);

        assertThat(optimum.status()).isEqualTo(Status.OPTIMAL);
        assertThat(optimum.value()).hasValue(value);
        assertThat(optimum.count()).hasValue(ways);
    }

    @ParameterizedTest(name = "{0} on {1} x {1}, torus {2}")
    @CsvSource({"bishop, 5, false", "bishop, 6, false", "rook, 5, false", "super-queen, 6, false", "queen, 6, true",
        "queen, 7, true", "bishop, 5, true", "rook, 4, true"})
    void packsAsTheYardstickDoes(String piece, int n, boolean torus) {
        Question question = Question.of(Objective.INDEPENDENCE, board(n, Piece.parse(piece), torus));

        Optimum packing = run(DLX, question, true);
        Optimum yardstick = run(BACKTRACK, question, true);

        assertThat(packing.status()).isEqualTo(Status.OPTIMAL);
        assertThat(packing.value()).isEqualTo(yardstick.value());
        assertThat(packing.count()).isEqualTo(yardstick.count());
    }

    @Test
    void pawnsSplitTheRowsThatBoundThePacking() {
        // A pawn on d4 of 6 x 6 splits a row, a column and two diagonals: more queens may fit.
        Problem problem = Problem.on(Geometry.square(6)).pieces(1).pawns(List.of(new Square(4, 4), new Square(2, 3))).build();
        Question question = Question.of(Objective.INDEPENDENCE, problem);

        Optimum packing = run(DLX, question, true);
        Optimum yardstick = run(BACKTRACK, question, true);

        assertThat(packing.value()).isEqualTo(yardstick.value());
        assertThat(packing.count()).isEqualTo(yardstick.count());
    }

    @Test
    void refusesIndependenceForPiecesWithoutLines() {
        Question question = Question.of(Objective.INDEPENDENCE, board(4, Piece.KNIGHT, false));

        assertThat(DLX.refusal(question)).hasValueSatisfying(reason -> assertThat(reason).contains("knight"));
    }

    @Tag("slow")
    @ParameterizedTest(name = "gamma(Q{0}) = {1}")
    @CsvSource({"13, 7"})
    void provesLargerQueenDominationNumbers(int n, int gamma) {
        Optimum optimum = run(DLX, Question.of(Objective.DOMINATION, board(n, Piece.QUEEN, false)), false);

        assertThat(optimum.status()).isEqualTo(Status.OPTIMAL);
        assertThat(optimum.value()).hasValue(gamma);
    }

    @Test
    void theMixedArmyNeedsAPartner() {
        assertThatThrownBy(() -> new Question(Objective.MIXED_ARMY, board(3, Piece.QUEEN, false), java.util.Optional.empty()))
                .isInstanceOf(InvalidInputException.class);
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})
    void torusQueenDominationNumbersAgreeWithA279402(int n) {
        provesTheTorusDominationNumber(n);
    }

    @Tag("slow")
    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {12, 13})
    void largerTorusQueenDominationNumbersAgreeWithA279402(int n) {
        provesTheTorusDominationNumber(n);
    }

    private static void provesTheTorusDominationNumber(int n) {
        Optimum optimum = Optimisation.run(DLX, Question.of(Objective.DOMINATION, board(n, Piece.QUEEN, true)), false,
                SearchSettings.defaults().withTimeLimit(Duration.ofMinutes(3)));
        assertThat(optimum.status()).as("n = %d", n).isEqualTo(Status.OPTIMAL);
        assertThat((long) optimum.value().getAsInt()).as("n = %d", n).isEqualTo(TORUS_DOMINATION.get(n));
    }
}
