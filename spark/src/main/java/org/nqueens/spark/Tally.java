package org.nqueens.spark;

import java.time.Duration;
import java.util.List;
import org.nqueens.formulations.bitboard.parts.CountParts;
import org.nqueens.solver.ProgressListener;

/**
 * The driver's account of one count ({@link CountParts.Tally}), with each part that arrives from an
 * executor checked against the driver's plan. Results arrive on Spark's scheduler thread while the
 * caller waits on its own; the account is synchronised.
 */
final class Tally {

    private final CountParts parts;
    private final CountParts.Tally tally;

    Tally(CountParts parts, CountParts.Journal journal, ProgressListener progress) {
        this.parts = parts;
        this.tally = parts.tally(journal, progress);
    }

    /** Takes the parts the checkpoint holds as done; returns the others, largest first. */
    List<Integer> resume() {
        return tally.resume();
    }

    /** The counts of one task: each part checked against the driver's plan, recorded, added and reported. */
    void accept(List<FinishedPart> finished) {
        for (FinishedPart part : finished) {
            if (part.index() >= parts.size() || !parts.id(part.index()).equals(part.id())) {
                throw new IllegalStateException("An executor counted part " + part.index() + " as " + part.id() + ", but the driver's plan"
                        + " has " + (part.index() < parts.size() ? parts.id(part.index()) : "no such part")
                        + ": the executors run another version of the toolkit.");
            }
            tally.accept(part.index(), part.counts());
        }
        tally.report();
    }

    /** Whether every part of the plan is done. */
    boolean allDone() {
        return tally.allDone();
    }

    /** What the run did, for the result. */
    CountParts.Outcome outcome(boolean complete, Duration elapsed) {
        return tally.outcome(complete, elapsed);
    }
}
