package org.nqueens.teach;

import java.util.ArrayList;
import java.util.List;
import org.nqueens.board.Square;

/**
 * A trace as the table of seed 004: one line a step, the columns of the queens of rows 1..n (a dot
 * for a row without one), the two queens of a conflict starred, and a remark: the rule that failed
 * with its arithmetic, "Backtrack", or "SOLUTION". A place has no remark: the new column says it.
 * For two queens at (i, j) and (k, l) the diagonal rule is |j - l| = |i - k|, as the seed writes it.
 */
public final class TraceTable {

    private TraceTable() {
    }

    /** The table's lines: a heading, the start (when there is one), then one line per event, numbered from 1. */
    public static List<String> lines(Trace trace) {
        int n = trace.board().n();
        int width = Integer.toString(n).length() + 1;
        int numberWidth = Math.max(4, Integer.toString(trace.events().size()).length() + 1);
        int[] columnOfRow = new int[n + 1];
        for (Square queen : trace.board().queens()) {
            columnOfRow[queen.row()] = queen.column();
        }
        for (int row = 1; row <= trace.start().size(); row++) {
            columnOfRow[row] = trace.start().get(row - 1);
        }
        List<String> lines = new ArrayList<>();
        StringBuilder heading = new StringBuilder(" ".repeat(numberWidth)).append(' ');
        for (int row = 1; row <= n; row++) {
            heading.append(String.format("%" + width + "d ", row));
        }
        lines.add(heading.append("  remarks").toString().stripTrailing());
        if (!trace.start().isEmpty() || trace.board().queenCount() > 0) {
            lines.add(line(numberWidth, "-", width, columnOfRow, 0, 0, null,
                    trace.start().isEmpty() ? "the given queens" : "start"));
        }
        int number = 0;
        for (TraceEvent event : trace.events()) {
            number++;
            String label = Integer.toString(number);
            int row = event.row();
            int column = event.column();
            switch (event.kind()) {
                case PLACE, SOLUTION -> {
                    columnOfRow[row] = column;
                    lines.add(line(numberWidth, label, width, columnOfRow, 0, 0, null,
                            event.kind() == TraceEvent.Kind.SOLUTION ? "SOLUTION" : ""));
                }
                case REJECT -> {
                    Conflict conflict = event.conflict().orElseThrow();
                    int[] tried = columnOfRow.clone();
                    tried[row] = column;
                    lines.add(line(numberWidth, label, width, tried, row, column, conflict, remark(row, column, conflict)));
                }
                case BACKTRACK -> {
                    lines.add(line(numberWidth, label, width, columnOfRow, 0, 0, null, "Backtrack"));
                    columnOfRow[row] = 0;
                }
                case CHOOSE -> {
                    TraceEvent.Choice choice = event.choice().orElseThrow();
                    lines.add(line(numberWidth, label, width, columnOfRow, 0, 0, null, "choose " + choice.item() + " ("
                            + choice.options() + (choice.options() == 1 ? " option)" : " options)")));
                }
                case PRUNED -> {
                    Conflict conflict = event.conflict().orElseThrow();
                    lines.add(line(numberWidth, label, width, columnOfRow, 0, 0, null, "prune row " + row + " column " + column + ": "
                            + remark(row, column, conflict)));
                }
            }
        }
        return lines;
    }

    /** The arithmetic of a conflict between the square (i, j) tried and the queen (k, l). */
    static String remark(int i, int j, Conflict conflict) {
        int k = conflict.row();
        int l = conflict.column();
        return switch (conflict.rule()) {
            case COLUMN -> "j = l = " + j + " (same column as row " + k + ")";
            case DIAGONAL -> "|j - l| = |" + j + " - " + l + "| = " + Math.abs(j - l) + ", |i - k| = |" + i + " - " + k + "| = " + Math.abs(i - k);
            case BLOCKED -> "blocked square";
        };
    }

    private static String line(int numberWidth, String label, int width, int[] columnOfRow, int triedRow, int triedColumn,
            Conflict conflict, String remark) {
        StringBuilder line = new StringBuilder(String.format("%" + numberWidth + "s ", label));
        for (int row = 1; row < columnOfRow.length; row++) {
            int column = columnOfRow[row];
            boolean starred = conflict != null && conflict.rule() != Conflict.Rule.BLOCKED
                    && ((row == triedRow && column == triedColumn) || (row == conflict.row() && column == conflict.column()));
            starred |= conflict != null && conflict.rule() == Conflict.Rule.BLOCKED && row == triedRow;
            line.append(String.format("%" + width + "s", column == 0 ? "." : Integer.toString(column))).append(starred ? '*' : ' ');
        }
        return (line + "  " + remark).stripTrailing();
    }
}
