package org.nqueens.dlx;

import static org.nqueens.dlx.OptionLinks.DOWN;
import static org.nqueens.dlx.OptionLinks.OPTION;
import static org.nqueens.dlx.OptionLinks.STRIDE;
import static org.nqueens.dlx.OptionLinks.TOP;
import static org.nqueens.dlx.OptionLinks.UP;

import java.util.Arrays;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.BooleanSupplier;

/**
 * The most options no two of which share an item: maximum packing by Algorithm X with dancing links
 * (D. E. Knuth, <i>The Art of Computer Programming</i> 4B, 7.2.2.1), with a bound. Placing the most
 * pieces none attacking another is the example: an option is a square with the lines through it and
 * the jumps it makes, and a packing is a placement.
 *
 * <p>The problem is an {@link ExactCover} in which every item is covered <em>at most</em> once, and the
 * primary items play a part of their own: every option must contain at least one of them (the rows of
 * the board, say), so that a packing has at most one option a primary item. The search branches, as
 * DLX1 does, on the uncovered primary item with the fewest live options; besides each of those options
 * it tries leaving the item empty, as if the item had a slack option of its own. Every packing is met
 * on exactly one path, which is what lets the largest packings be counted.
 *
 * <p>The bound: with d options chosen, at most one more fits each uncovered primary item that still
 * has a live option (every live option holds such an item, and no two chosen ones share it), so a node
 * is cut when d plus their number cannot beat the best packing so far. At the root that number is the
 * bound reported when the search is stopped before its end.
 *
 * <p>Each instance owns its links and is meant for one thread; {@link #maximise()} then, optionally,
 * {@link #countMaximum()}.
 */
public final class MaximumPacking extends OptionLinks {

    /** DLX1's vertical lists, every list in option order: nodes of TOP (item, or the length of an item's list in its header), UP, DOWN, OPTION. */
    private final int[] nd;
    /** The first node of each option. */
    private final int[] first;
    private final int[] chosen;

    private boolean ran;

    private int[] best;
    private int bestSize = -1;
    private int rootBound;

    private MaximumPacking(ExactCover problem) {
        super(everyOptionHoldingPrimary(problem));
        this.nd = new int[(int) DancingLinks.nodeCount(items, options, problem.entryCount()) * STRIDE];
        this.first = new int[options];
        link();
        this.chosen = new int[Math.min(options, problem.primaryCount()) + 1];
    }

    private static ExactCover everyOptionHoldingPrimary(ExactCover problem) {
        for (int option = 0; option < problem.optionCount(); option++) {
            boolean holdsPrimary = false;
            for (int item : problem.option(option)) {
                holdsPrimary |= problem.isPrimary(item);
            }
            if (!holdsPrimary) {
                throw new IllegalArgumentException("Option " + option + " holds no primary item; a packing bounds itself by the"
                        + " primary items, so every option must hold one.");
            }
        }
        return problem;
    }

    /** Builds the vertical lists: a header for every item, then every option's entries, each option followed by a spacer. */
    private void link() {
        for (int i = 1; i <= items; i++) {
            int header = i * STRIDE;
            nd[header + UP] = header;
            nd[header + DOWN] = header;
            nd[header + OPTION] = -1;
        }
        int node = (items + 1) * STRIDE;
        nd[node + OPTION] = -1;
        for (int option = 0; option < options; option++) {
            first[option] = node + STRIDE;
            for (int e = problem.optionStart(option); e < problem.optionStart(option + 1); e++) {
                node += STRIDE;
                appendToList(nd, node, problem.entry(e) + 1);
                nd[node + OPTION] = option;
            }
            node += STRIDE;
            nd[node + OPTION] = -1;
        }
    }

    /** A fresh search for the largest packings of {@code problem} (every option holding a primary item). */
    public static MaximumPacking of(ExactCover problem) {
        return new MaximumPacking(problem);
    }

    /** Ends the search as soon as {@code condition} holds; it is polled every few thousand nodes, or every node on large matrices. Returns this search. */
    public MaximumPacking stopWhen(BooleanSupplier condition) {
        stopAlsoWhen(condition, ran, "maximise");
        return this;
    }

    /**
     * Searches for a largest packing: finds larger and larger ones until none larger can exist, or the
     * stop condition holds. Returns whether the search ran to its end (the best is then proved largest).
     * Runs once; later calls return the same.
     */
    public boolean maximise() {
        if (!ran) {
            ran = true;
            rootBound = openWithOptions();
            search(0, false);
        }
        return !stopped;
    }

    /**
     * The number of packings of the largest size, after {@link #maximise()} ran to its end (it runs
     * first if it has not run); empty when the search, or this count, was stopped.
     */
    public OptionalLong countMaximum() {
        if (!maximise()) {
            return OptionalLong.empty();
        }
        long counted = search(0, true);
        return stopped ? OptionalLong.empty() : OptionalLong.of(counted);
    }

    /**
     * One node: in maximising mode, looks for packings larger than the best so far; in counting mode,
     * counts the packings of exactly the largest size. Restores the links before returning.
     */
    private long search(int level, boolean counting) {
        if (stops()) {
            return 0;
        }
        int open = openWithOptions();
        if (open == 0) {
            if (counting) {
                return level == bestSize ? 1 : 0;
            }
            if (level > bestSize) {
                bestSize = level;
                best = Arrays.copyOf(chosen, level);
            }
            return 0;
        }
        if (counting ? level + open < bestSize : level + open <= bestSize) {
            return 0;
        }
        int item = fewestOptions();
        int header = item * STRIDE;
        long found = 0;
        cover(item);
        for (int p = nd[header + DOWN]; p != header && !stopped; p = nd[p + DOWN]) {
            chosen[level] = nd[p + OPTION];
            coverOthers(p);
            found += search(level + 1, counting);
            uncoverOthers(p);
        }
        // The item left empty: its options stay hidden while the search goes on without it.
        if (!stopped) {
            found += search(level, counting);
        }
        uncover(item);
        return found;
    }

    /** How many uncovered primary items still have a live option. */
    private int openWithOptions() {
        int open = 0;
        for (int p = rlink[0]; p != 0; p = rlink[p]) {
            if (nd[p * STRIDE + TOP] > 0) {
                open++;
            }
        }
        return open;
    }

    /** The uncovered primary item with the fewest live options but at least one, leftmost among equals (as a header index). */
    private int fewestOptions() {
        int best = 0;
        int fewest = Integer.MAX_VALUE;
        for (int p = rlink[0]; p != 0; p = rlink[p]) {
            int len = nd[p * STRIDE + TOP];
            if (len > 0 && len < fewest) {
                fewest = len;
                best = p;
            }
        }
        return best;
    }

    /** Applies the option of node {@code xl}: covers its other items, left to right. */
    private void coverOthers(int xl) {
        int option = nd[xl + OPTION];
        for (int q = first[option]; nd[q + OPTION] == option; q += STRIDE) {
            if (q != xl) {
                cover(nd[q + TOP]);
            }
        }
    }

    /** Undoes {@link #coverOthers}, right to left. */
    private void uncoverOthers(int xl) {
        int option = nd[xl + OPTION];
        int q = first[option];
        while (nd[q + STRIDE + OPTION] == option) {
            q += STRIDE;
        }
        for (; q >= first[option]; q -= STRIDE) {
            if (q != xl) {
                uncover(nd[q + TOP]);
            }
        }
    }

    /** Knuth's cover: the item leaves the list of items (if primary) and every option holding it leaves the other lists. */
    private void cover(int i) {
        final int[] nd = this.nd;
        int header = i * STRIDE;
        for (int p = nd[header + DOWN]; p != header; p = nd[p + DOWN]) {
            hideOption(nd[p + OPTION], p);
        }
        if (problem.isPrimary(i - 1)) {
            rlink[llink[i]] = rlink[i];
            llink[rlink[i]] = llink[i];
        }
        updates++;
    }

    private void uncover(int i) {
        final int[] nd = this.nd;
        int header = i * STRIDE;
        if (problem.isPrimary(i - 1)) {
            rlink[llink[i]] = i;
            llink[rlink[i]] = i;
        }
        for (int p = nd[header + UP]; p != header; p = nd[p + UP]) {
            unhideOption(nd[p + OPTION], p);
        }
    }

    /**
     * Takes {@code option} out of the lists of its items, all but the list through node {@code kept},
     * counting an update for each node taken out.
     */
    private void hideOption(int option, int kept) {
        final int[] nd = this.nd;
        for (int q = first[option]; nd[q + OPTION] == option; q += STRIDE) {
            if (q == kept) {
                continue;
            }
            int u = nd[q + UP];
            int d = nd[q + DOWN];
            nd[u + DOWN] = d;
            nd[d + UP] = u;
            nd[nd[q + TOP] * STRIDE + TOP]--;
            updates++;
        }
    }

    /** Undoes {@link #hideOption}, right to left. */
    private void unhideOption(int option, int kept) {
        final int[] nd = this.nd;
        int q = first[option];
        while (nd[q + STRIDE + OPTION] == option) {
            q += STRIDE;
        }
        for (; q >= first[option]; q -= STRIDE) {
            if (q == kept) {
                continue;
            }
            nd[nd[q + UP] + DOWN] = q;
            nd[nd[q + DOWN] + UP] = q;
            nd[nd[q + TOP] * STRIDE + TOP]++;
        }
    }

    /** The largest packing found (option numbers, a fresh array, in the order chosen), empty before the search. */
    public Optional<int[]> best() {
        return best == null ? Optional.empty() : Optional.of(best.clone());
    }

    /** The size of the largest packing found, -1 before the search. */
    public int bestSize() {
        return bestSize;
    }

    /**
     * The proved upper bound on a packing's size: the best size once {@link #maximise()} ran to its
     * end, otherwise the bound at the root (the primary items that have an option).
     */
    public int upperBound() {
        if (!ran) {
            throw new IllegalStateException("The search has not run; call maximise() first.");
        }
        return stopped ? rootBound : bestSize;
    }
}
