package org.nqueens.formulations.bitboard.parts;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.nqueens.formulations.bitboard.count.Interior;
import org.nqueens.formulations.bitboard.count.SymmetricSearch;
import org.nqueens.solver.Checkpoint;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.Progress;
import org.nqueens.solver.ProgressListener;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.WorkSplitter;

/**
 * The parts of an empty-board count laid out for an engine that counts them elsewhere, in other
 * processes or on other machines (the {@code spark} module). A part is named by its index in the
 * plan, so all that travels to a worker is the question and an index: the worker makes the same plan
 * ({@link #cached}, once per process), counts the part to its end and sends back its
 * {@link PartCounts}. The driver adds them up, journals each in the checkpoint a count on this
 * machine writes ({@link EmptyBoardCount}: the same header and part ids, so a count begun by one
 * engine is finished by another) and turns the sum into the same {@link CountResult}.
 */
public final class CountParts {

    /** The plans this process has made, by question: a worker counts many parts of one plan. */
    private static final Map<EmptyBoardCount.Question, CountParts> PLANS = new ConcurrentHashMap<>();

    private final EmptyBoardCount plan;
    private final List<CountPart> parts;
    private final long totalWork;

    private CountParts(EmptyBoardCount plan) {
        this.plan = plan;
        this.parts = plan.partList();
        this.totalWork = parts.stream().mapToLong(CountPart::work).sum();
    }

    /** The parts of {@code question}: the plan of a count on this machine, estimated on the calling thread. */
    public static CountParts plan(EmptyBoardCount.Question question) {
        return new CountParts(EmptyBoardCount.plan(question));
    }

    /** The parts of {@code question}, estimated on {@code threads} threads: the same plan, made sooner. */
    public static CountParts plan(EmptyBoardCount.Question question, int threads) {
        return new CountParts(EmptyBoardCount.plan(question, threads));
    }

    /** The plan of {@code question}, made once per process: what a worker asks for each part it is sent. */
    public static CountParts cached(EmptyBoardCount.Question question) {
        return PLANS.computeIfAbsent(question, CountParts::plan);
    }

    /** What is counted. */
    public EmptyBoardCount.Question question() {
        return plan.question();
    }

    /** How many parts the plan has. */
    public int size() {
        return parts.size();
    }

    /** The id of part {@code index}, as the checkpoint records it. */
    public String id(int index) {
        return part(index).id();
    }

    /** The estimated work of part {@code index}, in the plan's own unit. */
    public long work(int index) {
        return part(index).work();
    }

    /** The estimated work of the whole plan. */
    public long totalWork() {
        return totalWork;
    }

    /** The indices of the parts, largest estimate first (ties in plan order): the order to start them in. */
    public List<Integer> largestFirst() {
        List<Integer> order = new ArrayList<>(parts.size());
        for (int i = 0; i < parts.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingLong((Integer index) -> parts.get(index).work()).reversed());
        return order;
    }

    /**
     * The interior of part {@code index} when it is a frame with no symmetry: what a search elsewhere
     * (the gpu engine) counts in place of {@link Counter#count}, with the same interiors (the nodes
     * are those of a top-to-bottom search of it, which the counter's own search does not do). Empty for a
     * part that only this toolkit's own search counts (a symmetric frame, a row of the placements
     * count).
     */
    public Optional<Interior> interior(int index) {
        // The top-to-bottom view of the frame: no search by the fewest squares first is made for it.
        return part(index) instanceof FramePart frame ? new SymmetricSearch(frame.frame().n(), false).interior(frame.frame()) : Optional.empty();
    }

    /**
     * The interior of part {@code index} when it is a frame kept by some symmetry (and not a whole solution): a search
     * elsewhere (the gpu engine) may count its interiors too, the classes then made by {@link #ofInteriors}. Empty for
     * every other part.
     */
    public Optional<Interior> symmetricInterior(int index) {
        return part(index) instanceof FramePart frame ? new SymmetricSearch(frame.frame().n(), false).symmetricInterior(frame.frame())
                : Optional.empty();
    }

    /**
     * The counts of frame part {@code index} whose interiors ({@link #interior} or {@link #symmetricInterior}) were
     * searched elsewhere: a symmetric frame's classes are made here (the interiors its turns keep searched on the
     * calling thread, a small search), with the nodes of a top-to-bottom search of the frame.
     *
     * @param interiors the interiors found
     * @param nodes the queens placed on safe squares in all free rows by that search
     */
    public PartCounts ofInteriors(int index, long interiors, long nodes) {
        if (!(part(index) instanceof FramePart frame)) {
            throw new IllegalArgumentException("Part " + id(index) + " is not a frame: it has no interiors to count elsewhere.");
        }
        if (interiors < 0 || nodes < interiors) {
            throw new IllegalArgumentException("An interior search of part " + id(index) + " found " + interiors + " interiors with " + nodes
                    + " nodes; the interiors cannot be negative nor exceed the nodes.");
        }
        SymmetricSearch.Classes classes = new SymmetricSearch(frame.frame().n(), false).classes(frame.frame(), interiors, nodes);
        return new PartCounts(new Counts(classes.eightfold(), classes.fourfold(), classes.twofold(), classes.nodes(), 0, 0, new long[0]));
    }

    /** A counter of this plan's parts for one thread (it keeps its working arrays from one part to the next). */
    public Counter counter() {
        return new Counter();
    }

    /** Counts parts of this plan one after another on the calling thread, each to its end. */
    public final class Counter {
        private final WorkSplitter.Worker<CountPart, Counts> worker = EmptyBoardCount.worker();

        private Counter() {
        }

        /** The counts of part {@code index}, searched to its end. */
        public PartCounts count(int index) {
            Counts counts = worker.search(part(index), SearchSettings.defaults().start())
                    .orElseThrow(() -> new IllegalStateException("Part " + id(index) + " stopped without a deadline."));
            return new PartCounts(counts);
        }

        /** The counts of part {@code index}, searched to its end; empty if {@code deadline} stopped it first. */
        public Optional<PartCounts> count(int index, Deadline deadline) {
            return worker.search(part(index), deadline).map(PartCounts::new);
        }
    }

    /**
     * Opens the checkpoint {@code file} of this plan, as {@code nqueens count --checkpoint} does.
     *
     * @param program the program and its version, written in the header and required to match
     * @throws org.nqueens.problem.InvalidInputException if the file is for another question, plan or program, or is damaged
     */
    public Journal journal(Path file, String program) {
        return new Journal(plan.checkpoint(file, program));
    }

    /** A journal that records nothing: a count without a checkpoint. */
    public Journal noJournal() {
        return new Journal(null);
    }

    /** The finished parts of a count, kept in a checkpoint file (or nowhere); used by one thread at a time or more. */
    public final class Journal implements AutoCloseable {
        private final Checkpoint<Counts> checkpoint;

        private Journal(Checkpoint<Counts> checkpoint) {
            this.checkpoint = checkpoint;
        }

        /** The counts of part {@code index}, if an earlier run finished it. */
        public Optional<PartCounts> finished(int index) {
            return checkpoint == null ? Optional.empty() : checkpoint.finished(id(index)).map(PartCounts::new);
        }

        /** Records that part {@code index} finished with {@code counts}; durable (written to the file) when it returns. */
        public void record(int index, PartCounts counts) {
            if (checkpoint != null) {
                checkpoint.record(id(index), counts.counts());
            }
        }

        /** 1 if a final line cut short by a kill was dropped when the file was opened, else 0. */
        public int droppedTornLines() {
            return checkpoint == null ? 0 : checkpoint.droppedTornLines();
        }

        /** Forces what was written to the disk and releases the file. */
        @Override
        public void close() {
            if (checkpoint != null) {
                checkpoint.close();
            }
        }
    }

    /** The account of one run of this plan's parts, journalled in {@code journal} and reported to {@code progress}. */
    public Tally tally(Journal journal, ProgressListener progress) {
        return new Tally(journal, progress);
    }

    /**
     * A driver's account of one count: the parts its checkpoint already held, then every part whose
     * counts arrive from wherever they were counted, each recorded in the journal before it is added.
     * Results may arrive on several threads.
     */
    public final class Tally {
        private final Journal journal;
        private final ProgressListener progress;
        private final boolean[] done;
        private PartCounts sum = PartCounts.ZERO;
        private int partsDone;
        private int partsResumed;
        private long workDone;

        private Tally(Journal journal, ProgressListener progress) {
            this.journal = journal;
            this.progress = progress;
            this.done = new boolean[parts.size()];
        }

        /** Takes the parts the journal holds as done (reported, if any); returns the others, largest first. */
        public synchronized List<Integer> resume() {
            List<Integer> todo = new ArrayList<>();
            for (int index : largestFirst()) {
                Optional<PartCounts> earlier = journal.finished(index);
                if (earlier.isPresent()) {
                    add(index, earlier.get());
                    partsResumed++;
                } else {
                    todo.add(index);
                }
            }
            if (partsResumed > 0) {
                report();
            }
            return todo;
        }

        /** Records that part {@code index} finished with {@code counts} and adds it; call {@link #report} after a batch. */
        public synchronized void accept(int index, PartCounts counts) {
            if (done[index]) {
                throw new IllegalStateException("Part " + id(index) + " arrived twice.");
            }
            journal.record(index, counts);
            add(index, counts);
        }

        /** Reports the progress so far. */
        public synchronized void report() {
            progress.report(new Progress(workDone, totalWork, sum.solutions(), partsDone, parts.size()));
        }

        /** Whether every part of the plan is done. */
        public synchronized boolean allDone() {
            return partsDone == parts.size();
        }

        /** What the run did, for the result. */
        public synchronized Outcome outcome(boolean complete, Duration elapsed) {
            return new Outcome(sum, partsDone, partsResumed, workDone, complete && allDone(), elapsed);
        }

        private void add(int index, PartCounts counts) {
            done[index] = true;
            sum = sum.plus(counts);
            partsDone++;
            workDone += work(index);
        }
    }

    /**
     * What a run of the parts did, to be made a {@link CountResult}.
     *
     * @param sum the counts of the parts finished, in this run or before it
     * @param partsDone parts finished, those taken from the journal included
     * @param partsResumed parts taken from the journal
     * @param workDone estimated work of the parts finished
     * @param complete whether every part finished
     * @param elapsed the time the run took
     */
    public record Outcome(PartCounts sum, int partsDone, int partsResumed, long workDone, boolean complete, Duration elapsed) {

        /** Validates the numbers. */
        public Outcome {
            if (sum == null || elapsed == null) {
                throw new IllegalArgumentException("An outcome needs the counts and the time taken; one was null.");
            }
            if (partsResumed < 0 || partsDone < partsResumed || workDone < 0) {
                throw new IllegalArgumentException("The parts done (" + partsDone + "), resumed (" + partsResumed + ") and the work done ("
                        + workDone + ") must satisfy 0 <= resumed <= done and work >= 0.");
            }
        }
    }

    /** The result of a run: the same as a count on this machine reports (total, unique, placements, subproblems). */
    public CountResult result(Outcome outcome, Journal journal) {
        if (outcome.partsDone() > parts.size()) {
            throw new IllegalArgumentException("The parts done (" + outcome.partsDone() + ") exceed the plan's " + parts.size() + ".");
        }
        if (outcome.complete() && outcome.partsDone() != parts.size()) {
            throw new IllegalArgumentException("A complete run finishes every part: " + outcome.partsDone() + " of " + parts.size() + " done.");
        }
        return plan.result(new WorkSplitter.Outcome<>(outcome.sum().counts(), outcome.partsDone(), parts.size(), outcome.partsResumed(),
                outcome.workDone(), totalWork, outcome.complete(), outcome.elapsed()), journal.droppedTornLines());
    }

    private CountPart part(int index) {
        if (index < 0 || index >= parts.size()) {
            throw new IllegalArgumentException("The part index (" + index + ") must lie between 0 and " + (parts.size() - 1) + ".");
        }
        return parts.get(index);
    }
}
