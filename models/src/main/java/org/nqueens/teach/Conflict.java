package org.nqueens.teach;

/**
 * Why a square was refused: the queen that attacks it and the rule that failed. For two queens at
 * (i, j) and (k, l) the rules are the seed's: same column (j = l), or the same diagonal
 * (|j - l| = |i - k|; wrapping around on a torus), and for super-queens a knight's move. A blocked
 * square is refused by the board itself; its conflict names the
 * square. A constraint solver may also prune a square that no queen attacks, by reasoning over
 * several rows at once: rule {@code propagation}.
 *
 * @param row the row of the attacking queen (or of the blocked square)
 * @param column its column
 * @param rule the rule that failed
 */
public record Conflict(int row, int column, Rule rule) {

    /** The rule a refused square broke. */
    public enum Rule {
        /** Same column as a queen already placed: j = l. */
        COLUMN,
        /** Same diagonal as a queen already placed: |j - l| = |i - k|. */
        DIAGONAL,
        /** A knight's move from a piece already placed (super-queens). */
        KNIGHT,
        /** The square is blocked. */
        BLOCKED,
        /**
         * No single queen attacks the square: a constraint's reasoning over several rows removed it (an
         * allDifferent's bounds, a Hall interval). The square named is the decision or refutation whose
         * propagation removed it (at the root, the pruned square itself).
         */
        PROPAGATION;

        /** The name in JSON output: {@code column}, {@code diagonal}, {@code knight}, {@code blocked}, {@code propagation}. */
        public String jsonName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Validates the square and that a rule is given. */
    public Conflict {
        if (row < 1 || column < 1) {
            throw new IllegalArgumentException("The attacking square (" + row + ", " + column + ") must have row and column at least 1.");
        }
        if (rule == null) {
            throw new IllegalArgumentException("A conflict needs the rule that failed.");
        }
    }

    /**
     * The conflict of a queen tried at ({@code row}, {@code column}) with the queen at
     * ({@code otherRow}, {@code otherColumn}), or null when they do not attack each other. Rows
     * differ: a search places one queen a row.
     */
    static Conflict between(int row, int column, int otherRow, int otherColumn) {
        if (column == otherColumn) {
            return new Conflict(otherRow, otherColumn, Rule.COLUMN);
        }
        if (Math.abs(column - otherColumn) == Math.abs(row - otherRow)) {
            return new Conflict(otherRow, otherColumn, Rule.DIAGONAL);
        }
        return null;
    }
}
