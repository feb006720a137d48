package org.nqueens.formulations.cpsat;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.problem.Square;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Status;
import org.nqueens.testing.Instances;
import org.nqueens.testing.Instances.Instance;

/**
 * {@code cpsat-boolean}'s cube and conquer, forced onto small boards: one conflict on the whole
 * board, then at least 40 cubes, on one thread and on several.
 */
class CubeAndConquerTest {

    private static final CpSatBooleanModel CUBING = new CpSatBooleanModel(NativeLibrary.OR_TOOLS, 1, 40);

    static Stream<Arguments> instances() {
        List<Arguments> arguments = new ArrayList<>();
        for (Instance instance : Instances.upTo(28)) {
            for (int threads : new int[] {1, 3}) {
                arguments.add(Arguments.of(instance, threads));
            }
        }
        return arguments.stream();
    }

    @ParameterizedTest(name = "{0} on {1} threads")
    @MethodSource("instances")
    void theCubesAnswerAsPublished(Instance instance, int threads) {
        SolveResult result = CUBING.solve(instance.problem(), SearchSettings.defaults().withThreads(threads).withTimeLimit(Duration.ofMinutes(1)));
        assertThat(result.status()).as(instance.file()).isEqualTo(instance.answer());
        if (result.status() == Status.SAT) {
            assertThat(ProblemVerifier.whyNot(instance.problem(), result.solution().orElseThrow())).as(instance.file()).isEmpty();
        }
        if (result.stats().get(Stats.CUBES).isPresent()) {
            assertThat(result.stats().get(Stats.CUBES).getAsLong()).as(instance.file()).isGreaterThanOrEqualTo(40);
            assertThat(result.stats().get(Stats.CONFLICTS).getAsLong()).as(instance.file()).isPositive();
        }
    }

    @Test
    void anUnsatisfiableBoardIsProvedCubeByCube() {
        Instance unsat = Instances.upTo(28).stream().filter(i -> i.file().equals("blocked-asp-n28-1449844282.param")).findFirst().orElseThrow();
        SolveResult result = CUBING.solve(unsat.problem(), SearchSettings.defaults().withThreads(2));
        assertThat(result.status()).isEqualTo(Status.UNSAT);
        assertThat(result.stats().get(Stats.CUBES).orElse(0)).isGreaterThanOrEqualTo(40);
        assertThat(result.explanation()).contains("cubes of the board infeasible");
    }

    @Test
    void aVariantWithFilledRowsIsSplitToo() {
        Problem torus = Problem.on(new Geometry(11, 11, true)).build();
        SolveResult result = CUBING.solve(torus, SearchSettings.defaults().withThreads(2));
        assertThat(result.status()).isEqualTo(Status.SAT);
        assertThat(ProblemVerifier.check(torus, result.placement().orElseThrow())).isEmpty();
    }

    @Test
    void aBoardWhoseWholeSearchAnswersIsNotSplit() {
        SolveResult result = new CpSatBooleanModel().solve(Problem.classic(8, List.of(new Square(1, 1)), List.of()), SearchSettings.defaults());
        assertThat(result.status()).isEqualTo(Status.SAT);
        assertThat(result.stats().get(Stats.CUBES)).isEmpty();
    }

    @Test
    void theTimeLimitStopsTheCubes() {
        Instance hard = Instances.all().stream().filter(i -> i.file().equals("blocked-asp-n48-1721315836.param")).findFirst().orElseThrow();
        long start = System.nanoTime();
        SolveResult result = new CpSatBooleanModel(NativeLibrary.OR_TOOLS, 1, 200).solve(hard.problem(),
                SearchSettings.defaults().withThreads(2).withTimeLimit(Duration.ofMillis(1500)));
        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
        assertThat(result.stats().get(Stats.CUBES).orElse(0)).as("stopped among the cubes").isGreaterThanOrEqualTo(200);
    }
}
