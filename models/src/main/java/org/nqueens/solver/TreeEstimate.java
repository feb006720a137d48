package org.nqueens.solver;

import java.util.SplittableRandom;
import java.util.function.Supplier;

/**
 * Knuth's estimate of the size of a search tree (D. E. Knuth, "Estimating the efficiency of backtrack
 * programs", 1975): walk down from a node choosing a child at random; the products of the numbers of
 * children met, summed over the levels, estimate the nodes below without bias. A plan of parts ranks its
 * parts by it, seeded by the part, so that a plan is the same on every run. The children of a node are
 * the set bits of one word, as a bitboard search holds the free squares of a row.
 */
public final class TreeEstimate {

    private TreeEstimate() {
    }

    /** One walk down the tree, from the node estimated: the children of the node it stands on, and a step to one. */
    public interface Walk {

        /** The children of the current node, one set bit each (the free squares of the row). */
        long children();

        /** Goes down to the child {@code bit}, one of {@link #children()}. */
        void descend(long bit);
    }

    /** A seed for the walks below a prefix: {@code base} (the board, the variant) followed by the prefix's columns. */
    public static long seed(long base, int[] prefix) {
        long seed = base;
        for (int column : prefix) {
            seed = seed * 64 + column;
        }
        return seed;
    }

    /**
     * The mean, over {@code walks} walks each begun by {@code start}, of the nodes met in at most {@code levels}
     * levels below the start (the start itself not counted), the children chosen under {@code seed}.
     */
    public static double meanNodes(long seed, int walks, int levels, Supplier<Walk> start) {
        SplittableRandom random = new SplittableRandom(seed);
        double nodes = 0;
        for (int walk = 0; walk < walks; walk++) {
            Walk down = start.get();
            double paths = 1;
            for (int level = 0; level < levels; level++) {
                long free = down.children();
                int count = Long.bitCount(free);
                if (count == 0) {
                    break;
                }
                paths *= count;
                nodes += paths;
                for (int skip = random.nextInt(count); skip > 0; skip--) {
                    free &= free - 1;
                }
                down.descend(free & -free);
            }
        }
        return nodes / walks;
    }
}
