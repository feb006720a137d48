package org.nqueens.compare;

import java.time.Duration;
import java.util.List;
import org.nqueens.problem.Quote;

/**
 * Everything a comparison found: a table a question, and the verdict.
 *
 * @param reference the id of the formulation every answer was held against
 * @param timeLimit the time limit of each run
 * @param repeat how many times each question was put to each formulation (the cells show the run of median wall time)
 * @param seed the seed every formulation was given for its random choices
 * @param environment where it ran: Java version, operating system, cores, and when, for whoever reads the figures later;
 *     empty in a {@linkplain #reproducible() reproducible} result
 * @param tables one table a question asked
 */
public record ComparisonResult(String reference, Duration timeLimit, int repeat, long seed, String environment, List<Table> tables) {

    /** Copies the tables. */
    public ComparisonResult {
        if (reference == null || timeLimit == null || environment == null || tables == null) {
            throw new IllegalArgumentException("A comparison result needs its reference, its time limit and its tables; one was null.");
        }
        tables = List.copyOf(tables);
    }

    /** How each run was made, as one sentence for the head of every format. */
    public String setting() {
        return "Time limit " + Figures.duration(timeLimit) + " a run, one search thread each, seed " + seed
                + (repeat > 1 ? "; each question asked " + repeat + " times, the run of median wall time shown" : "") + "."
                + (environment.isEmpty() ? " Times left out (reproducible output)." : " " + environment + ".");
    }

    /**
     * This result without what depends on the clock or the machine, so that the same plan and seed print the same
     * output byte for byte: no wall or CPU time, no environment line, and in a cell answered by a race (the
     * portfolio {@code auto}, whose fastest racer wins) neither the winner's work nor its account of the race. The
     * answers themselves, their judgement and the notes stay. What a time limit decided (a run stopped, a size not
     * asked beyond it) depends on the clock by nature, so the rule holds where no run reaches its limit.
     */
    public ComparisonResult reproducible() {
        List<Table> stripped = tables.stream().map(table -> new Table(table.question(), table.solvers(), table.rows().stream()
                .map(row -> new Row(row.label(), row.n(), row.expected(), row.cells().stream().map(Cell::reproducible).toList(),
                        row.verdict(), row.notes()))
                .toList())).toList();
        return new ComparisonResult(reference, timeLimit, repeat, seed, "", stripped);
    }

    /** Whether any cell carries a measured time (a {@linkplain #reproducible() reproducible} result has none). */
    public boolean timed() {
        return tables.stream().flatMap(table -> table.rows().stream()).flatMap(row -> row.cells().stream()).anyMatch(cell -> cell.wall().isPresent());
    }

    /** The verdict of the whole comparison. */
    public Verdict verdict() {
        return Verdict.combine(tables.stream().map(Table::verdict).toList());
    }

    /** Every formulation that appears in some table, in the order of first appearance. */
    public List<String> solvers() {
        return tables.stream().flatMap(table -> table.solvers().stream()).distinct().toList();
    }

    /** How many rows (questions put to every formulation) were asked in all. */
    public int questionCount() {
        return tables.stream().mapToInt(table -> table.rows().size()).sum();
    }

    /** How many cells were judged wrong. */
    public long wrongCount() {
        return tables.stream().flatMap(table -> table.rows().stream()).flatMap(row -> row.cells().stream()).filter(Cell::wrong).count();
    }

    /** The rows that got no answer from any formulation. */
    public long unansweredCount() {
        return tables.stream().flatMap(table -> table.rows().stream()).filter(row -> row.verdict() == Verdict.NO_ANSWER).count();
    }

    private static String questions(long count) {
        return count + (count == 1 ? " question" : " questions");
    }

    /** The one line that sums the comparison up. */
    public String verdictLine() {
        int formulations = solvers().size();
        return switch (verdict()) {
            case AGREE -> "VERDICT: AGREE - all " + formulations + " formulations agree with the reference " + Quote.of(reference)
                    + ", the known facts and the verifier on " + questions(questionCount()) + ".";
            case DISAGREE -> "VERDICT: DISAGREEMENT - " + wrongCount() + " wrong " + (wrongCount() == 1 ? "answer" : "answers")
                    + " (disagreement, failed verification or crash) in " + questions(questionCount()) + "; see the rows marked DISAGREE.";
            case NO_ANSWER -> "VERDICT: NO ANSWER - nothing wrong, but " + unansweredCount() + " of " + questionCount()
                    + " questions got no answer from any formulation within " + Figures.duration(timeLimit) + ".";
        };
    }
}
