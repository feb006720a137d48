package org.nqueens.solver;

import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.nqueens.problem.Placement;

/**
 * A search that pushes its solutions to a callback (a solver's "on solution" hook, as CP-SAT has),
 * turned into one that is pulled: the search runs on a producer thread and hands each solution
 * through a bounded queue, so it never runs more than {@value #QUEUE_CAPACITY} solutions ahead of
 * its reader, and stops when the reader closes it.
 */
public final class PushedSearch implements ResumableSearch {

    /** A search that pushes. */
    public interface Producer {
        /**
         * Runs the whole search, handing each solution to {@code emit}; stops early when {@code emit}
         * answers false. Returns whether the search covered everything (no stop, no limit).
         */
        boolean run(Predicate<Placement> emit);

        /** Asks the running search to stop, from another thread. */
        void stop();

        /** The work done so far; called from the reader's thread. */
        Stats stats();
    }

    /** Solutions the search may run ahead of its reader. */
    static final int QUEUE_CAPACITY = 64;
    private static final long POLL_MILLIS = 20;
    private static final Optional<Placement> END = Optional.empty();

    private final Producer producer;
    private final BlockingQueue<Optional<Placement>> queue = new ArrayBlockingQueue<>(QUEUE_CAPACITY);
    private final Thread thread;
    private volatile boolean closed;
    private volatile boolean covered;
    /** What the search threw on its thread, rethrown to the reader when it reaches the end. */
    private volatile Throwable failure;
    private Placement current;
    private boolean ended;

    /** Starts {@code producer} on a thread named {@code name}. */
    public PushedSearch(String name, Producer producer) {
        this.producer = producer;
        this.thread = new Thread(() -> {
            try {
                covered = producer.run(solution -> offer(Optional.of(solution)));
            } catch (RuntimeException | Error e) {
                failure = e;
            } finally {
                offer(END);
            }
        }, name);
        thread.setDaemon(true);
        thread.start();
    }

    /** Puts {@code item} on the queue, waiting while it is full; false once the reader has closed the search. */
    private boolean offer(Optional<Placement> item) {
        try {
            while (!closed) {
                if (queue.offer(item, POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                    return true;
                }
            }
        } catch (InterruptedException stop) {
            Thread.currentThread().interrupt();
        }
        return false;
    }

    @Override
    public Step advance() {
        if (ended || closed) {
            return ended && covered ? Step.EXHAUSTED : Step.STOPPED;
        }
        Optional<Placement> next;
        try {
            next = queue.take();
        } catch (InterruptedException stop) {
            Thread.currentThread().interrupt();
            close();
            return Step.STOPPED;
        }
        if (next.isPresent()) {
            current = next.get();
            return Step.SOLUTION;
        }
        ended = true;
        Throwable thrown = failure;
        if (thrown instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (thrown instanceof Error error) {
            throw error;
        }
        return covered ? Step.EXHAUSTED : Step.STOPPED;
    }

    @Override
    public Placement placement() {
        return current;
    }

    @Override
    public Stats stats() {
        return producer.stats();
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        producer.stop();
        queue.clear();
        try {
            thread.join();
        } catch (InterruptedException stop) {
            Thread.currentThread().interrupt();
        }
    }
}
