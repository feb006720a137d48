package org.nqueens.compare;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.nqueens.problem.Quote;

/**
 * One question put to every formulation: a board size or an instance, with each formulation's cell.
 *
 * @param label the row's name: the board size, or the instance's file name
 * @param n the board size
 * @param expected the right answer as shown, and where it comes from; empty when nothing establishes it
 * @param cells one cell a formulation, in the table's column order
 * @param verdict the row's judgement
 * @param notes what the harness found beyond single cells (a recorded answer contradicted by a verified completion, say)
 */
public record Row(String label, int n, String expected, List<Cell> cells, Verdict verdict, List<String> notes) {

    /** Copies the lists and validates the components. */
    public Row {
        if (label == null || expected == null || cells == null || verdict == null || notes == null) {
            throw new IllegalArgumentException("A row needs every component; one was null.");
        }
        cells = List.copyOf(cells);
        notes = List.copyOf(notes);
    }

    /** The judgement of a row from its cells: any wrong cell is a disagreement; no answer at all is a question unanswered. */
    static Verdict judge(List<Cell> cells, List<String> notes) {
        if (!notes.isEmpty() || cells.stream().anyMatch(Cell::wrong)) {
            return Verdict.DISAGREE;
        }
        return cells.stream().anyMatch(Cell::answered) ? Verdict.AGREE : Verdict.NO_ANSWER;
    }

    /**
     * One row from the rows of repeated runs of the same question: for each column the wrong cell if any run was
     * wrong, else the cell of median wall time; the notes of every run.
     */
    static Row merge(List<Row> runs) {
        Row first = runs.get(0);
        if (runs.size() == 1) {
            return first;
        }
        List<Cell> cells = new ArrayList<>();
        for (int column = 0; column < first.cells().size(); column++) {
            int at = column;
            List<Cell> candidates = runs.stream().map(run -> run.cells().get(at)).toList();
            Optional<Cell> wrong = candidates.stream().filter(Cell::wrong).findFirst();
            List<Cell> timed = candidates.stream().filter(cell -> cell.wall().isPresent())
                    .sorted(Comparator.comparing(cell -> cell.wall().get())).toList();
            cells.add(wrong.orElse(timed.isEmpty() ? candidates.get(0) : timed.get((timed.size() - 1) / 2)));
        }
        List<String> notes = runs.stream().flatMap(run -> run.notes().stream()).distinct().toList();
        return new Row(first.label(), first.n(), first.expected(), cells, judge(cells, notes), notes);
    }

    /** The cell of {@code solver}. */
    public Cell cell(String solver) {
        return cells.stream().filter(cell -> cell.solver().equals(solver)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("The row " + label + " has no cell of the solver " + Quote.of(solver) + "."));
    }
}
