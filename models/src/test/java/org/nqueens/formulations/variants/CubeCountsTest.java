package org.nqueens.formulations.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.formulations.Formulations;
import org.nqueens.formulations.Optimisers;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.Optimisation;
import org.nqueens.optimise.Optimum;
import org.nqueens.optimise.Question;
import org.nqueens.optimise.Status;
import org.nqueens.optimise.WitnessCheck;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Problem;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Task;

/**
 * The cube: every formulation that takes a box counts what the reference backtracker counts, every
 * solution it lists passes the verifier, and the formulations that cannot search a box refuse it.
 * Figures from the literature where they exist: n^2 rooks in the n-cube are the Latin squares of
 * order n (1, 2, 12, 576); n^2 queens in the n-cube exist beyond n = 1 only when gcd(n, 210) = 1,
 * so n = 2..7 have none.
 */
class CubeCountsTest {

    private static final Formulations FORMULATIONS = Formulations.standard();
    private static final List<String> BOX_FORMULATIONS = List.of("backtrack", "dlx", "choco-grid", "cpsat-boolean");

    private static Problem cube(int n, Piece piece, Integer pieces) {
        Problem.Builder builder = Problem.on(Geometry.cube(n)).piece(piece);
        return pieces == null ? builder.build() : builder.pieces(pieces).build();
    }

    static Stream<Arguments> cases() {
        Stream<Arguments> queens = IntStream.rangeClosed(1, 5).mapToObj(n -> Arguments.of(cube(n, Piece.QUEEN, null), n == 1 ? 1L : 0L));
        Stream<Arguments> others = Stream.of(
                Arguments.of(cube(2, Piece.ROOK, null), 2L),
                Arguments.of(cube(3, Piece.ROOK, null), 12L),
                Arguments.of(cube(3, Piece.QUEEN, 4), -1L),
                Arguments.of(cube(3, Piece.QUEEN, 3), -1L),
                Arguments.of(cube(3, Piece.KING, 8), -1L),
                Arguments.of(cube(3, Piece.KNIGHT, 12), -1L),
                Arguments.of(cube(3, Piece.SUPER_QUEEN, 3), -1L),
                Arguments.of(Problem.on(Geometry.box(2, 3, 3)).piece(Piece.ROOK).build(), -1L));
        return Stream.concat(queens, others).flatMap(args -> {
            Problem problem = (Problem) args.get()[0];
            return FORMULATIONS.capableOf(Task.COUNT, problem).stream().filter(f -> !f.id().equals("auto"))
                    .map(f -> Arguments.of(f.id(), problem, args.get()[1]));
        });
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("cases")
    void countsAsTheReferenceAndEverySolutionHolds(String solver, Problem problem, long known) {
        assertThat(BOX_FORMULATIONS).contains(solver);
        CountResult reference = FORMULATIONS.get("backtrack").count(problem, false, SearchSettings.defaults());
        if (known >= 0) {
            assertThat(reference.count()).as(problem.describe()).isEqualTo(known);
        }
        Formulation formulation = FORMULATIONS.get(solver);
        CountResult result = formulation.count(problem, false, SearchSettings.defaults());
        PieceCountsTest.assertCountsAsTheReference(formulation, result, reference, problem);
    }

    @Test
    void theFormulationsWithAFlatSearchRefuseTheCube() {
        Problem problem = cube(5, Piece.QUEEN, null);
        assertThat(FORMULATIONS.capableOf(Task.COUNT, problem).stream().map(Formulation::id))
                .containsExactlyInAnyOrderElementsOf(BOX_FORMULATIONS);
        assertThat(FORMULATIONS.capableOf(Task.SOLVE, problem).stream().map(Formulation::id))
                .doesNotContain("bitboard", "choco", "cpsat", "sat", "construct", "minconflicts");
        Problem one = cube(1, Piece.SUPER_QUEEN, null);
        assertThat(FORMULATIONS.capableOf(Task.COUNT, one).stream().map(Formulation::id)).doesNotContain("bitboard", "choco", "cpsat");
    }

    @Test
    void theCubeCountsUpToItsSymmetries() {
        CountResult result = FORMULATIONS.get("backtrack").count(cube(3, Piece.QUEEN, 4), true, SearchSettings.defaults());
        assertThat(result.count()).isEqualTo(16);
        assertThat(result.unique()).hasValue(1);
    }

    /**
     * The most queens that fit (OEIS A068940 starts 1, 1, 4, 7), and the fewest that watch every cell
     * (a queen at a corner of the 2-cube, at the centre of the 3-cube), proved by every optimiser that takes the cube.
     */
    @ParameterizedTest(name = "{0} n = {1}: {2}")
    @CsvSource({"INDEPENDENCE, 2, 1", "INDEPENDENCE, 3, 4", "INDEPENDENCE, 4, 7", "DOMINATION, 3, 1", "DOMINATION, 2, 1"})
    void theOptimaAreProvedAlikeByEveryOptimiserThatTakesThem(Objective objective, int n, int most) {
        Question question = Question.of(objective, cube(n, Piece.QUEEN, 1));
        Optimisers optimisers = Optimisers.standard();
        List<String> proved = optimisers.capableOf(question).stream()
                .filter(optimiser -> !optimiser.id().equals("choco") || n < 4)
                .map(optimiser -> {
                    Optimum optimum = Optimisation.run(optimiser, question, false, SearchSettings.defaults());
                    assertThat(optimum.status()).as(optimiser.id()).isEqualTo(Status.OPTIMAL);
                    assertThat(optimum.value()).as(optimiser.id()).hasValue(most);
                    assertThat(WitnessCheck.fault(question, optimum.witness().orElseThrow())).isEmpty();
                    return optimiser.id();
                }).toList();
        assertThat(proved).as("at least two formulations prove it").hasSizeGreaterThanOrEqualTo(2);
    }

    /** The first cube beyond n = 1 with n^2 queens: n = 11, 264 solutions (dlx takes seconds, the reference some more). */
    @Test
    @Tag("slow")
    void theElevenCubeHoldsItsQueens() {
        Problem problem = cube(11, Piece.QUEEN, null);
        long dlx = FORMULATIONS.get("dlx").count(problem, false, SearchSettings.defaults()).count();
        assertThat(dlx).isEqualTo(264);
        assertThat(FORMULATIONS.get("backtrack").count(problem, false, SearchSettings.defaults()).count()).isEqualTo(dlx);
    }

    /** n = 6 and 7: no n^2 queens, agreed by the reference, dlx and the grid models. */
    @ParameterizedTest(name = "n = {0}")
    @CsvSource({"6", "7"})
    @Tag("slow")
    void theSixAndSevenCubesHoldNone(int n) {
        Problem problem = cube(n, Piece.QUEEN, null);
        for (String solver : BOX_FORMULATIONS) {
            assertThat(FORMULATIONS.get(solver).count(problem, false, SearchSettings.defaults()).count()).as(solver).isZero();
        }
    }
}
