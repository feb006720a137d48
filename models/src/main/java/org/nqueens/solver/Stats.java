package org.nqueens.solver;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalLong;
import org.nqueens.problem.Quote;

/**
 * A formulation's own measures of work, under stable names. Each formulation reports those that
 * mean something for it; the names below are shared so that tables can put them side by side.
 *
 * @param values the measures by name, in the order they were recorded
 */
public record Stats(Map<String, Long> values) {

    /** Queens put on a safe square by a backtracking search (the seed table's measure). */
    public static final String PLACEMENTS = "placements";
    /** Search nodes. */
    public static final String NODES = "nodes";
    /** Failed nodes. */
    public static final String FAILS = "fails";
    /** Backtracks. */
    public static final String BACKTRACKS = "backtracks";
    /** Link updates of dancing links. */
    public static final String UPDATES = "updates";
    /** Conflicts of a clause-learning solver. */
    public static final String CONFLICTS = "conflicts";
    /** Branches of a clause-learning solver. */
    public static final String BRANCHES = "branches";
    /** Repair steps of a local search. */
    public static final String STEPS = "steps";
    /** Sub-problems a cube and conquer split the board into (absent where it did not split it). */
    public static final String CUBES = "cubes";
    /** The parts a count split its search into (absent where it did not split it). */
    public static final String SUBPROBLEMS = "subproblems";
    /** The parts of a split count that were searched to their end. */
    public static final String SUBPROBLEMS_DONE = "subproblems_done";

    private static final Stats EMPTY = new Stats(Map.of());

    /** Copies the measures, keeping their order, and checks every name is a plain word. */
    public Stats {
        Map<String, Long> copy = new LinkedHashMap<>();
        values.forEach((name, value) -> {
            if (name == null || !name.matches("[a-zA-Z][a-zA-Z0-9_]*")) {
                throw new IllegalArgumentException("The statistic name " + Quote.of(name) + " must be a word of letters, digits and '_'.");
            }
            if (value == null) {
                throw new IllegalArgumentException("The statistic " + Quote.of(name) + " has no value.");
            }
            copy.put(name, value);
        });
        values = Collections.unmodifiableMap(copy);
    }

    /** No measures. */
    public static Stats empty() {
        return EMPTY;
    }

    /** One measure. */
    public static Stats of(String name, long value) {
        return new Stats(Map.of(name, value));
    }

    /** A builder that keeps the order in which measures are put. */
    public static Builder builder() {
        return new Builder();
    }

    /** The measure named {@code name}, if recorded. */
    public OptionalLong get(String name) {
        Long value = values.get(name);
        return value == null ? OptionalLong.empty() : OptionalLong.of(value);
    }

    /** Collects measures in order. */
    public static final class Builder {
        private final Map<String, Long> values = new LinkedHashMap<>();

        private Builder() {
        }

        /** Records a measure, replacing one of the same name. */
        public Builder put(String name, long value) {
            values.put(name, value);
            return this;
        }

        /** The measures recorded so far. */
        public Stats build() {
            return new Stats(values);
        }
    }
}
