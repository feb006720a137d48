package org.nqueens.compare;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.nqueens.problem.Quote;

/** The comparison as fixed-width text tables: a row is three lines (answer, wall time, work); wrong answers marked {@code !!}. */
final class TextTables {

    private TextTables() {
    }

    static void write(ComparisonResult result, PrintWriter out) {
        out.println("nqueens compare: every answer held against the reference " + Quote.of(result.reference()) + ", the known counts and the verifier;");
        out.println(result.setting() + " Cells: answer / wall time / main work measure.");
        for (Table table : result.tables()) {
            out.println();
            out.println(table.question().title() + ": " + table.question().rule() + ".");
            write(table, result.reference(), out);
        }
        out.println();
        out.println(result.verdictLine());
    }

    private static void write(Table table, String reference, PrintWriter out) {
        List<String> header = new ArrayList<>();
        header.add(table.question().rowLabel());
        table.solvers().forEach(solver -> header.add(solver.equals(reference) ? solver + " (ref)" : solver));
        header.add("expected");
        header.add("verdict");
        List<List<List<String>>> rows = new ArrayList<>();
        for (Row row : table.rows()) {
            List<List<String>> lines = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
            lines.get(0).add(row.label());
            lines.get(1).add("");
            lines.get(2).add("");
            for (Cell cell : row.cells()) {
                lines.get(0).add(cell.wrong() ? "!! " + Figures.answer(cell) + " WRONG" : Figures.answer(cell));
                lines.get(1).add(Figures.wall(cell));
                lines.get(2).add(Figures.work(cell));
            }
            lines.get(0).add(row.expected());
            lines.get(1).add("");
            lines.get(2).add("");
            lines.get(0).add(row.verdict() == Verdict.DISAGREE ? "DISAGREE <<<" : Figures.verdict(row.verdict()));
            lines.get(1).add("");
            lines.get(2).add("");
            rows.add(lines);
        }
        int[] widths = new int[header.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = header.get(i).length();
            for (List<List<String>> lines : rows) {
                for (List<String> line : lines) {
                    widths[i] = Math.max(widths[i], line.get(i).length());
                }
            }
        }
        String rule = rule(widths);
        out.println(rule);
        out.println(line(header, widths));
        out.println(rule);
        for (List<List<String>> lines : rows) {
            for (List<String> line : lines) {
                if (line.stream().skip(1).anyMatch(text -> !text.isEmpty()) || line == lines.get(0)) {
                    out.println(line(line, widths));
                }
            }
            out.println(rule);
        }
        for (Notes.Note note : Notes.of(table)) {
            out.println("  " + (note.fault() ? "!! " : "") + note.text());
        }
        if (!table.question().bySize()) {
            out.println("Per formulation (answered rightly; median over all asked, unanswered counted as slowest; worst answer):");
            for (SolverSummary summary : SolverSummary.of(table)) {
                out.println("  " + summary.solver() + ": " + summary.share() + ", median " + summary.medianText() + ", worst " + summary.worstText());
            }
        }
    }

    private static String rule(int[] widths) {
        StringBuilder text = new StringBuilder("+");
        for (int width : widths) {
            text.append("-".repeat(width + 2)).append('+');
        }
        return text.toString();
    }

    private static String line(List<String> cells, int[] widths) {
        StringBuilder text = new StringBuilder("|");
        for (int i = 0; i < widths.length; i++) {
            String cell = cells.get(i);
            text.append(' ').append(cell).append(" ".repeat(widths[i] - cell.length())).append(" |");
        }
        return text.toString();
    }
}
