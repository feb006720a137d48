package org.nqueens.formulations.bitboard;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.Progress;
import org.nqueens.solver.ProgressListener;

/**
 * The symmetric count of the empty n x n board, split into independent {@link Subproblem}s that a
 * pool of threads takes one at a time. The plan depends on n only, so every number of threads
 * adds up the same parts to the same counts.
 */
final class ParallelCount {

    private final int n;
    private final List<Subproblem> parts;

    private ParallelCount(int n, List<Subproblem> parts) {
        this.n = n;
        this.parts = parts;
    }

    /** The plan for the board of size {@code n}, n >= 2: one part for each frame that is the least of its images. */
    static ParallelCount plan(int n) {
        return new ParallelCount(n, List.copyOf(SymmetricSearch.parts(n)));
    }

    /** The parts of the plan. */
    List<Subproblem> parts() {
        return parts;
    }

    /**
     * Counts every part on {@code threads} threads (the calling thread among them), reporting progress
     * after each part, until done or the deadline is reached. An interrupt of the calling thread
     * cancels {@code cancellation}, which the deadline must honour.
     */
    Tally run(int threads, Deadline deadline, Cancellation cancellation, ProgressListener progress) {
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        AtomicLong found = new AtomicLong();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        int workers = Math.max(1, Math.min(threads, parts.size()));
        Worker[] pool = new Worker[workers];
        for (int i = 0; i < workers; i++) {
            pool[i] = new Worker(new SymmetricSearch(n), next, done, found, deadline, progress);
        }
        List<Thread> helpers = new ArrayList<>();
        for (int i = 1; i < workers; i++) {
            Thread thread = new Thread(pool[i], "bitboard-count-" + i);
            thread.setDaemon(true);
            thread.setUncaughtExceptionHandler((t, e) -> failure.compareAndSet(null, e));
            helpers.add(thread);
            thread.start();
        }
        boolean ranToEnd = false;
        try {
            pool[0].run();
            ranToEnd = true;
        } finally {
            if (!ranToEnd) {
                cancellation.cancel();
            }
        }
        boolean interrupted = false;
        for (Thread helper : helpers) {
            while (true) {
                try {
                    helper.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                    cancellation.cancel();
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (failure.get() != null) {
            throw new IllegalStateException("A counting thread failed: " + failure.get(), failure.get());
        }
        Tally tally = new Tally(0, 0, 0, 0, done.get(), parts.size(), true);
        for (Worker worker : pool) {
            tally = tally.plus(worker.search, worker.complete);
        }
        return tally;
    }

    /**
     * What a count found.
     *
     * @param nodes queens placed by the searches of the parts
     * @param eightfold classes of eight solutions
     * @param fourfold classes of four (symmetric under the half turn)
     * @param twofold classes of two (symmetric under the quarter turn)
     * @param partsDone parts searched to the end
     * @param parts parts in the plan
     * @param complete whether every part was searched to the end
     */
    record Tally(long nodes, long eightfold, long fourfold, long twofold, long partsDone, long parts, boolean complete) {

        /** All solutions of the classes counted. */
        long total() {
            return 8 * eightfold + 4 * fourfold + 2 * twofold;
        }

        /** The classes counted. */
        long unique() {
            return eightfold + fourfold + twofold;
        }

        Tally plus(SymmetricSearch search, boolean searchComplete) {
            return new Tally(nodes + search.nodes(), eightfold + search.eightfold(), fourfold + search.fourfold(),
                    twofold + search.twofold(), partsDone, parts, complete && searchComplete);
        }
    }

    /** One thread's loop: take the next part, search it, report. */
    private final class Worker implements Runnable {
        private final SymmetricSearch search;
        private final AtomicInteger next;
        private final AtomicInteger done;
        private final AtomicLong found;
        private final Deadline deadline;
        private final ProgressListener progress;
        private boolean complete = true;

        Worker(SymmetricSearch search, AtomicInteger next, AtomicInteger done, AtomicLong found, Deadline deadline,
               ProgressListener progress) {
            this.search = search;
            this.next = next;
            this.done = done;
            this.found = found;
            this.deadline = deadline;
            this.progress = progress;
        }

        @Override
        public void run() {
            for (int i = next.getAndIncrement(); i < parts.size(); i = next.getAndIncrement()) {
                if (deadline.reached()) {
                    complete = false;
                    return;
                }
                long before = search.total();
                boolean finished = search.run(parts.get(i), deadline);
                long sum = found.addAndGet(search.total() - before);
                if (!finished) {
                    complete = false;
                    return;
                }
                progress.report(new Progress(done.incrementAndGet(), parts.size(), sum));
            }
        }
    }
}
