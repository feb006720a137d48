package org.nqueens.compare;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nqueens.problem.Quote;

/**
 * One formulation's record over a whole comparison, for the summary at the top of the report.
 *
 * @param solver the formulation's id
 * @param asked the questions it was asked (cells not left unasked)
 * @param answered the questions it answered, rightly or wrongly (a count, SAT or UNSAT)
 * @param wrong its wrong answers, crashes included
 * @param timeOuts its runs stopped without an answer: at the time limit, past it (the harness stopped waiting), or an
 *     incomplete method that gave up
 * @param geometricMean the geometric mean of the wall times of its right answers; empty when it has none, or the times
 *     were left out
 */
public record FormulationTally(String solver, int asked, int answered, int wrong, int timeOuts, Optional<Duration> geometricMean) {

    /** The smallest time the mean takes, so that a time measured as zero does not take the logarithm to minus infinity. */
    private static final double FLOOR_NANOS = 1_000;

    /** Validates the counts. */
    public FormulationTally {
        if (solver == null || geometricMean == null) {
            throw new IllegalArgumentException("A tally needs its solver and its mean (or none); one was null.");
        }
        if (asked < 0 || answered < 0 || answered > asked || wrong < 0 || wrong > asked || timeOuts < 0 || timeOuts > asked) {
            throw new IllegalArgumentException("The tally of " + Quote.of(solver) + " (asked " + asked + ", answered " + answered + ", wrong " + wrong
                    + ", time-outs " + timeOuts + ") must have every count between 0 and the questions asked.");
        }
    }

    /** One tally a formulation of {@code result}, in the order of {@link ComparisonResult#solvers()}. */
    static List<FormulationTally> of(ComparisonResult result) {
        List<FormulationTally> tallies = new ArrayList<>();
        for (String solver : result.solvers()) {
            int asked = 0;
            int answered = 0;
            int wrong = 0;
            int timeOuts = 0;
            double logSum = 0;
            int timed = 0;
            for (Table table : result.tables()) {
                if (!table.solvers().contains(solver)) {
                    continue;
                }
                for (Row row : table.rows()) {
                    Cell cell = row.cell(solver);
                    if (cell.answer() instanceof Answer.NotAsked) {
                        continue;
                    }
                    asked++;
                    answered += cell.answered() ? 1 : 0;
                    wrong += cell.wrong() ? 1 : 0;
                    timeOuts += cell.answer() instanceof Answer.TimedOut || cell.outcome() == Outcome.UNKNOWN ? 1 : 0;
                    if (cell.answered() && !cell.wrong() && cell.wall().isPresent()) {
                        logSum += Math.log(Math.max(FLOOR_NANOS, cell.wall().get().toNanos()));
                        timed++;
                    }
                }
            }
            Optional<Duration> mean = timed == 0 ? Optional.empty() : Optional.of(Duration.ofNanos(Math.round(Math.exp(logSum / timed))));
            tallies.add(new FormulationTally(solver, asked, answered, wrong, timeOuts, mean));
        }
        return tallies;
    }
}
