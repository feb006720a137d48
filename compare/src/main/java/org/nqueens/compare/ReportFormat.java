package org.nqueens.compare;

import java.io.PrintWriter;

/** The formats a comparison prints in on standard output. */
public enum ReportFormat {
    /**
     * For a terminal: a summary a formulation that fits 100 columns, then the verdict; with the detail, the fixed-width
     * tables too, three lines a row (answer, wall time, work).
     */
    TEXT,
    /** Markdown tables, for a README, a paper's notes or an issue. */
    MD,
    /** One line a cell (question, row, solver, answer, time, work, verdict), for a spreadsheet or R. */
    CSV,
    /** One JSON document with every table, row and cell. */
    JSON;

    /** Writes {@code result} to {@code out} in this format, text as the summary alone; text and Markdown end with the verdict line. */
    public void write(ComparisonResult result, PrintWriter out) {
        write(result, out, false);
    }

    /**
     * Writes {@code result} to {@code out} in this format; text and Markdown end with the verdict line. {@code detail}
     * adds the per-question tables to the text summary; the other formats hold every answer anyway.
     */
    public void write(ComparisonResult result, PrintWriter out, boolean detail) {
        switch (this) {
            case TEXT -> TextSummary.write(result, out, detail);
            case MD -> MarkdownTables.write(result, out);
            case CSV -> CsvCells.write(result, out);
            case JSON -> JsonDocument.write(result, out);
        }
        out.flush();
    }

    /** Whether the format ends with the verdict line itself (otherwise the caller shows it elsewhere). */
    public boolean includesVerdictLine() {
        return this == TEXT || this == MD || this == JSON;
    }
}
