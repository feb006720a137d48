package org.nqueens.formulations.choco;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.optimise.BruteForce;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.Optimisation;
import org.nqueens.optimise.Optimum;
import org.nqueens.optimise.Question;
import org.nqueens.optimise.Sequences;
import org.nqueens.optimise.Status;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Problem;
import org.nqueens.solver.SearchSettings;

/** The Choco optimiser against the seed's figures, A075458 and A002564, and an exhaustive search. */
class ChocoOptimiserTest {

    private static final ChocoOptimiser CHOCO = new ChocoOptimiser();
    private static final Map<Integer, Long> DOMINATION = Sequences.read("A075458");
    private static final Map<Integer, Long> DOMINATING_SETS = Sequences.read("A002564");

    private static Optimum optimise(Question question, boolean count, Duration limit) {
        return Optimisation.run(CHOCO, question, count, SearchSettings.defaults().withTimeLimit(limit));
    }

    private static Problem board(int n, Piece piece) {
        return Problem.on(Geometry.square(n)).piece(piece).build();
    }

    @ParameterizedTest(name = "{0}s on 8 x 8: {1}")
    @CsvSource({"knight, 32", "bishop, 14", "king, 16", "rook, 8", "queen, 8"})
    void theSeedsIndependenceFiguresAreProvedOptimal(String piece, int most) {
        Optimum optimum = optimise(Question.of(Objective.INDEPENDENCE, board(8, Piece.parse(piece))), false, Duration.ofMinutes(2));
        assertThat(optimum.status()).isEqualTo(Status.OPTIMAL);
        assertThat(optimum.value()).hasValue(most);
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("defaultSizes")
    void queenDominationNumbersAgreeWithA075458(int n) {
        Optimum optimum = optimise(Question.of(Objective.DOMINATION, board(n, Piece.QUEEN)), n <= 6, Duration.ofMinutes(2));
        assertThat(optimum.status()).as("n = %d", n).isEqualTo(Status.OPTIMAL);
        assertThat((long) optimum.value().getAsInt()).isEqualTo(DOMINATION.get(n));
        if (n <= 6) {
            assertThat(optimum.count()).hasValue(DOMINATING_SETS.get(n));
        }
    }

    static Stream<Integer> defaultSizes() {
        return IntStream.rangeClosed(1, 7).boxed();
    }

    @Tag("slow")
    @ParameterizedTest(name = "n = {0}")
    @MethodSource("slowSizes")
    void largerQueenDominationNumbersAgreeWithA075458(int n) {
        Optimum optimum = optimise(Question.of(Objective.DOMINATION, board(n, Piece.QUEEN)), false, Duration.ofMinutes(10));
        assertThat(optimum.status()).as("n = %d", n).isEqualTo(Status.OPTIMAL);
        assertThat((long) optimum.value().getAsInt()).isEqualTo(DOMINATION.get(n));
    }

    static Stream<Integer> slowSizes() {
        return IntStream.rangeClosed(8, 8).boxed();
    }

    static Stream<Arguments> smallBoards() {
        return Stream.of(Piece.KNIGHT, Piece.BISHOP, Piece.KING)
                .flatMap(piece -> IntStream.rangeClosed(1, 5).mapToObj(n -> Arguments.of(piece, n)));
    }

    @ParameterizedTest(name = "{0}s on {1} x {1}")
    @MethodSource("smallBoards")
    void largestPlacementsAndTheirNumberAgreeWithExhaustiveSearch(Piece piece, int n) {
        long[] expected = new BruteForce(n, piece).largestIndependent();
        Optimum optimum = optimise(Question.of(Objective.INDEPENDENCE, board(n, piece)), true, Duration.ofMinutes(2));
        assertThat((long) optimum.value().getAsInt()).isEqualTo(expected[0]);
        assertThat(optimum.count()).hasValue(expected[1]);
    }

    @Test
    void independentDominationOfQueensOnEightByEightIsFive() {
        Optimum optimum = optimise(Question.of(Objective.INDEPENDENT_DOMINATION, board(8, Piece.QUEEN)), false, Duration.ofMinutes(2));
        assertThat(optimum.status()).isEqualTo(Status.OPTIMAL);
        assertThat(optimum.value()).hasValue(5);
    }

    @Test
    void aTinyTimeLimitOnAHardBoardNeverClaimsOptimal() {
        Optimum optimum = optimise(Question.of(Objective.DOMINATION, board(14, Piece.QUEEN)), false, Duration.ofMillis(300));
        assertThat(optimum.status()).isIn(Status.FEASIBLE, Status.UNKNOWN);
    }

    @Test
    void refusesTheQuestionsItDoesNotModel() {
        assertThat(CHOCO.refusal(Question.of(Objective.FEWEST_PAWNS, Problem.on(Geometry.square(8)).pieces(9).build())))
                .get().asString().contains("not fewest pawns");
    }
}
