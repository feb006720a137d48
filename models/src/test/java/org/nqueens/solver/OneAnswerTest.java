package org.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Solution;

/** The search of a method that answers once. */
class OneAnswerTest {

    private static final Placement FOUR = Placement.of(Solution.of(2, 4, 1, 3));

    @Test
    void theMethodRunsOnceOnTheFirstStepAndASecondStepStops() {
        AtomicInteger runs = new AtomicInteger();
        OneAnswer search = OneAnswer.of(() -> {
            runs.incrementAndGet();
            return OneAnswer.Outcome.solved(FOUR, Stats.of(Stats.STEPS, 12));
        });
        assertThat(search.stats()).isEqualTo(Stats.empty());
        assertThat(search.complete()).isTrue();
        assertThat(search.ending()).isEmpty();
        assertThat(search.advance()).isEqualTo(ResumableSearch.Step.SOLUTION);
        assertThat(search.placement()).isEqualTo(FOUR);
        assertThat(search.stats().get(Stats.STEPS)).hasValue(12);
        assertThat(search.advance()).as("one solution found, others not looked for").isEqualTo(ResumableSearch.Step.STOPPED);
        assertThat(runs).hasValue(1);
    }

    @Test
    void aDecidedProblemsOneSolutionIsEverySolution() {
        OneAnswer search = OneAnswer.decided(Optional.of(FOUR), "unused");
        assertThat(search.advance()).isEqualTo(ResumableSearch.Step.SOLUTION);
        assertThat(search.advance()).isEqualTo(ResumableSearch.Step.EXHAUSTED);
        OneAnswer none = OneAnswer.decided(Optional.empty(), "n = 2 has no solution");
        assertThat(none.advance()).isEqualTo(ResumableSearch.Step.EXHAUSTED);
        assertThat(none.advance()).isEqualTo(ResumableSearch.Step.EXHAUSTED);
        assertThat(none.complete()).isTrue();
        assertThat(none.ending()).isEqualTo("n = 2 has no solution");
        assertThatThrownBy(none::placement).isInstanceOf(java.util.NoSuchElementException.class);
    }

    @Test
    void aMethodThatGivesUpProvesNothingAndOneStoppedStaysStopped() {
        OneAnswer gaveUp = OneAnswer.of(() -> OneAnswer.Outcome.gaveUp(Stats.empty(), "no repair in 100 steps"));
        assertThat(gaveUp.advance()).isEqualTo(ResumableSearch.Step.EXHAUSTED);
        assertThat(gaveUp.complete()).isFalse();
        assertThat(gaveUp.ending()).isEqualTo("no repair in 100 steps");
        OneAnswer stopped = OneAnswer.of(() -> OneAnswer.Outcome.stopped(Stats.empty(), "the solver's limit"));
        assertThat(stopped.advance()).isEqualTo(ResumableSearch.Step.STOPPED);
        assertThat(stopped.advance()).isEqualTo(ResumableSearch.Step.STOPPED);
        assertThat(stopped.complete()).isTrue();
    }

    @Test
    void anOutcomeCarriesAPlacementExactlyWithASolution() {
        assertThatThrownBy(() -> new OneAnswer.Outcome(ResumableSearch.Step.SOLUTION, Optional.empty(), Stats.empty(), "", true))
                .hasMessage("A SOLUTION outcome must carry a placement.");
        assertThatThrownBy(() -> new OneAnswer.Outcome(ResumableSearch.Step.STOPPED, Optional.of(FOUR), Stats.empty(), "", true))
                .hasMessage("A STOPPED outcome must not carry a placement.");
        assertThatThrownBy(() -> new OneAnswer.Outcome(null, Optional.empty(), Stats.empty(), "", true))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new OneAnswer.Outcome(ResumableSearch.Step.STOPPED, null, Stats.empty(), "", true))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new OneAnswer.Outcome(ResumableSearch.Step.STOPPED, Optional.empty(), null, "", true))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new OneAnswer.Outcome(ResumableSearch.Step.STOPPED, Optional.empty(), Stats.empty(), null, true))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
