package org.nqueens.compare;

import java.nio.file.Path;
import java.util.List;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.teach.LevelWidths;

/**
 * The comparison as one self-contained HTML page: a navigation bar, the verdict, a summary a
 * formulation, then a section a question (an inline SVG chart of time against n, log scale, where
 * the rows are board sizes; the table; the notes), and the level widths of the sizes counted (a chart
 * and a table). Each formulation has one colour ({@link Palette}) in every chart, legend and table; every chart
 * has a legend; tables scroll inside their box, not the page. No script, font or style is fetched from
 * anywhere, so the page opens offline and can be mailed or archived as it is.
 */
public final class HtmlReport {

    private static final String STYLE = """
            body { font-family: sans-serif; margin: 0; color: #222; }
            header { position: sticky; top: 0; z-index: 1; background: #fff; border-bottom: 1px solid #ccc; padding: 0.4em 2em; }
            header h1 { font-size: 1.4em; margin: 0.2em 0; }
            nav.sections a { margin-right: 1.2em; white-space: nowrap; }
            main { padding: 0 2em 2em; max-width: 1400px; }
            section { scroll-margin-top: 6em; }
            h2 { margin-top: 2em; border-bottom: 1px solid #ccc; }
            .verdict { padding: 0.8em 1em; font-weight: bold; border-radius: 4px; }
            .verdict.agree { background: #e3f4e1; border: 1px solid #59a14f; }
            .verdict.disagree { background: #fde2e2; border: 2px solid #c00; color: #900; font-size: 1.2em; }
            .verdict.no-answer { background: #fff4d6; border: 1px solid #e0a800; }
            .rule { font-style: italic; color: #555; }
            .table-box { max-width: 100%; overflow-x: auto; margin: 1em 0; }
            table { border-collapse: collapse; font-size: 0.85em; }
            th, td { border: 1px solid #ccc; padding: 0.3em 0.5em; vertical-align: top; }
            th { background: #f3f3f3; }
            tbody th { text-align: left; white-space: nowrap; }
            td.cell, td.number { text-align: right; white-space: nowrap; }
            td.cell .time, td.cell .work { display: block; color: #666; font-size: 0.85em; }
            td.wrong { background: #fde2e2; border: 2px solid #c00; color: #900; font-weight: bold; }
            td.stopped { color: #8a6d00; }
            td.not-asked { color: #aaa; text-align: center; }
            tr.disagree td.row-verdict { background: #c00; color: white; font-weight: bold; }
            table.summary tr.has-wrong td.wrong-count { background: #fde2e2; color: #900; font-weight: bold; }
            .swatch { display: inline-block; width: 0.8em; height: 0.8em; border-radius: 2px; margin-right: 0.35em; vertical-align: -0.05em; }
            ul.notes li.fault { color: #900; font-weight: bold; }
            svg.chart { display: block; margin: 1em 0; max-width: 100%; height: auto; }
            """;

    private HtmlReport() {
    }

    /** The page. */
    public static String render(ComparisonResult result) {
        List<LevelWidths> levels = LevelChart.widths(LevelChart.sizes(result));
        StringBuilder html = new StringBuilder();
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>nqueens compare: ")
                .append(Html.escape(result.verdict().name())).append("</title>\n<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n");
        html.append("<header>\n<h1>nqueens compare</h1>\n<nav class=\"sections\" aria-label=\"Sections\">");
        html.append("<a href=\"#summary\">Summary</a>");
        for (Table table : result.tables()) {
            html.append("<a href=\"#").append(table.question().key()).append("\">").append(Html.escape(table.question().title())).append("</a>");
        }
        if (!levels.isEmpty()) {
            html.append("<a href=\"#levels\">Level widths</a>");
        }
        html.append("</nav>\n</header>\n<main>\n");
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
                        + " formulation's own main measure of work. Each formulation keeps its colour in every chart and table."
                        + " In the charts, hollow points are runs stopped without an answer, red rings are wrong answers.</p>\n");
        summary(html, result);
        double limitMillis = Figures.millis(result.timeLimit());
        for (Table table : result.tables()) {
            html.append("<section id=\"").append(table.question().key()).append("\">\n<h2>").append(Html.escape(table.question().title()))
                    .append("</h2>\n<p class=\"rule\">").append(Html.escape(table.question().rule())).append(".</p>\n");
            if (table.question().bySize() && !table.solvers().isEmpty() && result.timed()) {
                html.append(TimeChart.svg(table, limitMillis));
            }
            table(html, table, result.reference());
            List<Notes.Note> notes = Notes.of(table);
            if (!notes.isEmpty()) {
                html.append("<ul class=\"notes\">\n");
                for (Notes.Note note : notes) {
                    html.append(note.fault() ? "<li class=\"fault\">" : "<li>").append(Html.escape(note.text())).append("</li>\n");
                }
                html.append("</ul>\n");
            }
            if (!table.question().bySize()) {
                instanceSummary(html, table);
            }
            html.append("</section>\n");
        }
        if (!levels.isEmpty()) {
            html.append("<section id=\"levels\">\n<h2>Level widths</h2>\n<p class=\"rule\">The safe k-arrangements at each depth k: k queens on"
                    + " the first k rows, none attacking another (the breadth-first construction, level by level). Their sum is the number"
                    + " of queens the reference backtracker places, and the last level is the solutions.</p>\n");
            html.append(LevelChart.svg(levels)).append(LevelChart.table(levels));
            html.append("</section>\n");
        }
        html.append("</main>\n</body>\n</html>\n");
        return html.toString();
    }

    /** The summary a formulation over every question: asked, answered, wrong, time-outs, geometric-mean time of right answers. */
    private static void summary(StringBuilder html, ComparisonResult result) {
        html.append("<section id=\"summary\">\n<h2>Summary</h2>\n<p class=\"rule\">Per formulation, over every question it was asked:"
                + " the answers it gave (right or wrong), the wrong ones (crashes included), the runs stopped without an answer"
                + " (at the time limit, or an incomplete method that gave up), and the geometric mean of the wall times of its"
                + " right answers.</p>\n<div class=\"table-box\"><table class=\"summary\">\n<thead><tr><th>formulation</th><th>asked</th>"
                + "<th>answered</th><th>wrong</th><th>time-outs</th><th>geometric-mean time</th></tr></thead>\n<tbody>\n");
        for (FormulationTally tally : FormulationTally.of(result)) {
            html.append(tally.wrong() > 0 ? "<tr class=\"has-wrong\" data-solver=\"" : "<tr data-solver=\"").append(Html.escape(tally.solver()))
                    .append("\"><th>").append(swatch(tally.solver())).append(Html.escape(tally.solver()))
                    .append(tally.solver().equals(result.reference()) ? " (reference)" : "").append("</th>")
                    .append("<td class=\"number\">").append(tally.asked()).append("</td>")
                    .append("<td class=\"number\">").append(tally.answered()).append("</td>")
                    .append("<td class=\"number wrong-count\">").append(tally.wrong()).append("</td>")
                    .append("<td class=\"number\">").append(tally.timeOuts()).append("</td>")
                    .append("<td class=\"number\">").append(Html.escape(tally.geometricMean().map(Figures::duration).orElse("-"))).append("</td></tr>\n");
        }
        html.append("</tbody>\n</table></div>\n</section>\n");
    }

    /** The record a formulation over a table of instances, as the text and Markdown formats print it under theirs. */
    private static void instanceSummary(StringBuilder html, Table table) {
        html.append("<div class=\"table-box\"><table class=\"instance-summary\">\n<thead><tr><th>formulation</th><th>answered rightly</th>"
                + "<th>median (unanswered as slowest)</th><th>worst answer</th></tr></thead>\n<tbody>\n");
        for (SolverSummary summary : SolverSummary.of(table)) {
            html.append("<tr><th>").append(swatch(summary.solver())).append(Html.escape(summary.solver())).append("</th><td class=\"number\">")
                    .append(Html.escape(summary.share())).append("</td><td class=\"number\">").append(Html.escape(summary.medianText()))
                    .append("</td><td class=\"number\">").append(Html.escape(summary.worstText())).append("</td></tr>\n");
        }
        html.append("</tbody>\n</table></div>\n");
    }

    /** The little square of the formulation's colour, as in the charts. */
    private static String swatch(String solver) {
        return "<span class=\"swatch\" style=\"background:" + Palette.colour(solver) + "\"></span>";
    }

    /**
     * Writes the page to {@code file}.
     *
     * @throws InvalidInputException if the file cannot be written
     */
    public static void write(ComparisonResult result, Path file) {
        WholeFile.write(file, render(result), "the report " + file);
    }

    private static void table(StringBuilder html, Table table, String reference) {
        html.append("<div class=\"table-box\"><table data-question=\"").append(table.question().key()).append("\">\n<thead><tr><th>")
                .append(Html.escape(table.question().rowLabel())).append("</th>");
        for (String solver : table.solvers()) {
            html.append("<th data-solver=\"").append(Html.escape(solver)).append("\">").append(swatch(solver)).append(Html.escape(solver))
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
        html.append("</tbody>\n</table></div>\n");
    }
}
