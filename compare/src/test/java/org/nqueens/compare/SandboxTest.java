package org.nqueens.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.nqueens.solver.Cancellation;

/**
 * The CPU time of a run: a call whose work is done by a thread it starts, as a multi-threaded
 * formulation's is, counts on the process's clock and not on the calling thread's.
 */
class SandboxTest {

    /** CPU time the worker spends, by its own clock, so that a loaded machine only stretches the wall time. */
    private static final long WORK_NANOS = Duration.ofMillis(300).toNanos();

    @Test
    void aRunOnSeveralThreadsCountsTheCpuTimeOfTheThreadsItStarts() {
        Attempt<Long> attempt = Sandbox.run("spawner", Duration.ofSeconds(30), Cancellation.create(), Sandbox.CpuClock.forThreads(2),
                workOnAnotherThread());
        assertThat(attempt.kind()).isEqualTo(Attempt.Kind.RETURNED);
        assertThat(attempt.cpu()).hasValueSatisfying(cpu -> assertThat(cpu.toNanos()).isGreaterThanOrEqualTo(WORK_NANOS));
    }

    @Test
    void aRunOnOneThreadCountsTheCallingThreadAlone() {
        Attempt<Long> attempt = Sandbox.run("spawner", Duration.ofSeconds(30), Cancellation.create(), Sandbox.CpuClock.forThreads(1),
                workOnAnotherThread());
        assertThat(attempt.kind()).isEqualTo(Attempt.Kind.RETURNED);
        assertThat(attempt.cpu()).hasValueSatisfying(cpu -> assertThat(cpu.toNanos()).isLessThan(WORK_NANOS / 2));
    }

    private static Callable<Long> workOnAnotherThread() {
        return () -> {
            long[] sink = new long[1];
            Thread worker = new Thread(() -> {
                ThreadMXBean threads = ManagementFactory.getThreadMXBean();
                long start = threads.getCurrentThreadCpuTime();
                while (threads.getCurrentThreadCpuTime() - start < WORK_NANOS) {
                    for (int i = 0; i < 100_000; i++) {
                        sink[0] += i ^ sink[0] >>> 3;
                    }
                }
            });
            worker.start();
            worker.join();
            return sink[0];
        };
    }
}
