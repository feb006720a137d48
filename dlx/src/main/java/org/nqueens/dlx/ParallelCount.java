package org.nqueens.dlx;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

/**
 * Counts every solution of a problem on several threads: the search is split into subproblems by
 * the prefixes of its choices ({@link ExactCoverSearch#split}), and the threads take the subproblems in
 * turn, every part searched by the same {@link Engine} (one search a thread, fixed again for each
 * part). The count, the nodes and the updates are those of one search over the whole problem, for any
 * number of threads: the splitting search's work is added once, and each subproblem's work
 * without the root it re-enters and the updates it repeats in fixing its prefix.
 */
public final class ParallelCount {

    /** Enough subproblems a thread that one slow subproblem does not leave the other threads idle. */
    private static final int SUBPROBLEMS_PER_THREAD = 32;
    /** The deepest split tried; a matrix with fewer levels simply yields its solutions as prefixes. */
    private static final int MAX_DEPTH = 8;
    /**
     * The most subproblems a count is split into. Fixing a subproblem's prefix covers its items, each at
     * the cost of its options, so a split whose first item has an option for each of many thousand
     * subproblems costs subproblems x options: 50,000 one-item options took 37 s on two threads, 40 ms
     * on one. Beyond this many the whole is searched on one thread, which covers that item once.
     */
    static final int MAX_SUBPROBLEMS = 4096;

    /**
     * A count and the work it took.
     *
     * @param count the solutions found
     * @param exhausted whether every solution was counted (the count was not stopped)
     * @param nodes the search nodes, as one search would enter them
     * @param updates the link updates, as one search would make them
     * @param subproblems how many subproblems the search was split into (1 when it was not split)
     */
    public record Result(long count, boolean exhausted, long nodes, long updates, int subproblems) {
        /** Validates the figures. */
        public Result {
            if (count < 0 || nodes < 0 || updates < 0 || subproblems < 0) {
                throw new IllegalArgumentException("The count (" + count + "), nodes (" + nodes + "), updates (" + updates
                        + ") and subproblems (" + subproblems + ") must not be negative.");
            }
        }
    }

    private ParallelCount() {
    }

    /**
     * Counts the solutions of {@code problem} on {@code threads} threads, until done or until
     * {@code stop} holds (polled every few thousand nodes by every thread, and before each subproblem).
     * One thread searches the whole problem without splitting it, as do several where the split would
     * be more than {@value #MAX_SUBPROBLEMS} subproblems.
     */
    public static Result count(ExactCover problem, int threads, BooleanSupplier stop) {
        return count(problem, Engine.LINKS, threads, stop);
    }

    /** Counts as {@link #count(ExactCover, int, BooleanSupplier)} does, every part searched by {@code engine}. */
    public static Result count(ExactCover problem, Engine engine, int threads, BooleanSupplier stop) {
        requireThreads(threads);
        if (threads == 1) {
            ExactCoverSearch search = engine.search(problem).stopWhen(stop);
            long count = search.count();
            return new Result(count, search.exhausted(), search.nodes(), search.updates(), 1);
        }
        ExactCoverSearch.Split split = plan(problem, engine, threads, stop);
        if (split.prefixes().size() > MAX_SUBPROBLEMS) {
            return count(problem, engine, 1, stop);
        }
        return count(problem, engine, split, threads, stop);
    }

    /**
     * The subproblems a count of {@code problem} on {@code threads} threads is split into: prefixes
     * of choices, deepened until there are enough a thread that one slow subproblem does not leave
     * the others idle (or the search has no deeper levels). A caller with its own way of running
     * parts (the toolkit's work splitter) counts each prefix with {@link ExactCoverSearch#fix}.
     */
    public static ExactCoverSearch.Split plan(ExactCover problem, int threads, BooleanSupplier stop) {
        return plan(problem, Engine.LINKS, threads, stop);
    }

    /** The split of {@link #plan(ExactCover, int, BooleanSupplier)} by {@code engine}, whose searches count its parts. */
    public static ExactCoverSearch.Split plan(ExactCover problem, Engine engine, int threads, BooleanSupplier stop) {
        requireThreads(threads);
        ExactCoverSearch whole = engine.search(problem).stopWhen(stop);
        ExactCoverSearch.Split split = whole.split(1);
        for (int depth = 2; depth <= MAX_DEPTH && split.complete() && split.prefixes().size() < SUBPROBLEMS_PER_THREAD * threads; depth++) {
            ExactCoverSearch.Split deeper = whole.split(depth);
            if (deeper.prefixes().size() == split.prefixes().size() && deeper.nodes() == split.nodes()) {
                split = deeper;
                break;
            }
            split = deeper;
        }
        return split;
    }

    /** Counts the subproblems of {@code split} on {@code threads} threads; package-private so that tests can choose the depth. */
    static Result count(ExactCover problem, Engine engine, ExactCoverSearch.Split split, int threads, BooleanSupplier stop) {
        requireThreads(threads);
        List<int[]> parts = split.prefixes();
        AtomicBoolean abandoned = new AtomicBoolean();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger finished = new AtomicInteger();
        AtomicLong found = new AtomicLong();
        AtomicLong nodes = new AtomicLong(split.nodes());
        AtomicLong updates = new AtomicLong(split.updates());
        Runnable worker = () -> {
            // One search a thread, fixed again for each part: linking the problem for every part cost
            // parts x entries, quadratic where the first item has an option for each part.
            ExactCoverSearch part = null;
            for (int k = next.getAndIncrement(); k < parts.size(); k = next.getAndIncrement()) {
                // A part under a few thousand nodes never reaches the search's own poll: asked here.
                if (stop.getAsBoolean() || abandoned.get()) {
                    return;
                }
                part = part == null ? engine.search(problem).stopWhen(stop).stopWhen(abandoned::get).fix(parts.get(k))
                        : part.refix(parts.get(k));
                long fixing = part.updates();
                found.addAndGet(part.count());
                nodes.addAndGet(part.nodes() - 1);
                updates.addAndGet(part.updates() - fixing);
                if (!part.exhausted()) {
                    return;
                }
                finished.incrementAndGet();
            }
        };
        runOnThreads(worker, Math.min(threads, Math.max(1, parts.size())), abandoned);
        boolean exhausted = split.complete() && finished.get() == parts.size();
        return new Result(found.get(), exhausted, nodes.get(), updates.get(), parts.size());
    }

    private static void requireThreads(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("The number of threads (" + threads + ") must be at least 1.");
        }
    }

    private static void runOnThreads(Runnable worker, int threads, AtomicBoolean abandoned) {
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "dlx-parallel-count");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                running.add(pool.submit(worker));
            }
            for (Future<?> future : running) {
                future.get();
            }
        } catch (InterruptedException e) {
            abandoned.set(true);
            Thread.currentThread().interrupt();
            throw new IllegalStateException("The parallel count was interrupted.", e);
        } catch (ExecutionException e) {
            abandoned.set(true);
            throw new IllegalStateException("A counting thread failed: " + e.getCause().getMessage(), e.getCause());
        } finally {
            pool.shutdown();
        }
    }
}
