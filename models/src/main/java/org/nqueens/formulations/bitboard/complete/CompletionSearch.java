package org.nqueens.formulations.bitboard.complete;

import org.nqueens.problem.Placement;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Stats;

/**
 * Depth-first search over the free rows of a {@link RowWords} model, with both sides of the
 * problem in view: each free row needs a column and each free column needs a row. At each step it
 * branches on the row with the fewest columns left or, when that is fewer, the column with the
 * fewest rows left (most constrained first: Golomb and Baumert's "search rearrangement", 1965; the
 * row-or-column choice is that of Knuth's Algorithm X on the exact-cover form), and a placed queen's
 * column and diagonals are struck from every other row at once (forward checking, Haralick and
 * Elliott 1980), so that a row without a column or a column without a row fails at once.
 * Resumable: {@link #advance} goes on to the next solution. Each level keeps its own copy of the
 * remaining rows' words, so backtracking restores nothing.
 *
 * <p>An {@link Observer} follows the search step by step (the teaching view {@code bitboard-completion} is this search
 * watched); a search that solves or counts has {@link Observer#NONE}, whose calls do nothing and compile away.
 */
public final class CompletionSearch implements ResumableSearch {

    /**
     * The steps of the search as they happen, rows and columns 1-based; every call returns whether to go on (false
     * stops the search: {@link #advance} then answers {@link Step#STOPPED}). Every queen placed is later taken back by
     * one {@link #backtrack}, unless the search stops first.
     */
    public interface Observer {

        /** Follows nothing: the search as it solves and counts. */
        Observer NONE = new Observer() {
        };

        /** The level branches on board row {@code line} (or, {@code onColumn}, on column {@code line}), with {@code options} squares. */
        default boolean choose(boolean onColumn, int line, int options) {
            return true;
        }

        /** A queen on ({@code row}, {@code column}); {@code solution} when it fills the last free row. */
        default boolean place(int row, int column, boolean solution) {
            return true;
        }

        /** The square ({@code row}, {@code column}) struck from its row's word by the queen just placed (forward checking). */
        default boolean prune(int row, int column) {
            return true;
        }

        /** The queen on ({@code row}, {@code column}) taken back. */
        default boolean backtrack(int row, int column) {
            return true;
        }
    }

    private static final int POLL_MASK = (1 << 12) - 1;

    private final RowWords model;
    private final Observer observer;
    /** Whether the observer follows the search: only then are the struck squares reported one by one. */
    private final boolean observed;
    private final int n;
    private final int size;
    private final Deadline deadline;
    private final int[] variables;
    private final long[] words;
    private final long[] openColumns;
    private final int[] branchColumn;
    private final int[] branchPosition;
    private final long[] untried;
    private final int[] placedVariable;
    private final int[] placedColumn;
    private int depth;
    /** Whether the observer has yet to see the queen of the solution last returned taken back. */
    private boolean solutionStanding;
    private boolean halted;
    private boolean started;
    private boolean finished;
    private long nodes;
    private long fails;
    private long steps;

    /** The search of {@code model}, polling {@code deadline}. */
    public CompletionSearch(RowWords model, Deadline deadline) {
        this(model, deadline, Observer.NONE);
    }

    /** The search of {@code model}, polling {@code deadline}, every step reported to {@code observer}. */
    public CompletionSearch(RowWords model, Deadline deadline, Observer observer) {
        this.model = model;
        this.observer = observer;
        this.observed = observer != Observer.NONE;
        this.n = model.free().n();
        this.size = model.size();
        this.deadline = deadline;
        this.variables = new int[(size + 1) * size];
        this.words = new long[(size + 1) * size];
        this.openColumns = new long[size + 1];
        this.branchColumn = new int[size];
        this.branchPosition = new int[size];
        this.untried = new long[size];
        this.placedVariable = new int[size];
        this.placedColumn = new int[size];
        for (int i = 0; i < size; i++) {
            variables[i] = i;
            words[i] = model.domain(i);
            openColumns[0] |= 1L << (model.free().column(i) - 1);
        }
    }

    @Override
    public Step advance() {
        if (halted) {
            return Step.STOPPED;
        }
        if (finished) {
            return Step.EXHAUSTED;
        }
        if (!started) {
            started = true;
            if (size == 0) {
                finished = true;
                return Step.SOLUTION;
            }
            if (!choose(0)) {
                if (halted) {
                    return Step.STOPPED;
                }
                fails++;
                finished = true;
                return Step.EXHAUSTED;
            }
        }
        if (solutionStanding) {
            solutionStanding = false;
            if (!takeBack(depth)) {
                return halt();
            }
        }
        while (true) {
            if ((++steps & POLL_MASK) == 0 && deadline.reached()) {
                return Step.STOPPED;
            }
            long rest = untried[depth];
            if (rest == 0) {
                if (depth == 0) {
                    finished = true;
                    return Step.EXHAUSTED;
                }
                depth--;
                if (observed && !takeBack(depth)) {
                    return halt();
                }
                continue;
            }
            long option = rest & -rest;
            untried[depth] = rest ^ option;
            int position;
            int column;
            if (branchColumn[depth] < 0) {
                position = branchPosition[depth];
                column = Long.numberOfTrailingZeros(option);
            } else {
                position = Long.numberOfTrailingZeros(option);
                column = branchColumn[depth];
            }
            placedVariable[depth] = variables[depth * size + position];
            placedColumn[depth] = column;
            nodes++;
            if (observed && !observer.place(model.row(placedVariable[depth]), column + 1, depth == size - 1)) {
                return halt();
            }
            if (depth == size - 1) {
                solutionStanding = observed;
                return Step.SOLUTION;
            }
            if (strike(depth, position, column) && choose(depth + 1)) {
                depth++;
            } else if (halted) {
                return Step.STOPPED;
            } else {
                fails++;
                if (observed && !takeBack(depth)) {
                    return halt();
                }
            }
        }
    }

    /** Tells the observer that the queen of {@code level} is taken back; false if it stops the search. */
    private boolean takeBack(int level) {
        return observer.backtrack(model.row(placedVariable[level]), placedColumn[level] + 1);
    }

    private Step halt() {
        halted = true;
        return Step.STOPPED;
    }

    @Override
    public Placement placement() {
        int[] columns = new int[size];
        for (int level = 0; level < size; level++) {
            columns[placedVariable[level]] = placedColumn[level] + 1;
        }
        return Placement.of(model.free().complete(columns));
    }

    @Override
    public String ending() {
        return "The search tried every placement left to the free rows and columns.";
    }

    /** Queens placed on squares still free. */
    @Override
    public Stats stats() {
        return Stats.builder().put(Stats.NODES, nodes).put(Stats.FAILS, fails).build();
    }

    long nodes() {
        return nodes;
    }

    /** Placements that left a row without a column or a column without a row. */
    long fails() {
        return fails;
    }

    /**
     * Chooses what the level branches on: the row with the fewest columns, or the open column with
     * the fewest rows when that is fewer; false if some row or open column has none left.
     */
    private boolean choose(int level) {
        int base = level * size;
        long once = 0;
        long twice = 0;
        long thrice = 0;
        int bestRow = -1;
        int fewest = Integer.MAX_VALUE;
        for (int j = level; j < size; j++) {
            long word = words[base + j];
            int count = Long.bitCount(word);
            if (count < fewest) {
                fewest = count;
                bestRow = j;
            }
            thrice |= twice & word;
            twice |= once & word;
            once |= word;
        }
        long open = openColumns[level];
        if (fewest == 0 || (open & ~once) != 0) {
            return false;
        }
        long single = open & ~twice;
        long pair = open & twice & ~thrice;
        if (single != 0 || (fewest > 2 && pair != 0)) {
            int column = Long.numberOfTrailingZeros(single != 0 ? single : pair);
            long rows = 0;
            for (int j = level; j < size; j++) {
                if ((words[base + j] & 1L << column) != 0) {
                    rows |= 1L << j;
                }
            }
            branchColumn[level] = column;
            untried[level] = rows;
        } else {
            branchColumn[level] = -1;
            branchPosition[level] = bestRow;
            untried[level] = words[base + bestRow];
        }
        boolean onColumn = branchColumn[level] >= 0;
        if (observed && !observer.choose(onColumn, onColumn ? branchColumn[level] + 1 : model.row(variables[base + bestRow]),
                Long.bitCount(untried[level]))) {
            halted = true;
            return false;
        }
        return true;
    }

    /**
     * Writes the next level: every other row's word without the squares the queen at
     * ({@code position}'s row, {@code column}) attacks; false if one empties.
     */
    private boolean strike(int level, int position, int column) {
        int base = level * size;
        int out = base + size + level + 1;
        int row = model.row(variables[base + position]);
        for (int j = level; j < size; j++) {
            if (j == position) {
                continue;
            }
            int variable = variables[base + j];
            long attacked = RowWords.attacks(n, column, Math.abs(model.row(variable) - row));
            long word = words[base + j] & ~attacked;
            if (observed && !reportStruck(model.row(variable), words[base + j] & attacked)) {
                return false;
            }
            if (word == 0) {
                return false;
            }
            variables[out] = variable;
            words[out] = word;
            out++;
        }
        openColumns[level + 1] = openColumns[level] & ~(1L << column);
        return true;
    }

    /** Reports the squares {@code struck} (column c as bit c - 1) from board row {@code row}, lowest first; false if the observer stops. */
    private boolean reportStruck(int row, long struck) {
        for (long bits = struck; bits != 0; bits &= bits - 1) {
            if (!observer.prune(row, Long.numberOfTrailingZeros(bits) + 1)) {
                halted = true;
                return false;
            }
        }
        return true;
    }
}
