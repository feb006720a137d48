package org.nqueens.compare;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * One formulation's record over a table of instances: how many it was asked, how many it answered
 * rightly, the median time (the lower middle one) over all it was asked (an instance without an answer counts as slower than
 * any answer, so the median is empty when half or more went unanswered) and the worst time of an answer.
 *
 * @param solver the formulation's id
 * @param asked the instances it was asked
 * @param answered the instances it answered rightly (SAT or UNSAT, not wrong)
 * @param median the median wall time, unanswered instances counted as infinitely slow; empty when that is one of them
 * @param worstAnswer the longest wall time of a right answer; empty when there was none
 */
public record SolverSummary(String solver, int asked, int answered, Optional<Duration> median, Optional<Duration> worstAnswer) {

    /** Validates the counts. */
    public SolverSummary {
        if (answered < 0 || answered > asked) {
            throw new IllegalArgumentException("The answered count (" + answered + ") must be between 0 and the asked count (" + asked + ").");
        }
    }

    /** One summary a formulation of {@code table}, in the table's column order. */
    static List<SolverSummary> of(Table table) {
        List<SolverSummary> summaries = new ArrayList<>();
        for (int column = 0; column < table.solvers().size(); column++) {
            int at = column;
            summaries.add(of(table.solvers().get(column), table.rows().stream().map(row -> row.cells().get(at)).toList()));
        }
        return summaries;
    }

    /** One summary a formulation over every table of {@code result}, in the order of {@link ComparisonResult#solvers()}. */
    static List<SolverSummary> of(ComparisonResult result) {
        return result.solvers().stream().map(solver -> of(solver, result.tables().stream()
                .filter(table -> table.solvers().contains(solver))
                .flatMap(table -> table.rows().stream().map(row -> row.cell(solver))).toList())).toList();
    }

    /** The summary of {@code solver} over its {@code cells}, those not asked left out. */
    private static SolverSummary of(String solver, List<Cell> cells) {
        List<Optional<Duration>> times = new ArrayList<>();
        for (Cell cell : cells) {
            if (cell.outcome() != Outcome.NOT_ASKED) {
                times.add(cell.answered() && !cell.wrong() ? cell.wall() : Optional.empty());
            }
        }
        times.sort(Comparator.comparing((Optional<Duration> time) -> time.orElse(null), Comparator.nullsLast(Comparator.naturalOrder())));
        int answered = (int) times.stream().filter(Optional::isPresent).count();
        Optional<Duration> median = times.isEmpty() ? Optional.empty() : times.get((times.size() - 1) / 2);
        Optional<Duration> worst = answered == 0 ? Optional.empty() : times.get(answered - 1);
        return new SolverSummary(solver, times.size(), answered, median, worst);
    }

    /** The answered share as the tables show it: {@code 18/20 (90%)}. */
    String share() {
        return answered + "/" + asked + (asked == 0 ? "" : " (" + Math.round(100.0 * answered / asked) + "%)");
    }

    /** The median as the tables show it, {@code unanswered} when half or more were not answered. */
    String medianText() {
        return median.map(Figures::duration).orElse(asked == 0 ? "-" : "unanswered");
    }

    /** The worst answer time as the tables show it. */
    String worstText() {
        return worstAnswer.map(Figures::duration).orElse("-");
    }
}
