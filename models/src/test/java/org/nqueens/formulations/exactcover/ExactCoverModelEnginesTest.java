package org.nqueens.formulations.exactcover;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.dlx.Engine;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Problem;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Stats;

/** The queens formulation on dancing cells counts and solves as on dancing links, on one thread and on several. */
class ExactCoverModelEnginesTest {

    static Stream<KnownCount> countsUpTo11() {
        return KnownCounts.all().stream().filter(row -> row.n() <= 11);
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("countsUpTo11")
    void countsOnCellsAsTheReferenceTableSays(KnownCount known) {
        ExactCoverModel cells = new ExactCoverModel(Engine.CELLS);
        Problem problem = Problem.on(Geometry.square(known.n())).build();

        CountResult one = cells.count(problem, false, SearchSettings.defaults().withThreads(1));
        CountResult three = cells.count(problem, false, SearchSettings.defaults().withThreads(3));
        CountResult links = new ExactCoverModel(Engine.LINKS).count(problem, false, SearchSettings.defaults().withThreads(1));

        assertThat(one.count()).isEqualTo(known.solutions());
        assertThat(three.count()).isEqualTo(known.solutions());
        assertThat(three.stats().get(Stats.NODES)).as("nodes on three threads as on one").isEqualTo(one.stats().get(Stats.NODES));
        assertThat(one.stats().get(Stats.NODES).orElseThrow()).isLessThanOrEqualTo(links.stats().get(Stats.NODES).orElseThrow());
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("countsUpTo11")
    void solvesOnCells(KnownCount known) {
        SolveResult result = new ExactCoverModel(Engine.CELLS).solve(Problem.on(Geometry.square(known.n())).build(), SearchSettings.defaults());

        assertThat(result.solution().isPresent()).isEqualTo(known.solutions() > 0);
    }
}
