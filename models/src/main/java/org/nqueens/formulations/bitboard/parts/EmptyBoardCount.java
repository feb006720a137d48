package org.nqueens.formulations.bitboard.parts;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.nqueens.formulations.bitboard.count.Subproblem;
import org.nqueens.formulations.bitboard.count.SymmetricSearch;
import org.nqueens.formulations.bitboard.placements.PlacementSearch;
import org.nqueens.formulations.bitboard.placements.RowPrefix;
import org.nqueens.solver.Checkpoint;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;
import org.nqueens.solver.WorkSplitter;

/**
 * Counting the empty n x n board at scale with bitboards: the symmetric count of frames (total and
 * unique) and, when asked, the placements of the plain row-by-row search, each split into parts
 * that {@link WorkSplitter} runs on every thread and that a {@link Checkpoint} can record, so that
 * a killed count resumes where it stopped.
 *
 * <p>With placements alone only the row-by-row search runs, and its whole solutions are the count;
 * otherwise the frames give the count (and the unique count), and with placements both run as one
 * plan.
 */
public final class EmptyBoardCount {

    /**
     * What is asked of the empty board.
     *
     * @param n the board size, 1..64
     * @param unique whether to count the solutions distinct up to symmetry
     * @param placements whether to count the placements of the plain constrained depth-first search (true when
     *     {@code levels} is)
     * @param levels whether to keep those placements level by level, k queens on the first k rows for each k (the widths
     *     of the search tree: {@code nqueens levels}); the same search, whose levels each part journals
     */
    public record Question(int n, boolean unique, boolean placements, boolean levels) {

        /** Validates the size; the levels are placements split by row, so asking for them asks for the placements. */
        public Question {
            if (n < 1 || n > Long.SIZE) {
                throw new IllegalArgumentException("The board size n (" + n + ") must lie between 1 and " + Long.SIZE
                        + " for the bitboard counter.");
            }
            placements = placements || levels;
        }

        /** A question without the levels. */
        public Question(int n, boolean unique, boolean placements) {
            this(n, unique, placements, false);
        }

        /**
         * The question as a checkpoint names it: {@code count}, {@code count unique}, {@code count placements},
         * {@code count levels}...
         */
        public String name() {
            return "count" + (unique ? " unique" : "") + (levels ? " levels" : placements ? " placements" : "");
        }

        /** Whether the frames of the symmetric count are searched. */
        boolean frames() {
            return !placements || unique;
        }
    }

    /**
     * The smallest board whose frames are estimated one by one; below it a whole count takes a few
     * milliseconds, less than estimating would add to the start-up of {@code count}, so every frame
     * counts as one unit.
     */
    private static final int ESTIMATED_FROM = 14;

    private final Question question;
    /** The placements inside the row prefixes, by row (the parts count the rows below them). */
    private final long[] prefixLevels;
    private final WorkSplitter<CountPart, Counts> splitter;
    /** The time taken to make the plan (listing and estimating the parts), counted in the elapsed time of a count. */
    private final Duration planning;

    private EmptyBoardCount(Question question, int threads) {
        long start = System.nanoTime();
        this.question = question;
        int n = question.n();
        List<CountPart> parts = new ArrayList<>();
        long[] prefix = new long[n];
        if (question.placements()) {
            PlacementSearch.Plan rows = PlacementSearch.plan(n);
            prefix = rows.prefixLevels();
            for (RowPrefix row : rows.parts()) {
                parts.add(new PrefixPart(row, CountPart.work(row.estimate(), n)));
            }
        }
        if (question.frames() && n >= 2) {
            List<Subproblem> frames = SymmetricSearch.parts(n);
            List<Long> estimates = n < ESTIMATED_FROM ? frames.stream().map(frame -> 1L).toList()
                    : WorkSplitter.map(frames, threads, () -> {
                        SymmetricSearch search = new SymmetricSearch(n);
                        return frame -> CountPart.work(search.estimate(frame), n);
                    });
            for (int i = 0; i < frames.size(); i++) {
                parts.add(new FramePart(frames.get(i), estimates.get(i)));
            }
        }
        this.prefixLevels = prefix;
        this.splitter = WorkSplitter.of(parts, Counts.SUM);
        this.planning = Duration.ofNanos(System.nanoTime() - start);
    }

    /** The plan of {@code question}: its parts, each with its estimate of work, estimated on the calling thread. */
    public static EmptyBoardCount plan(Question question) {
        return plan(question, 1);
    }

    /**
     * The plan of {@code question}, its frames estimated on {@code threads} threads: the same plan
     * whatever the threads (every estimate is seeded by its frame), made sooner. Made on one
     * thread, the plan is the one part of a count that leaves the other threads idle: at n = 18,
     * 42 ms of CPU against the 2.4 s that 16 threads take to count the frames on this project's
     * machine, nearly 2 % of the count.
     */
    public static EmptyBoardCount plan(Question question, int threads) {
        return new EmptyBoardCount(question, threads);
    }

    /** The number of parts of the plan. */
    public int parts() {
        return splitter.parts().size();
    }

    /** Counts on the settings' threads, without a checkpoint; the time limit counts from this call. */
    public CountResult count(SearchSettings settings) {
        return result(splitter.run(settings, Worker::new, WorkSplitter.Journal.none()), 0);
    }

    /** Counts on the settings' threads, without a checkpoint, until {@code clock} (a run's deadline, already started) is reached. */
    public CountResult count(Deadline clock, SearchSettings settings) {
        return result(splitter.run(clock, settings.threads(), settings.progress(), Worker::new, WorkSplitter.Journal.none()), 0);
    }

    /**
     * Counts on the settings' threads with the checkpoint {@code file}: parts it records as finished
     * are not searched again, and every part finished is recorded in it.
     *
     * @param program the program and its version, written in the header and required to match
     * @throws org.nqueens.problem.InvalidInputException if the file is for another question, plan or program, or is damaged
     */
    public CountResult count(SearchSettings settings, Path file, String program) {
        try (Checkpoint<Counts> checkpoint = checkpoint(file, program)) {
            return result(splitter.run(settings, Worker::new, checkpoint), checkpoint.droppedTornLines());
        }
    }

    /** Opens the checkpoint {@code file} of this plan: the one journal of every engine that counts its parts ({@link CountParts}). */
    Checkpoint<Counts> checkpoint(Path file, String program) {
        Map<String, String> identity = new LinkedHashMap<>();
        identity.put("program", program);
        identity.put("n", Integer.toString(question.n()));
        identity.put("question", question.name());
        List<String> ids = splitter.parts().stream().map(CountPart::id).toList();
        return Checkpoint.open(file, identity, ids, Counts.codec(question.levels() ? question.n() : 0));
    }

    /** The question of the plan. */
    Question question() {
        return question;
    }

    /** The parts of the plan, in plan order. */
    List<CountPart> partList() {
        return splitter.parts();
    }

    /** A searcher of parts for one thread, as each thread of a count on this machine has. */
    static WorkSplitter.Worker<CountPart, Counts> worker() {
        return new Worker();
    }

    CountResult result(WorkSplitter.Outcome<Counts> outcome, int droppedTornLines) {
        Counts sum = outcome.sum();
        int n = question.n();
        long count;
        long unique;
        if (question.frames()) {
            count = n == 1 ? 1 : sum.classified();
            unique = n == 1 ? 1 : sum.unique();
            if (question.placements() && outcome.complete() && count != sum.solutions()) {
                throw new IllegalStateException("The frames counted " + count + " solutions of n = " + n + " and the row search "
                        + sum.solutions() + ".");
            }
        } else {
            count = sum.solutions();
            unique = 0;
        }
        Stats.Builder stats = Stats.builder();
        if (question.placements()) {
            stats.put(Stats.PLACEMENTS, Arrays.stream(prefixLevels).sum() + sum.placements());
        }
        List<Long> levels = List.of();
        if (question.levels()) {
            long[] below = sum.levels();
            long[] widths = prefixLevels.clone();
            for (int k = 0; k < below.length; k++) {
                widths[k] += below[k];
            }
            if (outcome.complete() && widths[n - 1] != count) {
                throw new IllegalStateException("The last level of n = " + n + " holds " + widths[n - 1] + " queens and the count is "
                        + count + ".");
            }
            levels = Arrays.stream(widths).boxed().toList();
        }
        if (question.frames()) {
            stats.put(Stats.NODES, sum.nodes());
        }
        stats.put(Stats.SUBPROBLEMS, outcome.parts()).put(Stats.SUBPROBLEMS_DONE, outcome.partsDone());
        if (outcome.partsResumed() > 0 || droppedTornLines > 0) {
            stats.put("subproblems_resumed", outcome.partsResumed());
        }
        return new CountResult("bitboard", n, count, question.unique() ? OptionalLong.of(unique) : OptionalLong.empty(),
                outcome.complete(), planning.plus(outcome.elapsed()), stats.build(), levels);
    }

    /** One thread's searches, made when first needed. */
    private static final class Worker implements WorkSplitter.Worker<CountPart, Counts> {
        private SymmetricSearch frames;
        private PlacementSearch rows;

        @Override
        public Optional<Counts> search(CountPart part, Deadline deadline) {
            if (part instanceof FramePart frame) {
                if (frames == null) {
                    frames = new SymmetricSearch(frame.frame().n());
                }
                return frames.count(frame.frame(), deadline).map(Counts::of);
            }
            RowPrefix prefix = ((PrefixPart) part).prefix();
            if (rows == null) {
                rows = new PlacementSearch(prefix.n());
            }
            return rows.count(prefix, deadline).map(Counts::of);
        }
    }
}
