package org.nqueens.formulations.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.formulations.Formulations;
import org.nqueens.problem.Coordinates;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.Task;

/**
 * The other pieces, pawns and given pieces on small boards: every formulation that counts the
 * problem counts what the reference counts, and every solution it enumerates passes the verifier.
 */
class PieceCountsTest {

    private static final Formulations FORMULATIONS = Formulations.standard();

    /** Piece, board (RxC, with "t" for a torus), pieces, pawns, given pieces. */
    private static final List<String[]> PROBLEMS = List.of(
            new String[] {"rook", "5x5", "5", "", ""},
            new String[] {"rook", "4x6t", "4", "", ""},
            new String[] {"bishop", "5x5", "8", "", ""},
            new String[] {"bishop", "4x5", "6", "b2", ""},
            new String[] {"knight", "4x4", "8", "", ""},
            new String[] {"knight", "5x5t", "5", "", ""},
            new String[] {"king", "5x5", "9", "", ""},
            new String[] {"king", "4x6t", "6", "", ""},
            new String[] {"queen", "6x6", "7", "b3", ""},
            new String[] {"queen", "7x7", "8", "d4", ""},
            new String[] {"super-queen", "5x9", "5", "", ""},
            new String[] {"super-queen", "10x10", "10", "", "c1"},
            new String[] {"queen", "5x7", "6", "c3 e4", ""},
            new String[] {"queen", "7x7t", "7", "", "a1"},
            new String[] {"bishop", "5x5t", "5", "", "a1"});

    static Problem problem(String[] spec) {
        boolean torus = spec[1].endsWith("t");
        Geometry geometry = Geometry.parse(torus ? spec[1].substring(0, spec[1].length() - 1) : spec[1], torus);
        return Problem.on(geometry).piece(Piece.parse(spec[0])).pieces(Integer.parseInt(spec[2]))
                .pawns(Coordinates.parseList(spec[3], geometry, "pawn"))
                .given(Coordinates.parseList(spec[4], geometry, "given piece")).build();
    }

    static Stream<Arguments> cases() {
        return PROBLEMS.stream().map(PieceCountsTest::problem)
                .flatMap(problem -> FORMULATIONS.capableOf(Task.COUNT, problem).stream()
                        .filter(f -> !f.id().equals("backtrack") && !f.id().equals("auto"))
                        .map(f -> Arguments.of(f.id(), problem)));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("cases")
    void countsAsTheReferenceAndEverySolutionHolds(String solver, Problem problem) {
        CountResult reference = FORMULATIONS.get("backtrack").count(problem, false, SearchSettings.defaults());
        Formulation formulation = FORMULATIONS.get(solver);
        CountResult result = formulation.count(problem, false, SearchSettings.defaults());
        assertThat(reference.count()).as("every problem here has solutions").isPositive();
        assertCountsAsTheReference(formulation, result, reference, problem);
    }

    /** {@code result} is complete and counts what the reference counts, and every solution {@code formulation} lists passes the verifier. */
    static void assertCountsAsTheReference(Formulation formulation, CountResult result, CountResult reference, Problem problem) {
        assertThat(result.complete()).isTrue();
        assertThat(result.count()).as(problem.describe()).isEqualTo(reference.count());
        if (formulation.supports(Task.ENUMERATE)) {
            long seen = 0;
            try (SolutionStream solutions = formulation.enumerate(problem, SearchSettings.defaults())) {
                while (solutions.hasNext()) {
                    Placement placement = solutions.next();
                    assertThat(ProblemVerifier.check(problem, placement)).as(placement.toString()).isEmpty();
                    seen++;
                }
            }
            assertThat(seen).isEqualTo(reference.count());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("problems")
    void theGridModelsAndTheReferenceTakeEveryOne(Problem problem) {
        assertThat(FORMULATIONS.capableOf(Task.COUNT, problem).stream().map(Formulation::id))
                .contains("backtrack", "choco-grid", "cpsat-boolean");
    }

    static Stream<Problem> problems() {
        return PROBLEMS.stream().map(PieceCountsTest::problem);
    }
}
