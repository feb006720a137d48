package org.nqueens.compare;

import java.io.PrintWriter;

/** The comparison as Markdown: a section a question, a table with answer, time and work in each cell, the notes as a list. */
final class MarkdownTables {

    private MarkdownTables() {
    }

    static void write(ComparisonResult result, PrintWriter out) {
        out.println("# nqueens compare");
        out.println();
        out.println("Every answer held against the reference `" + result.reference() + "`, the known counts and the verifier. "
                + result.setting() + " Cells: answer, wall time, main work measure.");
        for (Table table : result.tables()) {
            out.println();
            out.println("## " + table.question().title());
            out.println();
            out.println("_" + escape(table.question().rule()) + "._");
            out.println();
            StringBuilder header = new StringBuilder("| " + table.question().rowLabel() + " |");
            StringBuilder rule = new StringBuilder("| --- |");
            for (String solver : table.solvers()) {
                header.append(' ').append(solver.equals(result.reference()) ? solver + " (ref)" : solver).append(" |");
                rule.append(" ---: |");
            }
            out.println(header + " expected | verdict |");
            out.println(rule + " --- | --- |");
            for (Row row : table.rows()) {
                StringBuilder line = new StringBuilder("| " + escape(row.label()) + " |");
                for (Cell cell : row.cells()) {
                    String answer = escape(Figures.answer(cell));
                    line.append(' ').append(cell.wrong() ? "**✗ " + answer + " WRONG**" : answer);
                    String wall = Figures.wall(cell);
                    if (!wall.isEmpty()) {
                        line.append("<br>").append(wall);
                    }
                    String work = Figures.work(cell);
                    if (!work.isEmpty()) {
                        line.append("<br>").append(work);
                    }
                    line.append(" |");
                }
                line.append(' ').append(escape(row.expected())).append(" | ")
                        .append(row.verdict() == Verdict.DISAGREE ? "**✗ DISAGREE**" : Figures.verdict(row.verdict())).append(" |");
                out.println(line);
            }
            var notes = Notes.of(table);
            if (!notes.isEmpty()) {
                out.println();
                notes.forEach(note -> out.println("- " + (note.fault() ? "**" + escape(note.text()) + "**" : escape(note.text()))));
            }
            if (!table.question().bySize()) {
                out.println();
                out.println("| formulation | answered | median | worst answer |");
                out.println("| --- | ---: | ---: | ---: |");
                for (SolverSummary summary : SolverSummary.of(table)) {
                    out.println("| " + summary.solver() + " | " + summary.share() + " | " + summary.medianText() + " | " + summary.worstText() + " |");
                }
            }
        }
        out.println();
        out.println("**" + escape(result.verdictLine()) + "**");
    }

    private static String escape(String text) {
        return text.replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;");
    }
}
