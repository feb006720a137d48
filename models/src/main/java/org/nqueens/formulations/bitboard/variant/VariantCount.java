package org.nqueens.formulations.bitboard.variant;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Tally;
import org.nqueens.solver.TreeEstimate;
import org.nqueens.solver.WorkSplitter;

/**
 * Counting a variant's empty n x n board: the placements of its first rows, up to symmetry, are
 * the parts that {@link WorkSplitter} runs on every thread, each searched below by
 * {@link TorusSearch} or {@link SuperQueenSearch}.
 *
 * <p>The symmetries used, each a bijection of solutions, so the count is exact:
 * <ul>
 * <li>the left-right mirror, on both boards: a prefix and its mirror image have mirrored subtrees,
 *     so only the prefixes no greater than their image (column by column) are searched, those
 *     smaller counted twice;</li>
 * <li>on the torus, the translations of the columns: shifting every queen k columns (mod n) maps
 *     solutions onto solutions, and each solution has exactly one translate whose first row's queen
 *     stands in column 0, so the count is n times the solutions with the first queen in column 0.
 *     The mirror used there is c to -c (mod n), which keeps column 0.</li>
 * </ul>
 */
public final class VariantCount {

    /** How many rows the torus's prefixes hold (the first fixed in column 0), fewer on smaller boards. */
    static final int TORUS_PREFIX_ROWS = 4;
    /** How many rows the super-queens' prefixes hold, fewer on smaller boards. */
    static final int SUPER_QUEEN_PREFIX_ROWS = 3;
    /** How many random walks estimate the work of a part. */
    private static final int ESTIMATE_WALKS = 64;

    private final RowVariant variant;
    private final int n;
    private final WorkSplitter<VariantPrefix, VariantCounts> splitter;

    private VariantCount(RowVariant variant, int n) {
        if (n < 1 || n > Long.SIZE) {
            throw new IllegalArgumentException("The board size n (" + n + ") must lie between 1 and " + Long.SIZE
                    + " for the bitboard counter.");
        }
        this.variant = variant;
        this.n = n;
        List<VariantPrefix> parts = new ArrayList<>();
        int depth = Math.min(n, variant == RowVariant.TORUS ? TORUS_PREFIX_ROWS : SUPER_QUEEN_PREFIX_ROWS);
        prefixes(depth, new int[depth], 0, 0, 0, 0, 0, 0, parts);
        this.splitter = WorkSplitter.of(parts, VariantCounts.SUM);
    }

    /** The plan of the count of {@code variant} on the empty n x n board. */
    public static VariantCount plan(RowVariant variant, int n) {
        return new VariantCount(variant, n);
    }

    /** The parts of the plan. */
    List<VariantPrefix> parts() {
        return splitter.parts();
    }

    /** Counts on the settings' threads until {@code clock} (the run's deadline, already started) is reached. */
    public Tally count(Deadline clock, SearchSettings settings) {
        WorkSplitter.Outcome<VariantCounts> outcome = splitter.run(clock, settings.threads(), settings.progress(), Worker::new,
                WorkSplitter.Journal.none());
        Stats stats = Stats.builder().put(Stats.NODES, outcome.sum().nodes())
                .put(Stats.SUBPROBLEMS, outcome.parts()).put(Stats.SUBPROBLEMS_DONE, outcome.partsDone()).build();
        return new Tally(outcome.sum().solutions(), OptionalLong.empty(), outcome.complete(), stats);
    }

    /**
     * Lists the safe placements of the first {@code depth} rows that are no greater than their
     * mirror image (on the torus, those with the first queen in column 0).
     */
    private void prefixes(int depth, int[] columns, int row, long cols, long ld, long rd, long previous, long second,
                          List<VariantPrefix> parts) {
        long free = variant.free(n, cols, ld, rd, previous, second);
        if (row == 0 && variant == RowVariant.TORUS) {
            free &= 1L;
        }
        while (free != 0) {
            long bit = free & -free;
            free ^= bit;
            columns[row] = Long.numberOfTrailingZeros(bit);
            long nc = cols | bit;
            long nl = variant.nextLeft(n, ld, bit);
            long nr = variant.nextRight(n, rd, bit);
            if (row + 1 < depth) {
                prefixes(depth, columns, row + 1, nc, nl, nr, bit, previous, parts);
                continue;
            }
            int order = compareWithMirror(columns);
            if (order > 0) {
                continue;
            }
            List<Integer> prefix = new ArrayList<>(depth);
            for (int column : columns) {
                prefix.add(column);
            }
            int multiplicity = (order < 0 ? 2 : 1) * (variant == RowVariant.TORUS ? n : 1);
            parts.add(new VariantPrefix(variant, n, prefix, multiplicity, estimate(depth, nc, nl, nr, bit, previous, columns)));
        }
    }

    private int compareWithMirror(int[] columns) {
        for (int column : columns) {
            int mirror = variant.mirror(n, column);
            if (column != mirror) {
                return column < mirror ? -1 : 1;
            }
        }
        return 0;
    }

    /**
     * An estimate of the queens placed below a prefix, one more than Knuth's estimate of the size
     * of a search tree (1975): random walks down from the prefix, each summing the products of the
     * numbers of free squares met; seeded by the prefix, so a plan is the same on every run.
     */
    private long estimate(int row, long cols, long ld, long rd, long previous, long second, int[] prefix) {
        double nodes = TreeEstimate.meanNodes(TreeEstimate.seed(n * 2L + variant.ordinal(), prefix), ESTIMATE_WALKS, n - row,
                () -> new VariantWords(variant, n, cols, ld, rd, previous, second));
        return 1 + Math.round(nodes);
    }

    /** One thread's search, made when first needed. */
    private static final class Worker implements WorkSplitter.Worker<VariantPrefix, VariantCounts> {
        private TorusSearch torus;
        private SuperQueenSearch superQueens;

        @Override
        public Optional<VariantCounts> search(VariantPrefix part, Deadline deadline) {
            if (part.variant() == RowVariant.TORUS) {
                if (torus == null) {
                    torus = new TorusSearch(part.n());
                }
                return torus.count(part, deadline);
            }
            if (superQueens == null) {
                superQueens = new SuperQueenSearch(part.n());
            }
            return superQueens.count(part, deadline);
        }
    }
}
