package org.nqueens.teach;

import java.util.Arrays;
import java.util.Collection;
import java.util.Set;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Lines;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Scope;
import org.nqueens.problem.Square;
import org.nqueens.solver.Described;
import org.nqueens.solver.Named;

/**
 * The reference backtracker, traced: one queen a row, rows in ascending order, columns tried from
 * left to right, as in Horowitz and Sahni's NQueens with its test Place(k, i); a refused square
 * names the nearest queen that attacks it. On classic n-queens it places the same
 * queens, in the same order, as the solver {@code backtrack}, so the places it reports are that
 * solver's {@code placements} ({@code ReferenceTraceTest} holds it to that solver node for node up to n = 10). It also follows the variants that put one piece a row
 * ({@link #run(Problem, SearchObserver)}), where it is the plain one-a-row search: the solver's square
 * search, which also backs off when the pieces left cannot fit, places fewer there.
 *
 * <p>Which squares count as tried is a matter of presentation. By default, as in the worked
 * example of seed 004 ("add the next number not yet used"), only the columns no queen holds yet
 * are tried, so a reject is always a diagonal attack. With {@link #everyColumn()} every column is
 * tried, as Place(k, i) does, and the columns already held are rejected by the column rule.
 *
 * <p>A search can resume from a start: {@link #from} takes the columns of rows 1..k as the search
 * would have placed them, and the trace goes on from there, backtracking into the start's rows if
 * it must, exactly as the whole search would from that point.
 */
public final class ReferenceTrace implements TracedSearch, Described<Named> {

    private static final Named NAME = Named.of("backtrack",
            "Reference backtracker: one queen a row, columns left to right, each square tested against the queens placed");

    private final boolean everyColumn;
    private final int[] start;

    private ReferenceTrace(boolean everyColumn, int[] start) {
        this.everyColumn = everyColumn;
        this.start = start;
    }

    /** The reference search, trying only the columns not yet used (as in seed 004's table). */
    public static ReferenceTrace reference() {
        return new ReferenceTrace(false, new int[0]);
    }

    /** The same search, trying every column and rejecting the used ones by the column rule. */
    public ReferenceTrace everyColumn() {
        return new ReferenceTrace(true, start);
    }

    /**
     * The same search resumed from {@code columns}, the columns of the queens of rows 1..k
     * (k &lt; n), which must not attack each other; for the empty board only.
     */
    public ReferenceTrace from(int... columns) {
        return new ReferenceTrace(everyColumn, columns.clone());
    }

    /** The start: the columns of rows 1..k the search resumes from (empty for the whole search). */
    public int[] start() {
        return start.clone();
    }

    @Override
    public Named descriptor() {
        return NAME;
    }

    /**
     * The search on classic n-queens or on a variant of the family that puts one piece a row
     * ({@link Problem#onePerRow()}): an R x C board, a torus, rooks or super-queens, with given pieces and
     * blocked squares. On a variant a square is refused by the problem's own attack relation
     * ({@link Lines}): the column, a diagonal (wrapping on a torus) or, for super-queens, a knight's move.
     *
     * @throws org.nqueens.problem.InconsistentBoardException if the given queens of classic n-queens attack each other
     * @throws InvalidInputException for a problem that does not put one piece a row, or a variant with a start
     */
    @Override
    public boolean run(Problem problem, SearchObserver observer) {
        if (Scope.CLASSIC.admits(problem)) {
            FreePart free = problem.freePart();
            return new Run(free.n(), free.n(), free.given(), free::isBlocked, free.isPlain(), Conflict::between, observer).run();
        }
        if (!problem.onePerRow()) {
            throw new InvalidInputException("The traced search puts one piece a row; " + problem.describe() + " does not (pawns, or"
                    + " pieces that do not attack along rows, or fewer pieces than rows).");
        }
        if (start.length > 0) {
            throw new InvalidInputException("A start resumes the search of the empty n x n board of queens, not of " + problem.describe() + ".");
        }
        problem.requireConsistent();
        Set<Square> blocked = problem.blocked();
        return new Run(problem.rows(), problem.columns(), problem.given(), (row, column) -> blocked.contains(new Square(row, column)),
                problem.isEmpty(), attacks(problem), observer).run();
    }

    /** The conflict of a piece tried at (row, column) with the piece at (otherRow, otherColumn), or null. */
    @FunctionalInterface
    private interface Attacks {
        Conflict between(int row, int column, int otherRow, int otherColumn);
    }

    /** The attack relation of {@code problem}'s piece on its board, by the rule each pair of squares breaks. */
    private static Attacks attacks(Problem problem) {
        Geometry geometry = problem.geometry();
        Lines lines = Lines.of(problem);
        int squares = geometry.squares();
        Conflict.Rule[][] rule = new Conflict.Rule[squares][squares];
        for (int i = 0; i < lines.lines().size(); i++) {
            if (lines.kinds().get(i) == Lines.Kind.ROW) {
                // One piece a row: two never share one, so a row is never the rule a square breaks.
                continue;
            }
            Conflict.Rule kind = lines.kinds().get(i) == Lines.Kind.COLUMN ? Conflict.Rule.COLUMN : Conflict.Rule.DIAGONAL;
            int[] line = lines.lines().get(i);
            for (int a : line) {
                for (int b : line) {
                    if (a != b) {
                        rule[a][b] = kind;
                    }
                }
            }
        }
        for (int[] jump : lines.jumps()) {
            // On a small torus a knight's move can also lie on a line; the line's rule is the one named.
            if (rule[jump[0]][jump[1]] == null) {
                rule[jump[0]][jump[1]] = Conflict.Rule.KNIGHT;
                rule[jump[1]][jump[0]] = Conflict.Rule.KNIGHT;
            }
        }
        return (row, column, otherRow, otherColumn) -> {
            Conflict.Rule broken = rule[geometry.index(new Square(row, column))][geometry.index(new Square(otherRow, otherColumn))];
            return broken == null ? null : new Conflict(otherRow, otherColumn, broken);
        };
    }

    /** Whether the square (row, column) is blocked. */
    @FunctionalInterface
    private interface BiIntPredicate {
        boolean test(int row, int column);
    }

    /** One run: the board state and the recursion. */
    private final class Run {

        private final int rows;
        private final int columns;
        private final BiIntPredicate blocked;
        private final boolean empty;
        private final Attacks attacks;
        private final SearchObserver observer;
        private final int[] columnOfRow;
        private final boolean[] columnUsed;
        private final int[] freeRows;

        Run(int rows, int columns, Collection<Square> given, BiIntPredicate blocked, boolean empty, Attacks attacks, SearchObserver observer) {
            this.rows = rows;
            this.columns = columns;
            this.blocked = blocked;
            this.empty = empty;
            this.attacks = attacks;
            this.observer = observer;
            this.columnOfRow = new int[rows + 1];
            this.columnUsed = new boolean[columns + 1];
            for (Square queen : given) {
                columnOfRow[queen.row()] = queen.column();
                columnUsed[queen.column()] = true;
            }
            int[] free = new int[rows];
            int count = 0;
            for (int row = 1; row <= rows; row++) {
                if (columnOfRow[row] == 0) {
                    free[count++] = row;
                }
            }
            this.freeRows = Arrays.copyOf(free, count);
            checkStart();
        }

        private void checkStart() {
            if (start.length == 0) {
                return;
            }
            String given = startText();
            int n = rows;
            if (!empty) {
                throw new InvalidInputException("The start \"" + given + "\" resumes the search of the empty board; give either a start or a board.");
            }
            if (start.length >= n) {
                throw new InvalidInputException("The start \"" + given + "\" has " + start.length + " queens; it must leave a row to search on a board of size "
                        + n + " (at most " + (n - 1) + ").");
            }
            for (int row = 1; row <= start.length; row++) {
                int column = start[row - 1];
                if (column < 1 || column > n) {
                    throw new InvalidInputException("The start \"" + given + "\" puts row " + row + "'s queen in column " + column
                            + ", outside 1.." + n + ".");
                }
                for (int earlier = 1; earlier < row; earlier++) {
                    Conflict conflict = attacks.between(row, column, earlier, start[earlier - 1]);
                    if (conflict != null) {
                        throw new InvalidInputException("The start \"" + given + "\" is not feasible: the queen of row " + row + " (column " + column
                                + ") is attacked by the queen of row " + earlier + " (column " + start[earlier - 1] + "), "
                                + (conflict.rule() == Conflict.Rule.COLUMN ? "same column" : "same diagonal") + ".");
                    }
                }
            }
        }

        private String startText() {
            StringBuilder text = new StringBuilder();
            for (int column : start) {
                text.append(text.length() == 0 ? "" : " ").append(column);
            }
            return text.toString();
        }

        boolean run() {
            if (freeRows.length == 0) {
                return true;
            }
            return descend(0, true);
        }

        /** Searches the free rows from {@code depth} on; returns false when the observer stopped the search. */
        private boolean descend(int depth, boolean resuming) {
            int row = freeRows[depth];
            boolean last = depth == freeRows.length - 1;
            boolean startHere = resuming && depth < start.length;
            for (int column = startHere ? start[depth] : 1; column <= columns; column++) {
                boolean given = startHere && column == start[depth];
                if (!given) {
                    if (!everyColumn && columnUsed[column]) {
                        continue;
                    }
                    Conflict conflict = firstConflict(row, column);
                    if (conflict != null) {
                        if (!observer.onEvent(TraceEvent.reject(row, column, conflict))) {
                            return false;
                        }
                        continue;
                    }
                }
                set(row, column, true);
                if (!given && !observer.onEvent(last ? TraceEvent.solution(row, column) : TraceEvent.place(row, column))) {
                    return false;
                }
                if (!last && !descend(depth + 1, given)) {
                    return false;
                }
                set(row, column, false);
                if (!observer.onEvent(TraceEvent.backtrack(row, column))) {
                    return false;
                }
            }
            return true;
        }

        /**
         * The nearest queen that attacks (row, column), null when none does. Nearest first, as seed 004's
         * table stars it: on the empty board, the queen placed most recently.
         */
        private Conflict firstConflict(int row, int column) {
            if (blocked.test(row, column)) {
                return new Conflict(row, column, Conflict.Rule.BLOCKED);
            }
            for (int distance = 1; distance < rows; distance++) {
                for (int other : new int[] {row - distance, row + distance}) {
                    if (other >= 1 && other <= rows && columnOfRow[other] != 0) {
                        Conflict conflict = attacks.between(row, column, other, columnOfRow[other]);
                        if (conflict != null) {
                            return conflict;
                        }
                    }
                }
            }
            return null;
        }

        private void set(int row, int column, boolean occupied) {
            columnOfRow[row] = occupied ? column : 0;
            columnUsed[column] = occupied;
        }
    }
}
