package org.nqueens.formulations.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.formulations.Formulations;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Scope;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Task;

/**
 * n queens on the n x m board: every formulation that takes the rectangle counts what the
 * reference counts, for 1 &lt;= n &lt;= m &lt;= 8 here and up to 10 in the slow group; and on the
 * n x m torus (whose diagonals are the classes of column -+ row modulo gcd(n, m)) for
 * 1 &lt;= n &lt;= m &lt;= 6.
 */
class RectangleCountsTest {

    private static final Formulations FORMULATIONS = Formulations.standard();

    static Stream<Arguments> rectangles(int from, int to, boolean torus) {
        return IntStream.rangeClosed(1, to).boxed().flatMap(n -> IntStream.rangeClosed(n, to)
                .filter(m -> m >= from)
                .mapToObj(m -> Problem.on(new Geometry(n, m, torus)).build()))
                .flatMap(problem -> FORMULATIONS.capableOf(Task.COUNT, problem).stream()
                        .filter(f -> !f.id().equals("backtrack"))
                        .map(f -> Arguments.of(f.id(), problem)));
    }

    static Stream<Arguments> small() {
        return Stream.concat(rectangles(1, 8, false), rectangles(1, 6, true));
    }

    static Stream<Arguments> large() {
        return rectangles(9, 10, false);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("small")
    void countsAsTheReference(String solver, Problem problem) {
        assertAgrees(solver, problem);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("large")
    void countsAsTheReferenceFurther(String solver, Problem problem) {
        assertAgrees(solver, problem);
    }

    private static void assertAgrees(String solver, Problem problem) {
        CountResult reference = FORMULATIONS.get("backtrack").count(problem, true, SearchSettings.defaults());
        Formulation formulation = FORMULATIONS.get(solver);
        CountResult result = formulation.count(problem, false, SearchSettings.defaults().withThreads(2));
        assertThat(result.complete()).isTrue();
        assertThat(result.count()).as(problem.describe()).isEqualTo(reference.count());
        if (Scope.CLASSIC.admits(problem)) {
            assertThat(reference.count()).isEqualTo(org.nqueens.reference.KnownCounts.of(problem.rows()).orElseThrow().solutions());
        }
    }
}
