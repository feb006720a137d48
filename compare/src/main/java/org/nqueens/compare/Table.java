package org.nqueens.compare;

import java.util.List;

/**
 * The answers of every formulation to one question: rows are board sizes or instances, columns formulations.
 *
 * @param question the question
 * @param solvers the ids of the formulations asked, the reference first
 * @param rows the rows, in the order they were asked
 */
public record Table(Question question, List<String> solvers, List<Row> rows) {

    /** Copies the lists. */
    public Table {
        if (question == null || solvers == null || rows == null) {
            throw new IllegalArgumentException("A table needs a question, its solvers and its rows; one was null.");
        }
        solvers = List.copyOf(solvers);
        rows = List.copyOf(rows);
    }

    /** The judgement of the table. */
    public Verdict verdict() {
        return Verdict.combine(rows.stream().map(Row::verdict).toList());
    }
}
