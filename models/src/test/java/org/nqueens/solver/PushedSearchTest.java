package org.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Placement;

class PushedSearchTest {

    /** A producer that pushes the given solutions, then ends as told. */
    private static PushedSearch.Producer pushing(List<Placement> solutions, boolean covered, RuntimeException failure, AtomicBoolean stopped) {
        return new PushedSearch.Producer() {
            @Override
            public boolean run(Predicate<Placement> emit) {
                for (Placement solution : solutions) {
                    if (!emit.test(solution)) {
                        return false;
                    }
                }
                if (failure != null) {
                    throw failure;
                }
                return covered;
            }

            @Override
            public void stop() {
                stopped.set(true);
            }

            @Override
            public Stats stats() {
                return Stats.of(Stats.NODES, solutions.size());
            }
        };
    }

    private static final List<Placement> TWO = List.of(Placement.of(Solution.of(2, 4, 1, 3)), Placement.of(Solution.of(3, 1, 4, 2)));

    @Test
    void pullsEverySolutionInOrderThenTheEnd() {
        PushedSearch search = new PushedSearch("test", pushing(TWO, true, null, new AtomicBoolean()));
        assertThat(search.advance()).isEqualTo(ResumableSearch.Step.SOLUTION);
        assertThat(search.placement()).isEqualTo(TWO.get(0));
        assertThat(search.advance()).isEqualTo(ResumableSearch.Step.SOLUTION);
        assertThat(search.placement()).isEqualTo(TWO.get(1));
        assertThat(search.advance()).isEqualTo(ResumableSearch.Step.EXHAUSTED);
        assertThat(search.advance()).isEqualTo(ResumableSearch.Step.EXHAUSTED);
        search.close();
    }

    @Test
    void aSearchNotCoveredEndsStopped() {
        PushedSearch search = new PushedSearch("test", pushing(List.of(), false, null, new AtomicBoolean()));
        assertThat(search.advance()).isEqualTo(ResumableSearch.Step.STOPPED);
        search.close();
    }

    @Test
    void whatTheSearchThrowsOnItsThreadReachesTheReader() {
        PushedSearch search = new PushedSearch("test", pushing(TWO, true, new IllegalStateException("deliberate"), new AtomicBoolean()));
        assertThat(search.advance()).isEqualTo(ResumableSearch.Step.SOLUTION);
        assertThat(search.advance()).isEqualTo(ResumableSearch.Step.SOLUTION);
        assertThatThrownBy(search::advance).isInstanceOf(IllegalStateException.class).hasMessage("deliberate");
        search.close();
    }

    @Test
    void closingStopsTheProducer() {
        AtomicBoolean stopped = new AtomicBoolean();
        PushedSearch search = new PushedSearch("test", pushing(TWO, true, null, stopped));
        assertThat(search.advance()).isEqualTo(ResumableSearch.Step.SOLUTION);
        search.close();
        assertThat(stopped).isTrue();
        assertThat(search.advance()).isEqualTo(ResumableSearch.Step.STOPPED);
    }
}
