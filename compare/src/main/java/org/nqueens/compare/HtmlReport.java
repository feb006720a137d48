package org.nqueens.compare;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.nqueens.problem.InvalidInputException;

/**
 * The comparison as one self-contained HTML page: the verdict, a table and an inline SVG chart of
 * time against n (log scale) a question, the notes. No script, font or style is fetched from
 * anywhere, so the page opens offline and can be mailed or archived as it is.
 */
public final class HtmlReport {

    private static final String STYLE = """
            body { font-family: sans-serif; margin: 2em; color: #222; max-width: 1400px; }
            h1 { font-size: 1.6em; } h2 { margin-top: 2em; border-bottom: 1px solid #ccc; }
            .verdict { padding: 0.8em 1em; font-weight: bold; border-radius: 4px; }
            .verdict.agree { background: #e3f4e1; border: 1px solid #59a14f; }
            .verdict.disagree { background: #fde2e2; border: 2px solid #c00; color: #900; font-size: 1.2em; }
            .verdict.no-answer { background: #fff4d6; border: 1px solid #e0a800; }
            .rule { font-style: italic; color: #555; }
            table { border-collapse: collapse; margin: 1em 0; font-size: 0.9em; }
            th, td { border: 1px solid #ccc; padding: 0.3em 0.6em; vertical-align: top; }
            th { background: #f3f3f3; }
            td.cell { text-align: right; white-space: nowrap; }
            td.cell .time, td.cell .work { display: block; color: #666; font-size: 0.85em; }
            td.wrong { background: #fde2e2; border: 2px solid #c00; color: #900; font-weight: bold; }
            td.stopped { color: #8a6d00; }
            td.not-asked { color: #aaa; text-align: center; }
            tr.disagree td.row-verdict { background: #c00; color: white; font-weight: bold; }
            ul.notes li.fault { color: #900; font-weight: bold; }
            .chart { display: block; margin: 1em 0; }
            """;

    private HtmlReport() {
    }

    /** The page. */
    public static String render(ComparisonResult result) {
        StringBuilder html = new StringBuilder();
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>nqueens compare: ")
                .append(Html.escape(result.verdict().name())).append("</title>\n<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n");
        html.append("<h1>nqueens compare</h1>\n");
        String verdictClass = switch (result.verdict()) {
            case AGREE -> "agree";
            case DISAGREE -> "disagree";
            case NO_ANSWER -> "no-answer";
        };
        html.append("<p class=\"verdict ").append(verdictClass).append("\" id=\"verdict\">").append(Html.escape(result.verdictLine())).append("</p>\n");
        html.append("<p>Every answer is held against the reference <code>").append(Html.escape(result.reference()))
                .append("</code>, the known counts (OEIS A000170) and the independent verifier. ")
                .append(Html.escape(result.setting()))
                .append(" A cell shows the answer, the wall time the harness measured around the call, and the"
                        + " formulation's own main measure of work. In the charts, hollow points are runs stopped without an answer,"
                        + " red rings are wrong answers.</p>\n");
        double limitMillis = Figures.millis(result.timeLimit());
        for (Table table : result.tables()) {
            html.append("<section id=\"").append(table.question().key()).append("\">\n<h2>").append(Html.escape(table.question().title()))
                    .append("</h2>\n<p class=\"rule\">").append(Html.escape(table.question().rule())).append(".</p>\n");
            if (table.question().bySize() && !table.solvers().isEmpty() && result.timed()) {
                html.append(TimeChart.svg(table, limitMillis));
            }
            table(html, table, result.reference());
            var notes = Notes.of(table);
            if (!notes.isEmpty()) {
                html.append("<ul class=\"notes\">\n");
                for (Notes.Note note : notes) {
                    html.append(note.fault() ? "<li class=\"fault\">" : "<li>").append(Html.escape(note.text())).append("</li>\n");
                }
                html.append("</ul>\n");
            }
            html.append("</section>\n");
        }
        html.append("</body>\n</html>\n");
        return html.toString();
    }

    /**
     * Writes the page to {@code file}.
     *
     * @throws InvalidInputException if the file cannot be written
     */
    public static void write(ComparisonResult result, Path file) {
        try {
            Files.writeString(file, render(result), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InvalidInputException("Cannot write the report " + file + ": " + e.getMessage(), e);
        }
    }

    private static void table(StringBuilder html, Table table, String reference) {
        html.append("<table data-question=\"").append(table.question().key()).append("\">\n<thead><tr><th>")
                .append(Html.escape(table.question().rowLabel())).append("</th>");
        for (String solver : table.solvers()) {
            html.append("<th data-solver=\"").append(Html.escape(solver)).append("\">").append(Html.escape(solver))
                    .append(solver.equals(reference) ? " (reference)" : "").append("</th>");
        }
        html.append("<th>expected</th><th>verdict</th></tr></thead>\n<tbody>\n");
        for (Row row : table.rows()) {
            html.append(row.verdict() == Verdict.DISAGREE ? "<tr class=\"disagree\">" : "<tr>")
                    .append("<th>").append(Html.escape(row.label())).append("</th>");
            for (Cell cell : row.cells()) {
                String kind = cell.wrong() ? "cell wrong" : switch (cell.outcome()) {
                    case NOT_ASKED -> "cell not-asked";
                    case ANSWERED -> "cell";
                    default -> "cell stopped";
                };
                html.append("<td class=\"").append(kind).append("\" title=\"").append(Html.escape(cell.note())).append("\">")
                        .append(cell.wrong() ? "✗ " : "").append(Html.escape(Figures.answer(cell)))
                        .append(cell.wrong() ? " WRONG" : "");
                if (cell.wall().isPresent()) {
                    html.append("<span class=\"time\">").append(Html.escape(Figures.wall(cell))).append("</span>");
                }
                if (!Figures.work(cell).isEmpty()) {
                    html.append("<span class=\"work\">").append(Html.escape(Figures.work(cell))).append("</span>");
                }
                html.append("</td>");
            }
            html.append("<td>").append(Html.escape(row.expected())).append("</td><td class=\"row-verdict\">")
                    .append(Html.escape(row.verdict() == Verdict.DISAGREE ? "✗ DISAGREE" : Figures.verdict(row.verdict()))).append("</td></tr>\n");
        }
        html.append("</tbody>\n</table>\n");
    }
}
