package org.nqueens.formulations.bitboard.gpu;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.nqueens.formulations.bitboard.count.Interior;
import org.nqueens.formulations.bitboard.parts.CountEngine;
import org.nqueens.formulations.bitboard.parts.CountParts;
import org.nqueens.formulations.bitboard.parts.EmptyBoardCount;
import org.nqueens.formulations.bitboard.parts.PartCounts;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;

/**
 * The engine {@code gpu}: the count's frames are searched on CUDA devices, a search program a device, in
 * batches of about equal estimated work taken from one queue, so a faster device takes more; a symmetric
 * frame's interiors are counted there too, and the few interiors its turns keep (a small search) here
 * when its batch is answered ({@code NQUEENS_GPU_SYMMETRIC=host} leaves the symmetric frames to this
 * machine's threads, as before). The rows of a placements count, and a frame that is a whole solution,
 * are searched meanwhile on this machine's threads by the toolkit's own search. A device's program is sent one batch
 * ahead of the answer awaited, so it opens the next batch while the device searches the last. The devices are learnt from the
 * program started on the first, which says how many the machine has before it wakes its own (no CUDA start is spent on a
 * listing alone), while the frames' interiors are listed. Every part's counts are recorded
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

    /** How long the first program may take to say how many devices the machine has. */
    private static final long START_MINUTES = 5;

    private final OptionalInt devices;
    /** Programs searching on this processor (their host mode) in place of devices; 0 for the devices. */
    private final int hostPrograms;
    /** Whether the symmetric frames go to the devices too; else to this machine's threads (the way of 2026-11-27). */
    private final boolean symmetricOnDevice;
    /** The search program, built once for its source; another in tests. */
    private final Supplier<GpuProgram> program;

    /**
     * The environment variable that keeps the symmetric frames on this machine's threads ({@code host}, the way of
     * 2026-11-27), for a side-by-side on one build; any other value, or none, sends them to the devices.
     */
    static final String SYMMETRIC = "NQUEENS_GPU_SYMMETRIC";

    /**
     * The engine on the first {@code devices} CUDA devices of this machine, or every one.
     *
     * @param devices how many devices to use; empty for all
     */
    public GpuCountEngine(OptionalInt devices) {
        this(devices, 0, !"host".equals(System.getenv(SYMMETRIC)), GpuProgram::build);
    }

    private GpuCountEngine(OptionalInt devices, int hostPrograms, boolean symmetricOnDevice, Supplier<GpuProgram> program) {
        if (devices == null || devices.isPresent() && devices.getAsInt() < 1) {
            throw new InvalidInputException("The number of GPUs of --devices (" + (devices == null ? "none" : devices.getAsInt())
                    + ") must be at least 1.");
        }
        this.devices = devices;
        this.hostPrograms = hostPrograms;
        this.symmetricOnDevice = symmetricOnDevice;
        this.program = program;
    }

    /** The engine with its program searching on this processor (its {@code --host} mode): the same protocol, for tests without a device. */
    static GpuCountEngine onHost() {
        return onHost(1);
    }

    /**
     * The engine with {@code programs} programs searching on this processor, each standing for a device: the way
     * several devices share a count ({@code --devices}), for tests without a device.
     */
    static GpuCountEngine onHost(int programs) {
        return onHost(programs, true);
    }

    /** As {@link #onHost(int)}, the symmetric frames searched by the programs too or, when not {@code symmetricOnDevice}, by the threads. */
    static GpuCountEngine onHost(int programs, boolean symmetricOnDevice) {
        return new GpuCountEngine(OptionalInt.of(programs), programs, symmetricOnDevice, GpuProgram::build);
    }

    /**
     * The engine on the devices {@code program} finds, as a count on devices takes them (for tests without a device: the
     * program with {@code NQUEENS_GPU_ON_HOST=K} in its environment finds K, each this processor).
     */
    static GpuCountEngine on(OptionalInt devices, GpuProgram program) {
        return new GpuCountEngine(devices, 0, true, () -> program);
    }

    /**
     * The levels of the plain search of the empty n x n board on this machine's CUDA devices: the safe k-arrangements
     * (k queens on the first k rows, none attacking another) for k = 1..n at index k - 1, the numbers {@code nqueens
     * levels N} prints; their sum is the reference search's placements, the last the solutions. The search is halved
     * by the left-right mirror (a first queen left of the middle counts twice), and the first row's columns are dealt
     * to the devices.
     *
     * @param n the board size, 1..{@value #MAX_N}
     * @param devices how many devices to use; empty for all
     * @return the levels, k = 1..n at index k - 1
     */
    public static long[] levels(int n, OptionalInt devices) {
        requireLevels(n);
        return new GpuCountEngine(devices).levelsOnDevices(n, SearchSettings.defaults().withoutTimeLimit().start()).orElseThrow();
    }

    /**
     * The levels of the empty n x n board as a count's answer ({@code levels N --engine gpu}): the row of
     * {@link #levels(int, OptionalInt)}, its last level the count, its sum the placements. The devices count the row in
     * one run, so a run stopped by the settings' time limit or cancellation has counted nothing it can keep: it answers
     * a row of zeros, marked incomplete.
     *
     * @param solver the id of the formulation that asked, which the answer names
     */
    public CountResult countLevels(String solver, int n, SearchSettings search) {
        requireLevels(n);
        Deadline deadline = search.start();
        Optional<long[]> row = levelsOnDevices(n, deadline);
        long[] levels = row.orElseGet(() -> new long[n]);
        List<Long> boxed = new ArrayList<>(n);
        long placements = 0;
        for (long level : levels) {
            boxed.add(level);
            placements += level;
        }
        Stats stats = Stats.builder().put(Stats.PLACEMENTS, placements).build();
        return new CountResult(solver, n, levels[n - 1], OptionalLong.empty(), row.isPresent(), deadline.elapsed(), stats, boxed);
    }

    /**
     * The levels on this engine's devices (or its host programs), or none when {@code deadline} comes first. As a count,
     * the devices are learnt from the program started on the first, which then counts the first share.
     */
    private Optional<long[]> levelsOnDevices(int n, Deadline deadline) {
        GpuProgram program = this.program.get();
        Optional<First> first = startFirst(program, deadline);
        if (first.isEmpty()) {
            return Optional.empty();
        }
        List<Integer> chosen = new ArrayList<>();
        for (int share = 0; share < first.get().devices(); share++) {
            chosen.add(hostPrograms > 0 ? -1 : share);
        }
        return levels(program, n, chosen, deadline, first.get().process());
    }

    /**
     * The program on the first device (or the first host program), and how many devices the count or the levels take.
     *
     * @param process the program, started; the caller's first share takes it, and closes it
     * @param devices how many devices (or host programs) to deal to, the first included
     */
    private record First(DeviceProcess process, int devices) {
    }

    /**
     * Starts the program on the first device and learns from its first line how many devices the machine has (no CUDA
     * start is spent on a listing alone), waiting no longer than {@code deadline}: those asked for, which the machine
     * must have, or none when the deadline or a cancellation comes first (the program then closed). Host programs stand
     * for the devices asked for; the first is started here too.
     */
    private Optional<First> startFirst(GpuProgram program, Deadline deadline) {
        DeviceProcess process;
        try {
            process = new DeviceProcess(program, hostPrograms > 0 ? -1 : 0);
        } catch (IOException e) {
            throw new UncheckedIOException("The gpu program " + program.binary() + " could not be started", e);
        }
        if (hostPrograms > 0) {
            return Optional.of(new First(process, hostPrograms));
        }
        boolean kept = false;
        try {
            CompletableFuture<DeviceProcess.Devices> said = CompletableFuture.supplyAsync(() -> {
                try {
                    return process.devices();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }, runnable -> daemon("nqueens-gpu-devices", runnable).start());
            Optional<DeviceProcess.Devices> found = found(said, deadline);
            if (found.isEmpty()) {
                return Optional.empty();
            }
            First first = new First(process, chooseDevices(found.get(), program));
            kept = true;
            return Optional.of(first);
        } finally {
            if (!kept) {
                process.close();
            }
        }
    }

    /** The levels searched by the program's host mode (the same search code on this processor): for tests without a device. */
    static long[] levelsOnHost(int n) {
        requireLevels(n);
        return levels(GpuProgram.build(), n, List.of(-1));
    }

    private static void requireLevels(int n) {
        if (n < 1 || n > MAX_N) {
            throw new InvalidInputException("The gpu levels are counted for n = 1.." + MAX_N + " (a row in 32 bits); n = " + n
                    + " is out of range.");
        }
    }

    /**
     * The levels, the first row's columns dealt in turn to {@code devices} (-1: this processor): the left half's
     * columns, counted twice for their mirror images, then the middle column of an odd board, counted once.
     */
    static long[] levels(GpuProgram program, int n, List<Integer> devices) {
        return levels(program, n, devices, SearchSettings.defaults().withoutTimeLimit().start(), null).orElseThrow();
    }

    /**
     * The levels as {@link #levels(GpuProgram, int, List)}, or none when {@code deadline} is reached first (the programs are
     * stopped). {@code first}, when not null, is the program already started on the first of {@code devices}, which counts
     * the first share and is closed here.
     */
    private static Optional<long[]> levels(GpuProgram program, int n, List<Integer> devices, Deadline deadline, DeviceProcess first) {
        int shares = devices.size();
        int[] twice = new int[shares];
        int[] once = new int[shares];
        for (int column = 0; column < n / 2; column++) {
            twice[column % shares] |= 1 << column;
        }
        if (n % 2 == 1) {
            once[(n / 2) % shares] |= 1 << (n / 2);
        }
        ExecutorService pool = Executors.newFixedThreadPool(shares, runnable -> daemon("nqueens-gpu-levels", runnable));
        List<DeviceProcess> running = new CopyOnWriteArrayList<>();
        if (first != null) {
            running.add(first);
        }
        try {
            List<Future<long[]>> work = new ArrayList<>();
            // The first share always has columns (the left half's first, or the middle one of n = 1), so a first program
            // given is taken by its thread, which closes it.
            for (int share = 0; share < shares; share++) {
                if (twice[share] == 0 && once[share] == 0) {
                    continue;
                }
                int device = devices.get(share);
                int twiceColumns = twice[share];
                int onceColumns = once[share];
                DeviceProcess started = share == 0 ? first : null;
                work.add(pool.submit(() -> {
                    try (DeviceProcess process = started != null ? started : new DeviceProcess(program, device)) {
                        if (process != started) {
                            running.add(process);
                        }
                        process.awaitReady();
                        return process.levels(n, twiceColumns, onceColumns);
                    }
                }));
            }
            long[] levels = new long[n];
            for (Future<long[]> future : work) {
                long[] share = null;
                while (share == null) {
                    if (deadline.reached()) {
                        return Optional.empty();
                    }
                    try {
                        share = future.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
                    } catch (TimeoutException notYet) {
                        // Polled again: the deadline is checked between waits, and the programs are killed below when it is reached.
                    }
                }
                for (int k = 0; k < n; k++) {
                    levels[k] += share[k];
                }
            }
            return Optional.of(levels);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("The gpu levels of n = " + n + " were interrupted.", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof InvalidInputException invalid) {
                throw invalid;
            }
            throw new IllegalStateException("The gpu levels of n = " + n + " failed: " + cause.getMessage(), cause);
        } finally {
            running.forEach(DeviceProcess::kill);
            pool.shutdownNow();
        }
    }

    /** A daemon thread named {@code name} to run {@code runnable}: none of the engine's threads keeps the JVM alive. */
    private static Thread daemon(String name, Runnable runnable) {
        Thread thread = new Thread(runnable, name);
        thread.setDaemon(true);
        return thread;
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
        GpuProgram program = this.program.get();
        Deadline deadline = settings.search().start();
        try (CountParts.Journal journal = settings.checkpoint().map(file -> parts.journal(file, settings.program()))
                .orElseGet(parts::noJournal)) {
            CountParts.Tally tally = parts.tally(journal, settings.search().progress());
            List<Integer> todo = tally.resume();
            boolean complete = todo.isEmpty()
                    || (!deadline.reached() && run(parts, todo, tally, program, settings.search().threads(), deadline));
            return parts.result(tally.outcome(complete, deadline.elapsed()), journal);
        }
    }

    /**
     * How many devices to use: those asked for, which this machine must have.
     *
     * @param found how many devices the machine has
     * @param reason why it has none, when it has none
     * @param names their names, read only to say which there are when more are asked for
     */
    private int chooseDevices(int found, String reason, Supplier<List<String>> names) {
        if (found == 0) {
            throw new InvalidInputException("--engine gpu found no CUDA device (" + reason + "); count with --engine local.");
        }
        int asked = devices.orElse(found);
        if (asked > found) {
            throw new InvalidInputException("--devices " + asked + " asks for more GPUs than the " + found
                    + " CUDA device(s) of this machine (" + String.join(", ", names.get()) + ").");
        }
        return asked;
    }

    /**
     * Counts the parts {@code todo} (largest first); whether every one finished (false when the deadline stopped it). The
     * frames' interiors are listed while the program on the first device starts and says how many devices the machine
     * has, and every program wakes its device while they are.
     */
    private boolean run(CountParts parts, List<Integer> todo, CountParts.Tally tally, GpuProgram program, int threads, Deadline deadline) {
        List<DeviceProcess> running = new CopyOnWriteArrayList<>();
        // Set once the run ends, however: a host thread still in a part then records nothing in the journal, which is closed next.
        AtomicBoolean ended = new AtomicBoolean();
        CompletableFuture<Queue<Batch>> dealt = new CompletableFuture<>();
        ExecutorService pool = Executors.newCachedThreadPool(runnable -> daemon("nqueens-gpu-count", runnable));
        try {
            List<Future<?>> work = new ArrayList<>();
            Queue<Integer> hostParts = new ConcurrentLinkedQueue<>();
            Listing listing = list(parts, todo, threads, pool);
            Optional<First> first = startFirst(program, deadline);
            if (first.isEmpty()) {
                // Stopped while the first program started: the count ends incomplete, with what a checkpoint held.
                return false;
            }
            running.add(first.get().process());
            int deviceCount = first.get().devices();
            for (int device = 0; device < deviceCount; device++) {
                int chosen = hostPrograms > 0 ? -1 : device;
                DeviceProcess started = device == 0 ? first.get().process() : null;
                work.add(pool.submit(() -> searchOnDevice(parts, program, chosen, started, dealt, tally, running, deadline)));
            }
            dealt.complete(deal(parts, todo, listing, hostParts, deviceCount));
            for (int thread = 0; thread < threads; thread++) {
                work.add(pool.submit(() -> searchOnHost(parts, hostParts, tally, deadline, ended)));
            }
            for (Future<?> future : work) {
                waitFor(future, running, deadline);
            }
            return tally.allDone();
        } finally {
            // Never left waiting: without batches (the listing failed, or the devices were refused) the programs end at once.
            dealt.complete(new ConcurrentLinkedQueue<>());
            ended.set(true);
            running.forEach(DeviceProcess::kill);
            pool.shutdownNow();
        }
    }

    /** How many devices the count takes, from the devices the first program found. */
    private int chooseDevices(DeviceProcess.Devices found, GpuProgram program) {
        return chooseDevices(found.count(), found.reason(), () -> program.devices().names());
    }

    /**
     * The devices the first program found, once it says; none when the deadline comes or the caller is interrupted (a
     * cancellation) first. Its failure to say is the count's, and so is its silence for {@value #START_MINUTES} minutes
     * (a driver that hangs), as a listing's would have been.
     */
    private static Optional<DeviceProcess.Devices> found(CompletableFuture<DeviceProcess.Devices> found, Deadline deadline) {
        long giveUp = System.nanoTime() + TimeUnit.MINUTES.toNanos(START_MINUTES);
        while (true) {
            try {
                return Optional.of(found.get(POLL_MILLIS, TimeUnit.MILLISECONDS));
            } catch (TimeoutException notYet) {
                if (deadline.reached()) {
                    return Optional.empty();
                }
                if (System.nanoTime() - giveUp > 0) {
                    throw new InvalidInputException("--engine gpu gave up on its search program on device 0 after " + START_MINUTES
                            + " minutes without a word of the devices (the CUDA driver may hang); count with --engine local.");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Optional.empty();
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                throw new IllegalStateException("The gpu count failed: " + cause.getMessage(), cause);
            }
        }
    }

    /** The interiors of a count's parts being listed on some of the pool's threads, {@code listed[k]} that of {@code todo.get(k)}. */
    private record Listing(Interior[] listed, boolean[] done, List<Future<?>> workers) {
    }

    /**
     * Starts listing the interiors of the parts {@code todo} on {@code threads} of the pool's threads (each frame's side is
     * chosen by random walks from n = 17 on: n = 20's 9,522 frames took 0.6 to 0.8 s on one thread here). A worker stops
     * at an interrupt (the count refused or cancelled), leaving its parts unlisted.
     */
    private Listing list(CountParts parts, List<Integer> todo, int threads, ExecutorService pool) {
        Interior[] listed = new Interior[todo.size()];
        boolean[] done = new boolean[todo.size()];
        int workers = Math.max(1, Math.min(threads, todo.size()));
        List<Future<?>> listing = new ArrayList<>();
        for (int worker = 0; worker < workers; worker++) {
            int first = worker;
            listing.add(pool.submit(() -> {
                for (int k = first; k < listed.length && !Thread.currentThread().isInterrupted(); k += workers) {
                    int index = todo.get(k);
                    Optional<Interior> interior = parts.interior(index);
                    if (interior.isEmpty() && symmetricOnDevice) {
                        interior = parts.symmetricInterior(index);
                    }
                    listed[k] = interior.orElse(null);
                    done[k] = true;
                }
            }));
        }
        return new Listing(listed, done, listing);
    }

    /**
     * Waits for the listing and deals the parts with an interior into batches for {@code devices} devices, the rest
     * into {@code hostParts}. A part left unlisted by an interrupt (a cancellation) goes nowhere: the count then ends
     * incomplete.
     */
    private Queue<Batch> deal(CountParts parts, List<Integer> todo, Listing listing, Queue<Integer> hostParts, int devices) {
        try {
            for (Future<?> future : listing.workers()) {
                future.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            listing.workers().forEach(future -> future.cancel(true));
            return new ConcurrentLinkedQueue<>();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException unchecked) {
                throw unchecked;
            }
            throw new IllegalStateException("Listing the interiors of the gpu count failed: " + cause.getMessage(), cause);
        }
        Interior[] listed = listing.listed();
        List<Integer> deviceParts = new ArrayList<>();
        List<Interior> interiors = new ArrayList<>();
        List<Long> works = new ArrayList<>();
        for (int k = 0; k < listed.length; k++) {
            int index = todo.get(k);
            if (listed[k] != null) {
                deviceParts.add(index);
                interiors.add(listed[k]);
                works.add(parts.work(index));
            } else if (listing.done()[k]) {
                hostParts.add(index);
            }
        }
        int batchCount = BATCHES_PER_DEVICE * devices;
        return new ConcurrentLinkedQueue<>("runs".equals(System.getenv(Batch.DEALING))
                ? Batch.dealRuns(deviceParts, interiors, batchCount) : Batch.dealEven(deviceParts, interiors, works, batchCount));
    }

    /**
     * A device's share: its program ({@code started}, or one started here); once the program is ready and the parts are
     * dealt, batches taken from the queue until it is empty or the deadline comes, one sent ahead of the answer awaited,
     * so that the program opens the next batch while the device searches the last.
     */
    private static Void searchOnDevice(CountParts parts, GpuProgram program, int device, DeviceProcess started,
            CompletableFuture<Queue<Batch>> dealt, CountParts.Tally tally, List<DeviceProcess> running, Deadline deadline) throws IOException {
        try (DeviceProcess process = started != null ? started : new DeviceProcess(program, device)) {
            if (process != started) {
                running.add(process);
            }
            process.awaitReady();
            return search(parts, process, dealt.join(), tally, deadline);
        }
    }

    /** The batches of {@code batches} searched by one ready program until none is left or the deadline comes. */
    private static Void search(CountParts parts, DeviceProcess process, Queue<Batch> batches, CountParts.Tally tally, Deadline deadline)
            throws IOException {
        Deque<Batch> inFlight = new ArrayDeque<>();
        try {
            Batch first = deadline.reached() ? null : batches.poll();
            if (first == null) {
                return null;
            }
            inFlight.add(first);
            process.send(first.interiors());
            while (!inFlight.isEmpty()) {
                Batch next = deadline.reached() ? null : batches.poll();
                if (next == null) {
                    process.endInput();
                } else {
                    inFlight.add(next);
                    process.send(next.interiors());
                }
                Batch answered = inFlight.peek();
                long[][] counts = process.receive(answered.parts().size());
                inFlight.poll();
                for (int i = 0; i < counts.length; i++) {
                    // A symmetric frame's classes need the interiors its turns keep: a small search, made here while the
                    // device searches the next batch.
                    int part = answered.parts().get(i);
                    tally.accept(part, parts.ofInteriors(part, counts[i][0], counts[i][1]));
                }
                tally.report();
            }
        } catch (IOException e) {
            if (deadline.reached()) {
                // The caller stopped the program at the deadline: the batches in flight were abandoned, not failed.
                batches.addAll(inFlight);
                return null;
            }
            throw e;
        }
        return null;
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

        /**
         * The environment variable that deals the batches as runs of consecutive parts ({@code runs}, the way of
         * 2026-11-27), for a side-by-side on one build; any other value, or none, deals them even.
         */
        static final String DEALING = "NQUEENS_GPU_BATCHES";

        /**
         * Deals the parts into {@code count} batches (fewer when there are fewer parts) of about equal estimated work:
         * each part, largest estimate first, goes to the batch with the least work so far (Graham's largest first rule:
         * no batch then holds more than 4/3 of the best split's largest). Taken largest first, batches of consecutive parts
         * put the heaviest frames together (n = 21: the first two of 12 held 33 % of the nodes), so the device searched
         * the last batches with little beside them; even batches end together. A batch keeps its parts largest first.
         *
         * @param works the parts' estimated work, in the same order as {@code parts}
         */
        static List<Batch> dealEven(List<Integer> parts, List<Interior> interiors, List<Long> works, int count) {
            int batchCount = Math.min(count, parts.size());
            Integer[] order = new Integer[parts.size()];
            for (int i = 0; i < order.length; i++) {
                order[i] = i;
            }
            // Stable: equal estimates keep the caller's order.
            Arrays.sort(order, Comparator.comparingLong((Integer i) -> works.get(i)).reversed());
            long[] load = new long[batchCount];
            List<List<Integer>> dealt = new ArrayList<>();
            for (int b = 0; b < batchCount; b++) {
                dealt.add(new ArrayList<>());
            }
            for (int i : order) {
                int least = 0;
                for (int b = 1; b < batchCount; b++) {
                    if (load[b] < load[least]) {
                        least = b;
                    }
                }
                load[least] += Math.max(1, works.get(i));
                dealt.get(least).add(i);
            }
            List<Batch> batches = new ArrayList<>();
            for (List<Integer> members : dealt) {
                List<Integer> batchParts = new ArrayList<>(members.size());
                List<Interior> batchInteriors = new ArrayList<>(members.size());
                for (int i : members) {
                    batchParts.add(parts.get(i));
                    batchInteriors.add(interiors.get(i));
                }
                batches.add(new Batch(List.copyOf(batchParts), List.copyOf(batchInteriors)));
            }
            return batches;
        }

        /** Deals the parts, in their order, into about {@code count} batches of consecutive parts (the way of 2026-11-27). */
        static List<Batch> dealRuns(List<Integer> parts, List<Interior> interiors, int count) {
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
