package org.nqueens.compare;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * The comparison as CSV (RFC 4180, written by Apache Commons CSV: a field with a comma, a quote or a line break is
 * quoted, its quotes doubled; lines end in CRLF), one line a cell (tidy data): question, row, n, solver, outcome,
 * answer, wrong, wall and CPU time, work, the row's expectation and verdict, the note.
 */
final class CsvCells {

    static final List<String> HEADER = List.of("question", "row", "n", "solver", "reference", "outcome", "answer", "wrong", "wall_ms", "cpu_ms",
            "work", "expected", "row_verdict", "note");

    /** RFC 4180 with the header above. */
    static final CSVFormat FORMAT = CSVFormat.RFC4180.builder().setHeader(HEADER.toArray(String[]::new)).get();

    private CsvCells() {
    }

    static void write(ComparisonResult result, PrintWriter out) {
        try {
            CSVPrinter printer = new CSVPrinter(out, FORMAT);
            for (Table table : result.tables()) {
                for (Row row : table.rows()) {
                    for (Cell cell : row.cells()) {
                        printer.printRecord(table.question().key(), row.label(), Integer.toString(row.n()), cell.solver(),
                                Boolean.toString(cell.solver().equals(result.reference())), cell.outcome().name(), Figures.answer(cell),
                                Boolean.toString(cell.wrong()), millis(cell.wall()), millis(cell.cpu()), Figures.allWork(cell), row.expected(),
                                row.verdict().name(), cell.note());
                    }
                }
            }
            printer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the comparison as CSV", e);
        }
    }

    private static String millis(Optional<Duration> time) {
        return time.map(value -> String.format(Locale.ROOT, "%.3f", Figures.millis(value))).orElse("");
    }
}
