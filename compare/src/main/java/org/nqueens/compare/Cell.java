package org.nqueens.compare;

import java.time.Duration;
import java.util.Optional;
import org.nqueens.problem.Quote;
import org.nqueens.solver.Stats;

/**
 * One formulation's answer to one question, as judged: what it answered, how long it took, the
 * work it reports, and whether the answer is wrong.
 *
 * @param solver the formulation's id
 * @param answer what it gave: a count, a status with its solution, a time-out, a crash, or nothing because it was not asked
 * @param wall the wall time the harness measured around the call; empty when it was not asked (or the times are left out)
 * @param cpu the CPU time of the call (of the thread that called the formulation, or of the process for a run on several
 *        threads); empty when it was not asked, it overran, or the times are left out
 * @param stats the formulation's own measures of work
 * @param wrong whether the answer is wrong (or the formulation crashed)
 * @param note why it is wrong, why it was not asked, what it threw, or why it stopped; may be empty
 */
public record Cell(String solver, Answer answer, Optional<Duration> wall, Optional<Duration> cpu, Stats stats, boolean wrong,
                   String note) {

    /** Validates the components. */
    public Cell {
        if (solver == null || answer == null || wall == null || cpu == null || stats == null || note == null) {
            throw new IllegalArgumentException("A cell needs every component; one was null.");
        }
        if (wrong && note.isEmpty()) {
            throw new IllegalArgumentException("The wrong answer of " + Quote.of(solver) + " must say what is wrong.");
        }
    }

    /** A cell of a formulation that was not asked, and why. */
    static Cell notAsked(String solver, String reason) {
        return new Cell(solver, new Answer.NotAsked(reason), Optional.empty(), Optional.empty(), Stats.empty(), false, reason);
    }

    /** What became of the question: answered, stopped, crashed, ... (the answer's kind, under the names CSV and JSON use). */
    public Outcome outcome() {
        return answer.outcome();
    }

    /** Whether the formulation answered the question (rightly or wrongly). */
    public boolean answered() {
        return outcome() == Outcome.ANSWERED;
    }

    /** The first of the formulation's measures of work, its main one by convention; empty when it reports none. */
    public Optional<String> workName() {
        return stats.values().keySet().stream().findFirst();
    }

    /**
     * This cell without its times, and, where a race answered it (a portfolio, whose fastest racer wins), without the
     * winner's work and its account of the race, which vary from run to run; a wrong answer keeps its reason.
     */
    Cell reproducible() {
        boolean raced = answer instanceof Answer.Found found && !found.foundBy().equals(solver);
        String stableNote = raced && !wrong ? "Answered by the first of its racers to finish; which one varies from run to run." : note;
        return new Cell(solver, answer, Optional.empty(), Optional.empty(), raced ? Stats.empty() : stats, wrong, stableNote);
    }

    /** This cell judged wrong for {@code reason}. */
    Cell judgedWrong(String reason) {
        return new Cell(solver, answer, wall, cpu, stats, true, note.isEmpty() || note.equals(reason) ? reason : reason + " " + note);
    }
}
