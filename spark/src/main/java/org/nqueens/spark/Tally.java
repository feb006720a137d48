package org.nqueens.spark;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nqueens.formulations.bitboard.CountParts;
import org.nqueens.formulations.bitboard.PartCounts;
import org.nqueens.solver.Progress;
import org.nqueens.solver.ProgressListener;

/**
 * The driver's account of one count: the parts its checkpoint already held, then every part whose
 * counts arrive from the executors, each recorded in the checkpoint before it is added, and
 * reported as progress. Results arrive on Spark's scheduler thread while the caller waits on its
 * own, hence the lock.
 */
final class Tally {

    private final CountParts parts;
    private final CountParts.Journal journal;
    private final ProgressListener progress;
    private final boolean[] done;
    private PartCounts sum = PartCounts.ZERO;
    private int partsDone;
    private int partsResumed;
    private long workDone;

    Tally(CountParts parts, CountParts.Journal journal, ProgressListener progress) {
        this.parts = parts;
        this.journal = journal;
        this.progress = progress;
        this.done = new boolean[parts.size()];
    }

    /** Takes the parts the checkpoint holds as done; returns the others, largest first. */
    synchronized List<Integer> resume() {
        List<Integer> todo = new ArrayList<>();
        for (int index : parts.largestFirst()) {
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

    /** The counts of one task: each part checked against the driver's plan, recorded, added and reported. */
    synchronized void accept(List<FinishedPart> finished) {
        for (FinishedPart part : finished) {
            if (part.index() >= parts.size() || !parts.id(part.index()).equals(part.id())) {
                throw new IllegalStateException("An executor counted part " + part.index() + " as " + part.id() + ", but the driver's plan"
                        + " has " + (part.index() < parts.size() ? parts.id(part.index()) : "no such part")
                        + ": the executors run another version of the toolkit.");
            }
            if (done[part.index()]) {
                throw new IllegalStateException("Part " + part.id() + " arrived twice.");
            }
            journal.record(part.index(), part.counts());
            add(part.index(), part.counts());
        }
        report();
    }

    /** Whether every part of the plan is done. */
    synchronized boolean allDone() {
        return partsDone == parts.size();
    }

    /** What the run did, for the result. */
    synchronized CountParts.Outcome outcome(boolean complete, Duration elapsed) {
        return new CountParts.Outcome(sum, partsDone, partsResumed, workDone, complete && allDone(), elapsed);
    }

    private void add(int index, PartCounts counts) {
        done[index] = true;
        sum = sum.plus(counts);
        partsDone++;
        workDone += parts.work(index);
    }

    private void report() {
        progress.report(new Progress(workDone, parts.totalWork(), sum.solutions(), partsDone, parts.size()));
    }
}
