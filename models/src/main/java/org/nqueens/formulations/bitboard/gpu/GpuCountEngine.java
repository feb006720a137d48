package org.nqueens.formulations.bitboard.gpu;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.nqueens.formulations.bitboard.count.Interior;
import org.nqueens.formulations.bitboard.parts.CountEngine;
import org.nqueens.formulations.bitboard.parts.CountParts;
import org.nqueens.formulations.bitboard.parts.EmptyBoardCount;
import org.nqueens.formulations.bitboard.parts.PartCounts;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Deadline;

/**
 * The engine {@code gpu}: the count's frames with no symmetry (nearly all of its work) are searched
 * on CUDA devices, a search program a device, in batches taken largest first from one queue, so a
 * faster device takes more; the symmetric frames, and the rows of a placements count, are searched
 * meanwhile on this machine's threads by the toolkit's own search. Every part's counts are recorded
 * in the checkpoint as its batch is answered, and the checkpoint is the one {@code --engine local}
 * and {@code spark} write: a count begun on one engine is finished by another.
 *
 * <p>The program's words are 32 bits, so boards up to n = {@value #MAX_N}; a count that reaches its
 * time limit or is interrupted stops its programs at once and reports the batches answered.
 */
public final class GpuCountEngine implements CountEngine {

    /** The largest board the program's 32-bit words hold. */
    public static final int MAX_N = 32;

    /** Batches a device, at least: a batch's counts are journalled and reported together, so a kill loses at most one. */
    private static final int BATCHES_PER_DEVICE = 12;

    /** How often the caller looks at the clock and the cancellation while the devices work. */
    private static final long POLL_MILLIS = 50;

    private final OptionalInt devices;
    private final boolean onHost;

    /**
     * The engine on the first {@code devices} CUDA devices of this machine, or every one.
     *
     * @param devices how many devices to use; empty for all
     */
    public GpuCountEngine(OptionalInt devices) {
        this(devices, false);
    }

    private GpuCountEngine(OptionalInt devices, boolean onHost) {
        if (devices == null || devices.isPresent() && devices.getAsInt() < 1) {
            throw new InvalidInputException("The number of GPUs of --devices (" + (devices == null ? "none" : devices.getAsInt())
                    + ") must be at least 1.");
        }
        this.devices = devices;
        this.onHost = onHost;
    }

    /** The engine with its program searching on this processor (its {@code --host} mode): the same protocol, for tests without a device. */
    static GpuCountEngine onHost() {
        return new GpuCountEngine(OptionalInt.of(1), true);
    }

    @Override
    public String id() {
        return "gpu";
    }

    @Override
    public void requireCountable(EmptyBoardCount.Question question) {
        if (question.n() > MAX_N) {
            throw new InvalidInputException("--engine gpu counts boards up to n = " + MAX_N + " (its search keeps a row in 32 bits); n = "
                    + question.n() + " is counted with --engine local or spark.");
        }
    }

    @Override
    public CountResult count(CountParts parts, Settings settings) {
        requireCountable(parts.question());
        if (settings.master().isPresent()) {
            throw new InvalidInputException("--master " + settings.master().get() + " names a Spark master; --engine gpu takes"
                    + " --devices D.");
        }
        GpuProgram program = GpuProgram.build();
        int deviceCount = onHost ? 1 : chooseDevices(program);
        Deadline deadline = settings.search().start();
        try (CountParts.Journal journal = settings.checkpoint().map(file -> parts.journal(file, settings.program()))
                .orElseGet(parts::noJournal)) {
            CountParts.Tally tally = parts.tally(journal, settings.search().progress());
            List<Integer> todo = tally.resume();
            boolean complete = todo.isEmpty()
                    || (!deadline.reached() && run(parts, todo, tally, program, deviceCount, settings.search().threads(), deadline));
            return parts.result(tally.outcome(complete, deadline.elapsed()), journal);
        }
    }

    /** How many devices to use: those asked for, which this machine must have. */
    private int chooseDevices(GpuProgram program) {
        GpuProgram.Devices found = program.devices();
        if (found.names().isEmpty()) {
            throw new InvalidInputException("--engine gpu found no CUDA device (" + found.reason() + "); count with --engine local.");
        }
        int asked = devices.orElse(found.names().size());
        if (asked > found.names().size()) {
            throw new InvalidInputException("--devices " + asked + " asks for more GPUs than the " + found.names().size()
                    + " CUDA device(s) of this machine (" + String.join(", ", found.names()) + ").");
        }
        return asked;
    }

    /** Counts the parts {@code todo} (largest first); whether every one finished (false when the deadline stopped it). */
    private boolean run(CountParts parts, List<Integer> todo, CountParts.Tally tally, GpuProgram program, int deviceCount,
            int threads, Deadline deadline) {
        List<Integer> deviceParts = new ArrayList<>();
        List<Interior> interiors = new ArrayList<>();
        Queue<Integer> hostParts = new ConcurrentLinkedQueue<>();
        for (int index : todo) {
            Optional<Interior> interior = parts.interior(index);
            if (interior.isPresent()) {
                deviceParts.add(index);
                interiors.add(interior.get());
            } else {
                hostParts.add(index);
            }
        }
        Queue<Batch> batches = new ConcurrentLinkedQueue<>(Batch.deal(deviceParts, interiors, BATCHES_PER_DEVICE * deviceCount));
        List<DeviceProcess> running = new CopyOnWriteArrayList<>();
        // Set once the run ends, however: a host thread still in a part then records nothing in the journal, which is closed next.
        AtomicBoolean ended = new AtomicBoolean();
        ExecutorService pool = Executors.newFixedThreadPool(deviceCount + threads, runnable -> {
            Thread thread = new Thread(runnable, "nqueens-gpu-count");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<?>> work = new ArrayList<>();
            for (int device = 0; device < deviceCount; device++) {
                int chosen = onHost ? -1 : device;
                work.add(pool.submit(() -> searchOnDevice(program, chosen, batches, tally, running, deadline)));
            }
            for (int thread = 0; thread < threads; thread++) {
                work.add(pool.submit(() -> searchOnHost(parts, hostParts, tally, deadline, ended)));
            }
            for (Future<?> future : work) {
                waitFor(future, running, deadline);
            }
            return tally.allDone();
        } finally {
            ended.set(true);
            running.forEach(DeviceProcess::kill);
            pool.shutdownNow();
        }
    }

    /** A device's share: batches taken from the queue until it is empty or the deadline comes. */
    private static Void searchOnDevice(GpuProgram program, int device, Queue<Batch> batches, CountParts.Tally tally,
            List<DeviceProcess> running, Deadline deadline) throws IOException {
        try (DeviceProcess process = new DeviceProcess(program, device)) {
            running.add(process);
            for (Batch batch = batches.poll(); batch != null && !deadline.reached(); batch = batches.poll()) {
                long[][] counts;
                try {
                    counts = process.search(batch.interiors());
                } catch (IOException e) {
                    if (deadline.reached()) {
                        // The caller stopped the program at the deadline: the batch was abandoned, not failed.
                        batches.add(batch);
                        return null;
                    }
                    throw e;
                }
                for (int i = 0; i < counts.length; i++) {
                    tally.accept(batch.parts().get(i), PartCounts.ofInterior(counts[i][0], counts[i][1]));
                }
                tally.report();
            }
            return null;
        }
    }

    /** A thread's share of the parts only the toolkit's own search counts. */
    private static Void searchOnHost(CountParts parts, Queue<Integer> hostParts, CountParts.Tally tally, Deadline deadline,
            AtomicBoolean ended) {
        CountParts.Counter counter = parts.counter();
        for (Integer index = hostParts.poll(); index != null && !deadline.reached() && !ended.get(); index = hostParts.poll()) {
            Optional<PartCounts> counts = counter.count(index, deadline);
            if (counts.isEmpty() || ended.get()) {
                hostParts.add(index);
                return null;
            }
            tally.accept(index, counts.get());
            tally.report();
        }
        return null;
    }

    /** Waits for one share, stopping every program once the deadline (or a cancellation) comes. */
    private static void waitFor(Future<?> future, List<DeviceProcess> running, Deadline deadline) {
        while (true) {
            try {
                future.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
                return;
            } catch (TimeoutException e) {
                if (deadline.reached()) {
                    running.forEach(DeviceProcess::kill);
                }
            } catch (InterruptedException e) {
                // An interrupt is a cancellation: stop the programs, keep what was answered, leave the flag for the caller.
                Thread.currentThread().interrupt();
                running.forEach(DeviceProcess::kill);
                return;
            } catch (ExecutionException e) {
                running.forEach(DeviceProcess::kill);
                Throwable cause = e.getCause();
                if (cause instanceof InvalidInputException invalid) {
                    throw invalid;
                }
                throw new IllegalStateException("The gpu count failed: " + cause.getMessage(), cause);
            }
        }
    }

    /**
     * Parts sent to a device together, with their interiors.
     *
     * @param parts the parts' indices in the plan
     * @param interiors their interiors, in the same order
     */
    record Batch(List<Integer> parts, List<Interior> interiors) {

        /** Deals the parts, in their order, into about {@code count} batches of consecutive parts. */
        static List<Batch> deal(List<Integer> parts, List<Interior> interiors, int count) {
            List<Batch> batches = new ArrayList<>();
            int size = Math.max(1, (parts.size() + count - 1) / count);
            for (int from = 0; from < parts.size(); from += size) {
                int to = Math.min(parts.size(), from + size);
                batches.add(new Batch(List.copyOf(parts.subList(from, to)), List.copyOf(interiors.subList(from, to))));
            }
            return batches;
        }
    }
}
