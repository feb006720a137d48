package org.nqueens.formulations.cpsat;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.Optimisation;
import org.nqueens.optimise.Optimum;
import org.nqueens.optimise.Question;
import org.nqueens.optimise.Sequences;
import org.nqueens.optimise.Status;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Problem;
import org.nqueens.solver.SearchSettings;

class CpSatOptimiserTest {

    static Stream<Integer> sizes() {
        return IntStream.rangeClosed(9, 12).boxed();
    }

    @ParameterizedTest
    @MethodSource("sizes")
    void queenDomination(int n) {
        long start = System.nanoTime();
        Optimum optimum = Optimisation.run(new CpSatOptimiser(), Question.of(Objective.DOMINATION, Problem.on(Geometry.square(n)).build()),
                false, SearchSettings.defaults().withThreads(8).withTimeLimit(Duration.ofSeconds(60)));
        System.out.println(n + " " + optimum.value() + " " + optimum.status() + " " + (System.nanoTime() - start) / 1_000_000 + " ms");
        assertThat(optimum.status()).isEqualTo(Status.OPTIMAL);
        assertThat((long) optimum.value().getAsInt()).isEqualTo(Sequences.read("A075458").get(n));
    }
}
