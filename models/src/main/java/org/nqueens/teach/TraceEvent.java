package org.nqueens.teach;

import java.util.Locale;
import java.util.Optional;

/**
 * One step of a traced search.
 *
 * <ul>
 *   <li>{@code place}: a queen put on a square that no queen attacks; the search goes one level down.
 *   <li>{@code solution}: the queen that completes the board (a placement too).
 *   <li>{@code reject}: a square tried and refused, with the queen that attacks it and the rule.
 *   <li>{@code backtrack}: the queen on this square taken off again; its subtree is done.
 *   <li>{@code choose}: the search picks what to branch on next (dancing links: the item with the
 *       fewest options left, and how many it has); row and column are 0.
 *   <li>{@code pruned}: propagation removed this square from the choices of a later row, because of
 *       the queen named in the conflict.
 *   <li>{@code refute}: a constraint solver's right branch: after the branch that put a queen on this
 *       square is done, the solver posts that no queen of this row stands here, and propagates.
 *   <li>{@code fail}: propagation after the decision or refutation on this square emptied some row's
 *       choices: a dead end, found without trying a square.
 * </ul>
 *
 * @param kind what happened
 * @param row the row of the square (0 for {@code choose})
 * @param column the column of the square (0 for {@code choose})
 * @param conflict for {@code reject} and {@code pruned}: the attacking queen and the rule
 * @param choice for {@code choose}: what was chosen and how many options it had
 */
public record TraceEvent(Kind kind, int row, int column, Optional<Conflict> conflict, Optional<Choice> choice) {

    /** What a step did. */
    public enum Kind {
        /** A queen placed. */
        PLACE,
        /** A square refused. */
        REJECT,
        /** A queen taken off. */
        BACKTRACK,
        /** The queen that completes a solution. */
        SOLUTION,
        /** What to branch on. */
        CHOOSE,
        /** A square removed from a later row's choices by propagation. */
        PRUNED,
        /** A solver's decision on a square refuted: no queen of the row may stand there below this point. */
        REFUTE,
        /** Propagation after the decision or refutation on this square failed: a dead end. */
        FAIL;

        /** The name in JSON output: {@code place}, {@code reject}, ... */
        public String jsonName() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** Whether this step puts a queen on the board (a node of the search tree). */
        public boolean placesQueen() {
            return this == PLACE || this == SOLUTION;
        }
    }

    /**
     * What a search branches on.
     *
     * @param item the name of the item (dancing links: {@code r3} rank 3, {@code c5} file 5)
     * @param options how many options it had left when chosen
     */
    public record Choice(String item, int options) {

        /** Validates the name and the count. */
        public Choice {
            if (item == null || item.isBlank()) {
                throw new IllegalArgumentException("A choice needs the name of the item chosen.");
            }
            if (options < 0) {
                throw new IllegalArgumentException("The options (" + options + ") of item " + item + " must not be negative.");
            }
        }
    }

    /** Validates that each kind carries what it needs. */
    public TraceEvent {
        if (kind == null || conflict == null || choice == null) {
            throw new IllegalArgumentException("A trace event needs its kind; conflict and choice may be empty, not null.");
        }
        boolean onSquare = kind != Kind.CHOOSE;
        if (onSquare && (row < 1 || column < 1)) {
            throw new IllegalArgumentException("The square (" + row + ", " + column + ") of a " + kind.jsonName()
                    + " event must have row and column at least 1.");
        }
        if (!onSquare && (row != 0 || column != 0 || choice.isEmpty())) {
            throw new IllegalArgumentException("A choose event names an item, not a square.");
        }
        boolean needsConflict = kind == Kind.REJECT || kind == Kind.PRUNED;
        if (needsConflict != conflict.isPresent()) {
            throw new IllegalArgumentException("A " + kind.jsonName() + " event " + (needsConflict ? "needs" : "has no")
                    + " conflict.");
        }
    }

    /** A queen placed on (row, column). */
    public static TraceEvent place(int row, int column) {
        return new TraceEvent(Kind.PLACE, row, column, Optional.empty(), Optional.empty());
    }

    /** The queen on (row, column) that completes a solution. */
    public static TraceEvent solution(int row, int column) {
        return new TraceEvent(Kind.SOLUTION, row, column, Optional.empty(), Optional.empty());
    }

    /** The square (row, column) tried and refused because of {@code conflict}. */
    public static TraceEvent reject(int row, int column, Conflict conflict) {
        return new TraceEvent(Kind.REJECT, row, column, Optional.of(conflict), Optional.empty());
    }

    /** The queen on (row, column) taken off. */
    public static TraceEvent backtrack(int row, int column) {
        return new TraceEvent(Kind.BACKTRACK, row, column, Optional.empty(), Optional.empty());
    }

    /** The search branches on {@code item}, which has {@code options} options left. */
    public static TraceEvent choose(String item, int options) {
        return new TraceEvent(Kind.CHOOSE, 0, 0, Optional.empty(), Optional.of(new Choice(item, options)));
    }

    /** A solver's decision to put a queen on (row, column) refuted, the queen forbidden there from now on. */
    public static TraceEvent refute(int row, int column) {
        return new TraceEvent(Kind.REFUTE, row, column, Optional.empty(), Optional.empty());
    }

    /** Propagation after the decision or refutation on (row, column) failed. */
    public static TraceEvent fail(int row, int column) {
        return new TraceEvent(Kind.FAIL, row, column, Optional.empty(), Optional.empty());
    }

    /** The square (row, column) removed from its row's choices because of {@code conflict}. */
    public static TraceEvent pruned(int row, int column, Conflict conflict) {
        return new TraceEvent(Kind.PRUNED, row, column, Optional.of(conflict), Optional.empty());
    }
}
