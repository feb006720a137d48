package org.nqueens.teach;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.nqueens.io.Columns;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Square;

/**
 * A trace as the table of seed 004: one line a step, the columns of the queens of rows 1..n (a dot
 * for a row without one), the two queens of a conflict starred, and a remark: the rule that failed
 * with its arithmetic, "Backtrack", or "SOLUTION". A place has no remark: the new column says it.
 * For two queens at (i, j) and (k, l) the diagonal rule is |j - l| = |i - k|, as the seed writes it
 * (on a torus the diagonal wraps around; for super-queens a knight's move is a rule too).
 * For a search that propagates (pruned or refuted squares in its trace), a row whose choices are
 * down to one column shows that column with a prime: a queen fixed by propagation, not decided.
 */
public final class TraceTable {

    private TraceTable() {
    }

    /** The table's lines: a heading, the start (when there is one), then one line per event, numbered from 1. */
    public static List<String> lines(Trace trace) {
        int n = trace.problem().rows();
        boolean torus = trace.problem().geometry().torus();
        int width = Integer.toString(Math.max(n, trace.problem().columns())).length() + 1;
        int numberWidth = Math.max(4, Integer.toString(trace.events().size()).length() + 1);
        int[] columnOfRow = new int[n + 1];
        for (Square queen : trace.problem().given()) {
            columnOfRow[queen.row()] = queen.column();
        }
        for (int row = 1; row <= trace.start().size(); row++) {
            columnOfRow[row] = trace.start().get(row - 1);
        }
        List<String> lines = new ArrayList<>();
        StringBuilder heading = new StringBuilder(" ".repeat(numberWidth)).append(' ');
        for (int row = 1; row <= n; row++) {
            heading.append(Columns.right(row, width)).append(' ');
        }
        lines.add(heading.append("  remarks").toString().stripTrailing());
        if (!trace.start().isEmpty() || !trace.problem().given().isEmpty()) {
            lines.add(line(numberWidth, "-", width, columnOfRow, 0, 0, null,
                    trace.start().isEmpty() ? "the given queens" : "start"));
        }
        boolean propagates = trace.events().stream()
                .anyMatch(event -> event.kind() == TraceEvent.Kind.PRUNED || event.kind() == TraceEvent.Kind.REFUTE);
        // Only a search that propagates has domains to show, and only classic n-queens is traced by one.
        Domains domains = propagates ? new Domains(trace.problem().freePart()) : null;
        int number = 0;
        for (TraceEvent event : trace.events()) {
            number++;
            if (propagates) {
                domains.apply(event);
            }
            String label = Integer.toString(number);
            int row = event.row();
            int column = event.column();
            switch (event.kind()) {
                case PLACE, SOLUTION -> {
                    columnOfRow[row] = column;
                    lines.add(line(numberWidth, label, width, propagates ? domains.shown(columnOfRow) : columnOfRow, 0, 0, null,
                            event.kind() == TraceEvent.Kind.SOLUTION ? "SOLUTION" : ""));
                }
                case REJECT -> {
                    Conflict conflict = event.conflict().orElseThrow();
                    int[] tried = columnOfRow.clone();
                    tried[row] = column;
                    lines.add(line(numberWidth, label, width, tried, row, column, conflict, remark(row, column, conflict, torus)));
                }
                case BACKTRACK -> {
                    lines.add(line(numberWidth, label, width, propagates ? domains.shown(columnOfRow) : columnOfRow, 0, 0, null, "Backtrack"));
                    columnOfRow[row] = 0;
                }
                case CHOOSE -> {
                    TraceEvent.Choice choice = event.choice().orElseThrow();
                    lines.add(line(numberWidth, label, width, propagates ? domains.shown(columnOfRow) : columnOfRow, 0, 0, null, "choose " + choice.item() + " ("
                            + choice.options() + (choice.options() == 1 ? " option)" : " options)")));
                }
                case REFUTE -> lines.add(line(numberWidth, label, width, propagates ? domains.shown(columnOfRow) : columnOfRow, 0, 0, null,
                        "refute: no queen at row " + row + " column " + column + " from here on"));
                case FAIL -> lines.add(line(numberWidth, label, width, propagates ? domains.shown(columnOfRow) : columnOfRow, 0, 0, null,
                        "dead end: propagation left a row no column"));
                case PRUNED -> {
                    Conflict conflict = event.conflict().orElseThrow();
                    lines.add(line(numberWidth, label, width, propagates ? domains.shown(columnOfRow) : columnOfRow, 0, 0, null, "prune row " + row + " column " + column + ": "
                            + remark(row, column, conflict, torus)));
                }
            }
        }
        return lines;
    }

    /**
     * The columns still open to each row, as the events of a propagating search leave them: the
     * board's allowed columns, less every pruned or refuted one, each removal undone when the queen
     * placed before it comes off. A row without a queen whose domain is one column has that queen
     * fixed by propagation.
     */
    private static final class Domains {

        private final boolean[][] open;
        private final int[] size;
        private final Deque<List<int[]>> frames = new ArrayDeque<>();

        Domains(FreePart free) {
            int n = free.n();
            open = new boolean[n + 1][n + 1];
            size = new int[n + 1];
            for (int row : free.rows()) {
                for (int column : free.allowedColumns(row)) {
                    open[row][column] = true;
                    size[row]++;
                }
            }
            frames.push(new ArrayList<>());
        }

        void apply(TraceEvent event) {
            switch (event.kind()) {
                case PLACE, SOLUTION -> frames.push(new ArrayList<>());
                case PRUNED, REFUTE -> {
                    if (open[event.row()][event.column()]) {
                        open[event.row()][event.column()] = false;
                        size[event.row()]--;
                        frames.peek().add(new int[] {event.row(), event.column()});
                    }
                }
                case BACKTRACK -> {
                    if (frames.size() > 1) {
                        for (int[] square : frames.pop()) {
                            open[square[0]][square[1]] = true;
                            size[square[0]]++;
                        }
                    }
                }
                case REJECT, CHOOSE, FAIL -> {
                    // They change no domain.
                }
            }
        }

        /** The queens' columns, and minus the column of each row without one whose domain is that one column. */
        int[] shown(int[] columnOfRow) {
            int[] shown = columnOfRow.clone();
            for (int row = 1; row < shown.length; row++) {
                if (shown[row] == 0 && size[row] == 1) {
                    for (int column = 1; column < open[row].length; column++) {
                        if (open[row][column]) {
                            shown[row] = -column;
                        }
                    }
                }
            }
            return shown;
        }
    }

    /** The arithmetic of a conflict between the square (i, j) tried and the queen (k, l); on a torus a diagonal wraps. */
    static String remark(int i, int j, Conflict conflict, boolean torus) {
        int k = conflict.row();
        int l = conflict.column();
        return switch (conflict.rule()) {
            case COLUMN -> "j = l = " + j + " (same column as row " + k + ")";
            case DIAGONAL -> torus && Math.abs(j - l) != Math.abs(i - k)
                    ? "same diagonal as (" + k + ", " + l + "), around the torus"
                    : "|j - l| = |" + j + " - " + l + "| = " + Math.abs(j - l) + ", |i - k| = |" + i + " - " + k + "| = " + Math.abs(i - k);
            case KNIGHT -> "a knight's move from (" + k + ", " + l + "): |j - l| = " + Math.abs(j - l) + ", |i - k| = " + Math.abs(i - k);
            case BLOCKED -> "blocked square";
            case PROPAGATION -> "no queen attacks it: propagation over several rows, set off at (" + k + ", " + l + ")";
        };
    }

    private static String line(int numberWidth, String label, int width, int[] columnOfRow, int triedRow, int triedColumn,
            Conflict conflict, String remark) {
        StringBuilder line = new StringBuilder(Columns.right(label, numberWidth)).append(' ');
        for (int row = 1; row < columnOfRow.length; row++) {
            int column = columnOfRow[row];
            if (column < 0) {
                // A row whose one column left was fixed by propagation, not decided: written with a prime.
                line.append(Columns.right(-column, width)).append('\'');
                continue;
            }
            boolean starred = conflict != null && conflict.rule() != Conflict.Rule.BLOCKED && conflict.rule() != Conflict.Rule.PROPAGATION
                    && ((row == triedRow && column == triedColumn) || (row == conflict.row() && column == conflict.column()));
            starred |= conflict != null && conflict.rule() == Conflict.Rule.BLOCKED && row == triedRow;
            line.append(Columns.right(column == 0 ? "." : Integer.toString(column), width)).append(starred ? '*' : ' ');
        }
        return (line + "  " + remark).stripTrailing();
    }
}
