package org.nqueens.compare;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The comparison as CSV, one line a cell (tidy data): question, row, n, solver, outcome, answer, wrong, wall and CPU time, work, the row's expectation and verdict, the note. */
final class CsvCells {

    static final List<String> HEADER = List.of("question", "row", "n", "solver", "reference", "outcome", "answer", "wrong", "wall_ms", "cpu_ms",
            "work", "expected", "row_verdict", "note");

    private CsvCells() {
    }

    static void write(ComparisonResult result, PrintWriter out) {
        out.print(String.join(",", HEADER) + "\r\n");
        for (Table table : result.tables()) {
            for (Row row : table.rows()) {
                for (Cell cell : row.cells()) {
                    List<String> fields = List.of(table.question().key(), row.label(), Integer.toString(row.n()), cell.solver(),
                            Boolean.toString(cell.solver().equals(result.reference())), cell.outcome().name(), Figures.answer(cell),
                            Boolean.toString(cell.wrong()),
                            millis(cell.wall()), millis(cell.cpu()),
                            Figures.allWork(cell), row.expected(), row.verdict().name(), cell.note());
                    StringBuilder line = new StringBuilder();
                    for (String field : fields) {
                        line.append(line.length() == 0 ? "" : ",").append(quote(field));
                    }
                    out.print(line + "\r\n");
                }
            }
        }
    }

    private static String millis(Optional<Duration> time) {
        return time.map(value -> String.format(Locale.ROOT, "%.3f", Figures.millis(value))).orElse("");
    }

    /** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
    static String quote(String field) {
        if (field.contains(",") || field.contains("\"") || field.contains("\n") || field.contains("\r")) {
            return "\"" + field.replace("\"", "\"\"") + "\"";
        }
        return field;
    }
}
