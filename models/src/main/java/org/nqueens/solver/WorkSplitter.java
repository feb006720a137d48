package org.nqueens.solver;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;
import org.nqueens.problem.Quote;

/**
 * Runs the independent parts of one divided search on several threads and adds up their typed
 * results: the one way the toolkit splits work across threads. It knows nothing of the search
 * itself; a part only has a stable id (so that a {@link Journal} can record it) and an estimate of
 * its work.
 *
 * <p>Scheduling: the parts still to do are ordered largest estimate first and dealt in turn to one
 * double-ended queue per thread, so that every queue is itself largest first and the threads start
 * on the largest parts. A thread takes the largest part of its own queue; when that is empty it
 * steals the largest part of the queue that holds the most work. The long parts thus run early
 * and the short ones fill the end, where a lone long part would leave the other cores idle (list
 * scheduling, longest first; Graham 1969), and no single queue is shared by every thread.
 *
 * <p>The threads are the calling thread and {@code threads - 1} daemon threads; each has its own
 * {@link Worker}, made by the caller's factory, so a worker may keep working arrays. Between parts
 * every thread checks the deadline (time limit and cancellation of the settings); inside a part the
 * worker polls it. An interrupt of the calling thread cancels the run; a worker that throws stops
 * the others and its exception is rethrown. Progress is reported after every part, in units of
 * estimated work, so a remaining-time estimate weighs a long part as long.
 *
 * <p>{@link #map} runs the simpler work that comes before such a run on the same threads: a function
 * applied to every item of a list, the results kept in the list's order (the estimates of a plan's
 * parts, so that no thread waits while one estimates them all).
 *
 * <p>The sum does not depend on the number of threads: every part is counted once, by whichever
 * thread searched it, and parts already in the journal are counted from it without being searched.
 * A search for one solution is the exception: a part whose result settles the run ({@link
 * Summation#settles}) stops the others, so which part answers may depend on the threads.
 *
 * @param <P> the parts
 * @param <R> the result of one part, added up with {@link Summation}
 */
public final class WorkSplitter<P extends WorkSplitter.Part, R> {

    /** One independent piece of a divided search. */
    public interface Part {

        /** A name for the part that stays the same between runs of the same plan: a word without spaces. */
        String id();

        /** The estimated work of the part in any unit shared by the parts of one plan; positive. */
        long work();
    }

    /** Searches parts on one thread; made once per thread, so it may hold state between parts. */
    @FunctionalInterface
    public interface Worker<P, R> {

        /**
         * The result of searching {@code part} to its end, or empty when {@code deadline} was
         * reached before the end (the partial result is dropped: a part counts whole or not at all).
         */
        Optional<R> search(P part, Deadline deadline);
    }

    /**
     * How results add up.
     *
     * @param zero the result of no part
     * @param plus adds two results; associative and commutative
     * @param found the solutions a result holds, for progress reports
     * @param settles whether a part's result answers the whole run, so that the parts not yet finished
     *                are not needed (a search for one solution that found it); the run then stops them
     *                and its outcome is incomplete, its sum holding that result
     * @param <R> the result
     */
    public record Summation<R>(R zero, BinaryOperator<R> plus, ToLongFunction<R> found, Predicate<R> settles) {

        /** Validates the components. */
        public Summation {
            if (zero == null || plus == null || found == null || settles == null) {
                throw new IllegalArgumentException("A summation needs a zero, an addition, a count of solutions and a test of"
                        + " a settling result; one was null.");
            }
        }

        /** A summation in which every part is needed: a count. */
        public Summation(R zero, BinaryOperator<R> plus, ToLongFunction<R> found) {
            this(zero, plus, found, result -> false);
        }
    }

    /** Records finished parts so that a later run can skip them: a checkpoint. Called from worker threads. */
    public interface Journal<R> {

        /** A journal that remembers nothing. */
        static <R> Journal<R> none() {
            return new Journal<>() {
                @Override
                public Optional<R> finished(String id) {
                    return Optional.empty();
                }

                @Override
                public void record(String id, R result) {
                }
            };
        }

        /** The result of the part {@code id}, if an earlier run finished it. */
        Optional<R> finished(String id);

        /** Records that the part {@code id} finished with {@code result}; must be thread-safe and durable when it returns. */
        void record(String id, R result);
    }

    /**
     * What a run did.
     *
     * @param sum the results of the parts finished, in this run or before it
     * @param partsDone parts finished, those taken from the journal included
     * @param parts parts in the plan
     * @param partsResumed parts taken from the journal
     * @param workDone estimated work of the parts finished
     * @param work estimated work of the plan
     * @param complete whether every part finished
     * @param elapsed the time the run took
     * @param <R> the result
     */
    public record Outcome<R>(R sum, int partsDone, int parts, int partsResumed, long workDone, long work, boolean complete,
                             Duration elapsed) {
    }

    private final List<P> parts;
    private final Summation<R> summation;
    private final long totalWork;

    private WorkSplitter(List<P> parts, Summation<R> summation) {
        this.parts = List.copyOf(parts);
        this.summation = summation;
        Set<String> ids = new HashSet<>();
        long work = 0;
        for (P part : this.parts) {
            String id = part.id();
            if (id == null || id.isEmpty() || !isWord(id)) {
                throw new IllegalArgumentException("The part id " + Quote.of(id) + " must be a non-empty word without spaces.");
            }
            if (!ids.add(id)) {
                throw new IllegalArgumentException("The part id " + Quote.of(id) + " is used twice in one plan.");
            }
            if (part.work() <= 0) {
                throw new IllegalArgumentException("The work estimate of part " + id + " (" + part.work() + ") must be positive.");
            }
            work += part.work();
        }
        this.totalWork = work;
    }

    private static boolean isWord(String id) {
        for (int i = 0; i < id.length(); i++) {
            if (Character.isWhitespace(id.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** A splitter of {@code parts} whose results add up by {@code summation}; part ids must be distinct. */
    public static <P extends Part, R> WorkSplitter<P, R> of(List<P> parts, Summation<R> summation) {
        return new WorkSplitter<>(parts, summation);
    }

    /** The parts of the plan, as given. */
    public List<P> parts() {
        return parts;
    }

    /** The order in which the parts are started: largest estimate first, ties in plan order. */
    public List<P> largestFirst() {
        List<P> order = new ArrayList<>(parts);
        order.sort(Comparator.comparingLong(Part::work).reversed());
        return order;
    }

    /**
     * Runs every part not already in {@code journal} on {@code settings.threads()} threads under the
     * settings' time limit (counted from this call) and cancellation, records each part finished
     * in the journal, and returns the sum.
     */
    public Outcome<R> run(SearchSettings settings, Supplier<? extends Worker<P, R>> workers, Journal<R> journal) {
        return run(settings.start(), settings.threads(), settings.progress(), workers, journal);
    }

    /**
     * Runs every part not already in {@code journal} on {@code threads} threads until done or until
     * {@code clock} (a run's deadline, started when the run began) is reached, reporting to
     * {@code progress}; records each part finished in the journal and returns the sum.
     */
    public Outcome<R> run(Deadline clock, int threads, ProgressListener progress, Supplier<? extends Worker<P, R>> workers,
                          Journal<R> journal) {
        if (threads < 1) {
            throw new IllegalArgumentException("The number of threads (" + threads + ") must be at least 1.");
        }
        Cancellation stop = clock.cancellation().child();
        Deadline deadline = clock.withCancellation(stop);
        R resumed = summation.zero();
        int resumedParts = 0;
        long resumedWork = 0;
        List<P> todo = new ArrayList<>();
        for (P part : largestFirst()) {
            Optional<R> earlier = journal.finished(part.id());
            if (earlier.isPresent()) {
                resumed = summation.plus().apply(resumed, earlier.get());
                resumedParts++;
                resumedWork += part.work();
            } else {
                todo.add(part);
            }
        }
        Shared shared = new Shared(progress, deadline, stop, journal, resumedParts, resumedWork, summation.found().applyAsLong(resumed));
        int laneCount = Math.max(1, Math.min(threads, todo.size()));
        List<ConcurrentLinkedDeque<P>> queues = new ArrayList<>();
        List<AtomicLong> queuedWork = new ArrayList<>();
        for (int i = 0; i < laneCount; i++) {
            queues.add(new ConcurrentLinkedDeque<>());
            queuedWork.add(new AtomicLong());
        }
        for (int i = 0; i < todo.size(); i++) {
            queues.get(i % laneCount).addLast(todo.get(i));
            queuedWork.get(i % laneCount).addAndGet(todo.get(i).work());
        }
        List<Lane> lanes = new ArrayList<>();
        for (int i = 0; i < laneCount; i++) {
            lanes.add(new Lane(i, workers.get(), queues, queuedWork, shared));
        }
        onThreads(laneCount, stop, true, lane -> lanes.get(lane).run());
        R sum = resumed;
        boolean complete = true;
        for (Lane lane : lanes) {
            sum = summation.plus().apply(sum, lane.sum);
            complete &= lane.complete;
        }
        for (ConcurrentLinkedDeque<P> queue : queues) {
            complete &= queue.isEmpty();
        }
        return new Outcome<>(sum, shared.partsDone.get(), parts.size(), resumedParts, shared.workDone.get(), totalWork, complete,
                deadline.elapsed());
    }

    /**
     * Applies a function to every item on {@code threads} threads and returns the results in the
     * items' order: work that needs no plan of its own, such as estimating the parts of one (each
     * item a few microseconds, so the threads take the next item by a shared index). Each thread
     * makes its own function from {@code functions}, so a function may keep working arrays. A
     * function that throws stops the others and its exception is rethrown. An interrupt of the
     * calling thread does not cut the work short (every result is needed, and each is quick); it is
     * kept for the caller.
     */
    public static <T, R> List<R> map(List<T> items, int threads, Supplier<? extends Function<? super T, ? extends R>> functions) {
        if (threads < 1) {
            throw new IllegalArgumentException("The number of threads (" + threads + ") must be at least 1.");
        }
        List<T> given = List.copyOf(items);
        Object[] results = new Object[given.size()];
        AtomicInteger next = new AtomicInteger();
        Cancellation stop = Cancellation.create();
        onThreads(Math.max(1, Math.min(threads, given.size())), stop, false, lane -> {
            Function<? super T, ? extends R> function = functions.get();
            for (int i = next.getAndIncrement(); i < results.length && !stop.isCancelled(); i = next.getAndIncrement()) {
                results[i] = function.apply(given.get(i));
            }
        });
        List<R> mapped = new ArrayList<>(results.length);
        for (Object result : results) {
            @SuppressWarnings("unchecked")
            R typed = (R) result;
            mapped.add(typed);
        }
        return Collections.unmodifiableList(mapped);
    }

    /**
     * Runs {@code lane} 0 on the calling thread and lanes 1 to {@code count - 1} on daemon threads,
     * and returns when all have ended. A lane that throws cancels {@code stop} (so the others end
     * early) and the first exception is rethrown once all have ended. An interrupt of the calling
     * thread while it waits is kept for the caller, and cancels {@code stop} if {@code interruptStops}.
     */
    private static void onThreads(int count, Cancellation stop, boolean interruptStops, IntConsumer lane) {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Thread> helpers = new ArrayList<>();
        for (int i = 1; i < count; i++) {
            int index = i;
            Thread thread = new Thread(() -> {
                try {
                    lane.accept(index);
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                    stop.cancel();
                }
            }, "work-splitter-" + i);
            thread.setDaemon(true);
            helpers.add(thread);
            thread.start();
        }
        try {
            lane.accept(0);
        } catch (RuntimeException | Error e) {
            failure.compareAndSet(null, e);
            stop.cancel();
        }
        boolean interrupted = false;
        for (Thread helper : helpers) {
            while (true) {
                try {
                    helper.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                    if (interruptStops) {
                        stop.cancel();
                    }
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable failed = failure.get();
        if (failed instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failed instanceof Error error) {
            throw error;
        }
    }

    /** Counters shared by the threads of one run. */
    private final class Shared {
        final ProgressListener progress;
        final Deadline deadline;
        final Cancellation stop;
        final Journal<R> journal;
        final AtomicInteger partsDone;
        final AtomicLong workDone;
        final AtomicLong found;

        Shared(ProgressListener progress, Deadline deadline, Cancellation stop, Journal<R> journal, int partsDone, long workDone,
               long found) {
            this.progress = progress;
            this.deadline = deadline;
            this.stop = stop;
            this.journal = journal;
            this.partsDone = new AtomicInteger(partsDone);
            this.workDone = new AtomicLong(workDone);
            this.found = new AtomicLong(found);
        }
    }

    /** One thread: its own queue first, then the richest other queue; sums its results privately. */
    private final class Lane implements Runnable {
        private final int index;
        private final Worker<P, R> worker;
        private final List<ConcurrentLinkedDeque<P>> queues;
        private final List<AtomicLong> queuedWork;
        private final Shared shared;
        private R sum = summation.zero();
        private boolean complete = true;

        Lane(int index, Worker<P, R> worker, List<ConcurrentLinkedDeque<P>> queues, List<AtomicLong> queuedWork, Shared shared) {
            this.index = index;
            this.worker = worker;
            this.queues = queues;
            this.queuedWork = queuedWork;
            this.shared = shared;
        }

        @Override
        public void run() {
            while (true) {
                if (shared.deadline.reached()) {
                    complete = false;
                    return;
                }
                P part = take();
                if (part == null) {
                    return;
                }
                Optional<R> result = worker.search(part, shared.deadline);
                if (result.isEmpty()) {
                    complete = false;
                    return;
                }
                sum = summation.plus().apply(sum, result.get());
                shared.journal.record(part.id(), result.get());
                long found = shared.found.addAndGet(summation.found().applyAsLong(result.get()));
                long work = shared.workDone.addAndGet(part.work());
                int done = shared.partsDone.incrementAndGet();
                shared.progress.report(new Progress(work, totalWork, found, done, parts.size()));
                if (summation.settles().test(result.get())) {
                    shared.stop.cancel();
                }
            }
        }

        /** The largest part of this thread's queue, else one stolen from the queue with the most work left; null when none is left. */
        private P take() {
            P own = pollFrom(index);
            if (own != null) {
                return own;
            }
            while (true) {
                int richest = -1;
                long most = 0;
                for (int i = 0; i < queues.size(); i++) {
                    long work = queuedWork.get(i).get();
                    if (i != index && work > most && !queues.get(i).isEmpty()) {
                        most = work;
                        richest = i;
                    }
                }
                if (richest < 0) {
                    return null;
                }
                P stolen = pollFrom(richest);
                if (stolen != null) {
                    return stolen;
                }
            }
        }

        private P pollFrom(int queue) {
            P part = queues.get(queue).pollFirst();
            if (part != null) {
                queuedWork.get(queue).addAndGet(-part.work());
            }
            return part;
        }
    }
}
