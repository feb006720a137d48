package org.nqueens.formulations.cpsat;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.problem.Square;
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

/** The CP-SAT optimiser against the seed's figures, the published sequences and an exhaustive search; every witness is checked by the runner. */
class CpSatOptimiserTest {

    private static final CpSatOptimiser CPSAT = new CpSatOptimiser();
    private static final Map<Integer, Long> DOMINATION = Sequences.read("A075458");
    private static final Map<Integer, Long> TORUS_DOMINATION = Sequences.read("A279402");
    private static final Map<Integer, Long> DOMINATING_SETS = Sequences.read("A002564");

    private static Optimum optimise(Question question, boolean count, Duration limit) {
        return Optimisation.run(CPSAT, question, count, SearchSettings.defaults().withTimeLimit(limit));
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

    @Test
    void nineQueensNeedExactlyOnePawnOnEightByEight() {
        Problem nine = Problem.on(Geometry.square(8)).pieces(9).build();
        Optimum optimum = optimise(Question.of(Objective.FEWEST_PAWNS, nine), false, Duration.ofMinutes(2));
        assertThat(optimum.status()).isEqualTo(Status.OPTIMAL);
        assertThat(optimum.value()).hasValue(1);
        assertThat(optimum.witness().orElseThrow().pieces().size()).isEqualTo(9);
    }

    @Test
    void eightQueensNeedNoPawnAndThereAreNinetyTwoWays() {
        Optimum optimum = optimise(Question.of(Objective.FEWEST_PAWNS, Problem.on(Geometry.square(8)).pieces(8).build()), true,
                Duration.ofMinutes(2));
        assertThat(optimum.value()).hasValue(0);
        assertThat(optimum.count()).hasValue(92);
    }

    static Stream<Integer> defaultSizes() {
        return IntStream.rangeClosed(1, 9).boxed();
    }

    static Stream<Integer> slowSizes() {
        // n = 12 is not proved within ten minutes on one worker (benchmarks/DominationProofTable, README "Optimisation").
        return IntStream.rangeClosed(10, 11).boxed();
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("defaultSizes")
    void queenDominationNumbersAgreeWithA075458(int n) {
        assertDominationNumber(n, Duration.ofMinutes(2));
    }

    @Tag("slow")
    @ParameterizedTest(name = "n = {0}")
    @MethodSource("slowSizes")
    void largerQueenDominationNumbersAgreeWithA075458(int n) {
        assertDominationNumber(n, Duration.ofMinutes(10));
    }

    private static void assertDominationNumber(int n, Duration limit) {
        Optimum optimum = optimise(Question.of(Objective.DOMINATION, board(n, Piece.QUEEN)), false, limit);
        assertThat(optimum.status()).as("n = %d, after %s", n, optimum.elapsed()).isEqualTo(Status.OPTIMAL);
        assertThat((long) optimum.value().getAsInt()).isEqualTo(DOMINATION.get(n));
    }

    @Tag("slow")
    @ParameterizedTest(name = "n = {0}")
    @MethodSource("torusSizes")
    void torusQueenDominationNumbersAgreeWithA279402(int n) {
        Problem torus = Problem.on(new Geometry(n, n, true)).build();
        Optimum optimum = optimise(Question.of(Objective.DOMINATION, torus), false, Duration.ofMinutes(1));
        assertThat(optimum.status()).as("n = %d", n).isEqualTo(Status.OPTIMAL);
        assertThat((long) optimum.value().getAsInt()).isEqualTo(TORUS_DOMINATION.get(n));
    }

    static Stream<Integer> torusSizes() {
        // As far as one worker proves in a minute (loaded machine): n = 9 is not.
        return IntStream.rangeClosed(1, 8).boxed();
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("countedSizes")
    void minimumDominatingSetsOfQueensAreCountedAsA002564(int n) {
        Optimum optimum = optimise(Question.of(Objective.DOMINATION, board(n, Piece.QUEEN)), true, Duration.ofMinutes(2));
        assertThat(optimum.count()).as("n = %d", n).hasValue(DOMINATING_SETS.get(n));
    }

    static Stream<Integer> countedSizes() {
        return IntStream.rangeClosed(1, 6).boxed();
    }

    static Stream<Arguments> smallBoards() {
        return Stream.of(Piece.KNIGHT, Piece.BISHOP, Piece.KING, Piece.QUEEN, Piece.ROOK)
                .flatMap(piece -> IntStream.rangeClosed(1, 6).mapToObj(n -> Arguments.of(piece, n)));
    }

    @ParameterizedTest(name = "{0}s on {1} x {1}")
    @MethodSource("smallBoards")
    void largestPlacementsAndTheirNumberAgreeWithExhaustiveSearch(Piece piece, int n) {
        long[] expected = new BruteForce(n, piece).largestIndependent();
        Optimum optimum = optimise(Question.of(Objective.INDEPENDENCE, board(n, piece)), true, Duration.ofMinutes(2));
        assertThat(optimum.status()).isEqualTo(Status.OPTIMAL);
        assertThat((long) optimum.value().getAsInt()).isEqualTo(expected[0]);
        assertThat(optimum.count()).hasValue(expected[1]);
    }

    static Stream<Arguments> smallDominations() {
        return Stream.of(Arguments.of(Piece.KNIGHT, 5), Arguments.of(Piece.KING, 6), Arguments.of(Piece.BISHOP, 5), Arguments.of(Piece.ROOK, 5));
    }

    @ParameterizedTest(name = "{0}s on {1} x {1}")
    @MethodSource("smallDominations")
    void smallestDominatingSetsAndTheirNumberAgreeWithExhaustiveSearch(Piece piece, int n) {
        long[] expected = new BruteForce(n, piece).smallestDominating();
        Optimum optimum = optimise(Question.of(Objective.DOMINATION, board(n, piece)), true, Duration.ofMinutes(2));
        assertThat((long) optimum.value().getAsInt()).isEqualTo(expected[0]);
        assertThat(optimum.count()).hasValue(expected[1]);
    }

    @Test
    void aTinyTimeLimitOnAHardBoardNeverClaimsOptimal() {
        Optimum optimum = optimise(Question.of(Objective.DOMINATION, board(14, Piece.QUEEN)), false, Duration.ofMillis(300));
        assertThat(optimum.status()).isIn(Status.FEASIBLE, Status.UNKNOWN);
        if (optimum.status() == Status.FEASIBLE) {
            assertThat(optimum.bound()).isLessThan(optimum.value().getAsInt());
        }
    }

    @Test
    void aBlockedSquareNothingCanAttackMakesDominationInfeasible() {
        // Knights on 3 x 3: nothing attacks the centre, so when it is blocked no knight can watch it.
        Problem blocked = Problem.on(Geometry.square(3)).piece(Piece.KNIGHT).blocked(List.of(new Square(2, 2))).build();
        assertThat(optimise(Question.of(Objective.DOMINATION, blocked), false, Duration.ofMinutes(1)).status()).isEqualTo(Status.INFEASIBLE);
    }

    @Test
    void pawnsCutLinesForIndependenceAndAreNotDominated() {
        // Rooks on 3 x 3 with a pawn on b2: the pawn splits row 2 and column b, so four rooks fit (b1, b3, a2, c2), and two
        // dominate (a1 and c3), the pawn itself needing no watch.
        Problem pawned = Problem.on(Geometry.square(3)).piece(Piece.ROOK).pawns(List.of(new Square(2, 2))).build();
        Optimum most = optimise(Question.of(Objective.INDEPENDENCE, pawned), false, Duration.ofMinutes(1));
        assertThat(most.value()).hasValue(4);
        Optimum fewest = optimise(Question.of(Objective.DOMINATION, pawned), false, Duration.ofMinutes(1));
        assertThat(fewest.value()).hasValue(2);
    }

    @Test
    void aMixedArmyOfQueensAndKnightsIsAsLargeOnBothSides() {
        Optimum optimum = optimise(Question.mixedArmy(board(6, Piece.QUEEN), Piece.KNIGHT), false, Duration.ofMinutes(1));
        assertThat(optimum.status()).isEqualTo(Status.OPTIMAL);
        assertThat(optimum.witness().orElseThrow().partners().size()).isEqualTo(optimum.value().getAsInt());
    }
}
