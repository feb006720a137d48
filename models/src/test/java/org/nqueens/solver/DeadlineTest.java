package org.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** A run's clock and its cancellations; no test waits on the clock beyond a nanosecond limit. */
class DeadlineTest {

    @Test
    void aChildIsCancelledWithItsParentButNotTheOtherWayRound() {
        Cancellation parent = Cancellation.create();
        Cancellation child = parent.child();
        Cancellation grandchild = child.child();
        assertThat(grandchild.isCancelled()).isFalse();
        grandchild.cancel();
        assertThat(grandchild.isCancelled()).isTrue();
        assertThat(child.isCancelled()).isFalse();
        parent.cancel();
        assertThat(child.isCancelled()).isTrue();
        assertThat(parent.child().child().isCancelled()).isTrue();
    }

    @Test
    void withoutALimitOnlyACancellationStopsTheRun() {
        SearchSettings settings = SearchSettings.defaults();
        Deadline deadline = settings.start();
        assertThat(deadline.remaining()).isEmpty();
        assertThat(deadline.timeIsUp()).isFalse();
        assertThat(deadline.reached()).isFalse();
        assertThat(deadline.cancelled()).isFalse();
        assertThat(deadline.cancellation()).isSameAs(settings.cancellation());
        settings.cancellation().cancel();
        assertThat(deadline.reached()).isTrue();
        assertThat(deadline.cancelled()).isTrue();
        assertThat(deadline.timeIsUp()).isFalse();
        assertThat(deadline.reasonStopped()).isEqualTo("cancelled");
    }

    @Test
    void aLimitOfOneNanosecondIsUpAtOnceAndLeavesNothing() {
        Deadline deadline = SearchSettings.defaults().withTimeLimit(Duration.ofNanos(1)).start();
        long start = System.nanoTime();
        while (System.nanoTime() == start) {
            Thread.onSpinWait();
        }
        assertThat(deadline.timeIsUp()).isTrue();
        assertThat(deadline.reached()).isTrue();
        assertThat(deadline.cancelled()).isFalse();
        assertThat(deadline.remaining()).contains(Duration.ZERO);
        assertThat(deadline.reasonStopped()).isEqualTo("time limit reached");
        assertThat(deadline.elapsed()).isPositive();
    }

    @Test
    void aLongLimitIsNotUpAndLeavesAtMostItself() {
        Duration day = Duration.ofDays(1);
        Deadline deadline = SearchSettings.defaults().withTimeLimit(day).start();
        assertThat(deadline.timeIsUp()).isFalse();
        assertThat(deadline.reached()).isFalse();
        assertThat(deadline.remaining()).hasValueSatisfying(left -> assertThat(left).isPositive().isLessThanOrEqualTo(day)
                .isGreaterThan(day.minusHours(1)));
        assertThat(deadline.elapsed()).isLessThan(Duration.ofHours(1)).isGreaterThanOrEqualTo(Duration.ZERO);
    }

    @Test
    void anotherCancellationKeepsTheClock() {
        Deadline deadline = SearchSettings.defaults().withTimeLimit(Duration.ofDays(1)).start();
        Cancellation stop = deadline.cancellation().child();
        Deadline honouring = deadline.withCancellation(stop);
        assertThat(honouring.cancellation()).isSameAs(stop);
        assertThat(honouring.remaining()).isPresent();
        stop.cancel();
        assertThat(honouring.reached()).isTrue();
        assertThat(deadline.reached()).isFalse();
    }
}
