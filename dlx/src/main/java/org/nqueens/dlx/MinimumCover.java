package org.nqueens.dlx;

import java.util.Arrays;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.BooleanSupplier;

/**
 * The fewest options that cover every primary item at least once and no secondary item twice: set
 * cover (and, with secondary items, set cover under packing constraints) by Algorithm X's branching,
 * with a bound, in the manner of Knuth's DLX1 (<i>The Art of Computer Programming</i> 4B, 7.2.2.1),
 * each item's live options kept as a sparse set (as in his dancing cells) rather than linked.
 * Dominating a board is the example: the primary items are the squares to dominate, an option is a
 * piece on a square with every square it dominates, and for independent domination the secondary
 * items are the lines and jumps a piece occupies, so that two chosen pieces never share one.
 *
 * <p>The problem is an {@link ExactCover} read differently: a primary item is to be covered <em>at
 * least</em> once, not exactly once. The search branches on the uncovered primary item with the fewest
 * live options (ties leftmost), tries them most-covering first, and after trying one excludes it from
 * its siblings' subtrees; so each set of options is reached on one path at most, and every minimal cover
 * on exactly one, which is what lets minimum covers be counted. Choosing an option covers its primary
 * items (they leave the list of items still to cover, and every other option's count of uncovered items
 * it would cover drops) and, as in exact cover, hides every other option that shares one of its
 * secondary items.
 *
 * <p>The search deepens: after a greedy first cover of g options, it looks for a cover of at most
 * m options for m = the root's lower bound, m + 1, ..., g - 1, and the first it finds is a smallest one;
 * each search that ends without one proves that m + 1 options are needed. The bound within a search:
 * with d options chosen, the k = m - d options still to choose must cover the u uncovered items.
 * A node is cut when the k largest counts of uncovered items among the live options add up to less
 * than u (this implies ceil(u / the largest count) > k), or when more than k uncovered items are
 * pairwise <em>disjoint</em>, no live option containing two of them, for each of those needs an option of
 * its own (the items are picked greedily). The same two bounds at the root, before any choice, start the
 * deepening; a search stopped before its end reports the bound proved so far.
 *
 * <p>The live options of each item are a sparse set, as in Knuth's dancing cells ({@link DancingCells}):
 * the options of an item lie side by side, the live ones first; hiding an option swaps it, in each of
 * its items, with the last live one and shrinks the size, and unhiding only grows the size back, hides
 * and unhides being nested. Covering an item then reads its live options from one run of memory
 * instead of chasing DLX1's links from node to node, which was most of the search's time. A set's
 * order changes with every swap, so where the order counts (the tries of a level) the options are
 * taken in their numbers' order, which is the order DLX1's lists keep; the search, its nodes and its
 * updates are those of the links.
 *
 * <p>Each instance owns its sets and is meant for one thread; {@link #minimise()} then, optionally,
 * {@link #countMinimum()}.
 */
public final class MinimumCover extends OptionLinks {

    /**
     * Taken off a hidden option's count: more than any option's items (the links' guard keeps a matrix under
     * 2^29 nodes), so a hidden option's count is negative, and its count is left alone while it is hidden.
     */
    private static final int HIDDEN = 1 << 30;

    /** How {@link #minimise()} ended. */
    public enum Outcome {
        /** A cover was found and no smaller one exists. */
        OPTIMAL,
        /** No set of options covers every primary item (some item has no option, or the secondary items forbid it). */
        NO_COVER,
        /** The stop condition held before the search ended; {@link #best()} and {@link #lowerBound()} say how far it got. */
        STOPPED
    }

    /** Where each item's set begins in {@link #member}, by item number + 1 (as the primary list numbers items), and where the last ends. */
    private final int[] begin;
    /** How many options of each item are live, by item number + 1: the first of its set. */
    private final int[] live;
    /** The items' sets of options, side by side, and the entry (index into the problem's entries) of each. */
    private final int[] member;
    private final int[] memberEntry;
    /** Where each entry sits in {@link #member}. */
    private final int[] place;
    /** Each option's entries run from optionStart[option] to optionStart[option + 1]; the item of each, + 1. */
    private final int[] optionStart;
    private final int[] itemOf;
    /**
     * For each option, how many of its primary items are still uncovered; less {@link #HIDDEN} while it is
     * hidden, so that one test (a count above 0) finds the live options that cover something.
     */
    private final int[] uncoveredIn;
    /** How many times each option is hidden (by a choice, an exclusion or a secondary item). */
    private final int[] hidden;
    /** The level at which each primary item was covered, -1 while it is not. */
    private final int[] coveredAt;
    /** The options chosen, level by level. */
    private final int[] chosen;
    /** For each level, the live options of its branching item, in the order they are tried. */
    private final int[][] tries;
    /** Scratch for the bounds: option marks, the k largest counts. */
    private final int[] mark;
    private int markStamp;
    private final int[] largest;

    private int uncovered;

    /** The best cover found, its size ({@link Integer#MAX_VALUE} while none), and the root's lower bound. */
    private int[] best;
    private int bestSize = Integer.MAX_VALUE;
    private int rootBound;
    /** The lower bound proved so far: the root's, raised by one by every search for a cover of at most that many that ends without one. */
    private int provedBound;
    /** The most options the current search looks for, and whether it has found a cover. */
    private int limit;
    private boolean found;
    private Outcome outcome;

    private MinimumCover(ExactCover problem) {
        super(problem);
        this.optionStart = new int[options + 1];
        this.itemOf = new int[problem.entryCount()];
        this.begin = new int[items + 2];
        this.live = new int[items + 1];
        for (int option = 0; option < options; option++) {
            optionStart[option + 1] = problem.optionStart(option + 1);
            for (int e = problem.optionStart(option); e < optionStart[option + 1]; e++) {
                itemOf[e] = problem.entry(e) + 1;
                live[itemOf[e]]++;
            }
        }
        for (int i = 1; i <= items; i++) {
            begin[i + 1] = begin[i] + live[i];
        }
        this.member = new int[problem.entryCount()];
        this.memberEntry = new int[problem.entryCount()];
        this.place = new int[problem.entryCount()];
        int[] filled = new int[items + 1];
        for (int option = 0; option < options; option++) {
            for (int e = optionStart[option]; e < optionStart[option + 1]; e++) {
                int at = begin[itemOf[e]] + filled[itemOf[e]]++;
                member[at] = option;
                memberEntry[at] = e;
                place[e] = at;
            }
        }
        this.uncoveredIn = new int[options];
        this.hidden = new int[options];
        this.coveredAt = new int[items];
        int depth = Math.min(options, problem.primaryCount()) + 1;
        this.chosen = new int[depth];
        this.tries = new int[depth][];
        this.mark = new int[options];
        this.largest = new int[depth + 1];
        countUncovered();
    }

    /** A fresh search for the smallest covers of {@code problem}'s primary items (at least once each). */
    public static MinimumCover of(ExactCover problem) {
        return new MinimumCover(problem);
    }

    /** The counts the bounds start from: every primary item uncovered, and each option's primary items. */
    private void countUncovered() {
        Arrays.fill(coveredAt, -1);
        uncovered = problem.primaryCount();
        for (int option = 0; option < options; option++) {
            for (int e = problem.optionStart(option); e < problem.optionStart(option + 1); e++) {
                if (problem.isPrimary(problem.entry(e))) {
                    uncoveredIn[option]++;
                }
            }
        }
    }

    /** Ends the search as soon as {@code condition} holds; it is polled every few thousand nodes, or every node on large matrices. Returns this search. */
    public MinimumCover stopWhen(BooleanSupplier condition) {
        stopAlsoWhen(condition, outcome != null, "minimise");
        return this;
    }

    /**
     * Searches for a smallest cover: a greedy cover first (the option covering most, again and again),
     * then, for k = the root's lower bound, k + 1, ..., a search for a cover of at most k options, until
     * one is found (it has k options, none smaller exists) or k reaches the greedy cover's size. Each
     * search that ends without a cover proves the lower bound k + 1, so a stopped search still reports
     * the best bound proved. Runs once; later calls return the same outcome.
     */
    public Outcome minimise() {
        if (outcome != null) {
            return outcome;
        }
        rootBound = lowerBound(Integer.MAX_VALUE);
        if (rootBound == Integer.MAX_VALUE) {
            outcome = Outcome.NO_COVER;
            return outcome;
        }
        greedy();
        provedBound = rootBound;
        // A minimal cover has at most one option for each primary item it covers alone.
        int mostUseful = Math.min(options, problem.primaryCount());
        while (provedBound < bestSize && provedBound <= mostUseful) {
            limit = provedBound;
            found = false;
            search(0, false);
            if (stopped) {
                outcome = Outcome.STOPPED;
                return outcome;
            }
            if (found) {
                break;
            }
            provedBound++;
        }
        if (best == null) {
            outcome = Outcome.NO_COVER;
        } else {
            provedBound = bestSize;
            outcome = Outcome.OPTIMAL;
        }
        return outcome;
    }

    /**
     * The number of covers of the minimum size, after {@link #minimise()} returned
     * {@link Outcome#OPTIMAL} (0 after {@link Outcome#NO_COVER}); runs {@link #minimise()} first if it
     * has not run. Empty when the search, or this count, was stopped.
     */
    public OptionalLong countMinimum() {
        Outcome result = minimise();
        if (result == Outcome.NO_COVER) {
            return OptionalLong.of(0);
        }
        if (result != Outcome.OPTIMAL) {
            return OptionalLong.empty();
        }
        limit = bestSize;
        found = false;
        long counted = search(0, true);
        return stopped ? OptionalLong.empty() : OptionalLong.of(counted);
    }

    /**
     * A first cover, to stop the deepening early: the live option covering most uncovered items, again
     * and again (its secondary items hiding the options they clash with), until every item is covered or
     * an uncovered item has no live option left. Leaves the links as it found them.
     */
    private void greedy() {
        int level = 0;
        while (uncovered > 0) {
            int widest = -1;
            for (int option = 0; option < options; option++) {
                if (uncoveredIn[option] > 0 && (widest < 0 || uncoveredIn[option] > uncoveredIn[widest])) {
                    widest = option;
                }
            }
            int neediest = fewestOptions();
            if (widest < 0 || live[neediest] == 0) {
                break;
            }
            choose(level++, widest);
        }
        if (uncovered == 0) {
            bestSize = level;
            best = Arrays.copyOf(chosen, level);
        }
        while (level > 0) {
            level--;
            unchoose(level, chosen[level]);
        }
    }

    /**
     * One node at level {@code level}: looks for a cover of at most {@link #limit} options (and stops at
     * the first), or, counting, counts the covers of exactly that many. Restores the links before
     * returning, stopped or not.
     */
    private long search(int level, boolean counting) {
        if (stops()) {
            return 0;
        }
        if (uncovered == 0) {
            if (!counting) {
                bestSize = level;
                best = Arrays.copyOf(chosen, level);
                found = true;
            }
            return 1;
        }
        int allowed = limit - level;
        if (allowed <= 0 || lowerBound(allowed) > allowed) {
            return 0;
        }
        int item = fewestOptions();
        int tries = live[item];
        if (tries == 0) {
            return 0;
        }
        int[] order = orderOfTries(level, item, tries);
        long covers = 0;
        int excluded = 0;
        for (int k = 0; k < tries && !stopped && !found; k++) {
            int option = order[k];
            choose(level, option);
            covers += search(level + 1, counting);
            unchoose(level, option);
            hide(option);
            excluded++;
        }
        for (int k = excluded - 1; k >= 0; k--) {
            unhide(order[k]);
        }
        return covers;
    }

    /**
     * The {@code count} live options of {@code item}, most uncovered items first, then by number (the order
     * of DLX1's lists, which the set's swaps do not keep).
     */
    private int[] orderOfTries(int level, int item, int count) {
        int[] order = tries[level];
        if (order == null || order.length < count) {
            order = new int[Math.max(count, 8)];
            tries[level] = order;
        }
        int from = begin[item];
        for (int n = 0; n < count; n++) {
            int option = member[from + n];
            int covering = uncoveredIn[option];
            int k = n;
            while (k > 0 && (uncoveredIn[order[k - 1]] < covering || uncoveredIn[order[k - 1]] == covering && order[k - 1] > option)) {
                order[k] = order[k - 1];
                k--;
            }
            order[k] = option;
        }
        return order;
    }

    /** The uncovered primary item with the fewest live options, leftmost among equals (item number + 1). */
    private int fewestOptions() {
        return OptionLinks.leftmostFewest(live, 1, rlink);
    }

    /**
     * A lower bound on the options still needed to cover the uncovered items, exact up to {@code cap}
     * (a larger value only says "more than cap"); {@link Integer#MAX_VALUE} when some uncovered item has
     * no live option.
     */
    private int lowerBound(int cap) {
        if (uncovered == 0) {
            return 0;
        }
        int byCounts = byLargestCounts(cap);
        if (byCounts > cap) {
            return byCounts;
        }
        return Math.max(byCounts, byDisjointItems(cap));
    }

    /** The fewest live options whose counts of uncovered items, the largest first, add up to the uncovered items. */
    private int byLargestCounts(int cap) {
        int k = Math.min(cap, largest.length - 1);
        int held = 0;
        // A count must be above 0 (negative: hidden), and once k are held, above the smallest of them.
        int least = 0;
        for (int option = 0; option < options; option++) {
            int count = uncoveredIn[option];
            if (count <= least) {
                continue;
            }
            int at = held < k ? held++ : k - 1;
            while (at > 0 && largest[at - 1] < count) {
                largest[at] = largest[at - 1];
                at--;
            }
            largest[at] = count;
            if (held == k) {
                least = largest[k - 1];
            }
        }
        int sum = 0;
        for (int j = 0; j < held; j++) {
            sum += largest[j];
            if (sum >= uncovered) {
                return j + 1;
            }
        }
        return held < k ? Integer.MAX_VALUE : k + 1;
    }

    /** How many uncovered items, picked greedily, share no live option pairwise (each needs its own option). */
    private int byDisjointItems(int cap) {
        int stamp = ++markStamp;
        int disjoint = 0;
        for (int i = rlink[0]; i != 0; i = rlink[i]) {
            int from = begin[i];
            int to = from + live[i];
            if (from == to) {
                return Integer.MAX_VALUE;
            }
            boolean free = true;
            for (int k = from; k < to && free; k++) {
                free = mark[member[k]] != stamp;
            }
            if (free) {
                for (int k = from; k < to; k++) {
                    mark[member[k]] = stamp;
                }
                if (++disjoint > cap) {
                    return disjoint;
                }
            }
        }
        return disjoint;
    }

    /** Takes {@code option} at {@code level}: out of every set, its secondary items' other options hidden, its primary items covered. */
    private void choose(int level, int option) {
        chosen[level] = option;
        hide(option);
        for (int e = optionStart[option]; e < optionStart[option + 1]; e++) {
            int item = itemOf[e];
            if (!problem.isPrimary(item - 1)) {
                hideOthersOf(item);
            } else if (coveredAt[item - 1] < 0) {
                coverItem(item, level);
            }
        }
    }

    /** Undoes {@link #choose}, right to left. */
    private void unchoose(int level, int option) {
        for (int e = optionStart[option + 1] - 1; e >= optionStart[option]; e--) {
            int item = itemOf[e];
            if (!problem.isPrimary(item - 1)) {
                unhideOthersOf(item);
            } else if (coveredAt[item - 1] == level) {
                uncoverItem(item);
            }
        }
        unhide(option);
    }

    /**
     * Marks primary {@code item} covered: off the list of items to cover, one less to cover for each live
     * option holding it. Counts an update for each of them and one for the item, as DLX1's walk of its list did.
     */
    private void coverItem(int item, int level) {
        coveredAt[item - 1] = level;
        int left = llink[item];
        int right = rlink[item];
        rlink[left] = right;
        llink[right] = left;
        uncovered--;
        int from = begin[item];
        int to = from + live[item];
        for (int k = from; k < to; k++) {
            uncoveredIn[member[k]]--;
        }
        updates += to - from + 1;
    }

    /** Undoes {@link #coverItem}: the item's set is as it was, every hide since having been undone. */
    private void uncoverItem(int item) {
        int from = begin[item];
        int to = from + live[item];
        for (int k = from; k < to; k++) {
            uncoveredIn[member[k]]++;
        }
        uncovered++;
        rlink[llink[item]] = item;
        llink[rlink[item]] = item;
        coveredAt[item - 1] = -1;
    }

    /** Hides every option still in secondary {@code item}'s set, as exact cover's cover does (the set itself stays). */
    private void hideOthersOf(int item) {
        int from = begin[item];
        int to = from + live[item];
        for (int k = from; k < to; k++) {
            hideExcept(member[k], memberEntry[k]);
        }
    }

    /** Undoes {@link #hideOthersOf} in reverse order, so that every set gets its options back where they were. */
    private void unhideOthersOf(int item) {
        int from = begin[item];
        for (int k = from + live[item] - 1; k >= from; k--) {
            unhideExcept(member[k], memberEntry[k]);
        }
    }

    /** Takes {@code option} out of every item's set. */
    private void hide(int option) {
        hideExcept(option, -1);
    }

    private void unhide(int option) {
        unhideExcept(option, -1);
    }

    /**
     * Takes {@code option} out of the sets of its items, all but the set of entry {@code kept} (-1: none):
     * in each, it changes places with the set's last live option and the size shrinks. Counts an update
     * for each set it leaves.
     */
    private void hideExcept(int option, int kept) {
        if (hidden[option]++ == 0) {
            uncoveredIn[option] -= HIDDEN;
        }
        for (int e = optionStart[option]; e < optionStart[option + 1]; e++) {
            if (e == kept) {
                continue;
            }
            int item = itemOf[e];
            int last = begin[item] + --live[item];
            int at = place[e];
            int moved = memberEntry[last];
            member[at] = member[last];
            memberEntry[at] = moved;
            place[moved] = at;
            member[last] = option;
            memberEntry[last] = e;
            place[e] = last;
            updates++;
        }
    }

    /** Undoes {@link #hideExcept}: the option is where the swap left it, just past each set's live options. */
    private void unhideExcept(int option, int kept) {
        for (int e = optionStart[option]; e < optionStart[option + 1]; e++) {
            if (e != kept) {
                live[itemOf[e]]++;
            }
        }
        if (--hidden[option] == 0) {
            uncoveredIn[option] += HIDDEN;
        }
    }

    /** The smallest cover found (option numbers, a fresh array, in the order chosen), empty while none. */
    public Optional<int[]> best() {
        return best == null ? Optional.empty() : Optional.of(best.clone());
    }

    /**
     * The proved lower bound on a cover's size: the best size once {@link #minimise()} returned
     * {@link Outcome#OPTIMAL}; after {@link Outcome#STOPPED}, the root's bound raised by one for every
     * deepening search that ended without a cover.
     */
    public int lowerBound() {
        if (outcome == null) {
            throw new IllegalStateException("The search has not run; call minimise() first.");
        }
        return outcome == Outcome.NO_COVER ? rootBound : provedBound;
    }
}
