package org.nqueens.dlx;

import java.util.function.BooleanSupplier;

/**
 * What the bounded searches ({@link MinimumCover}, {@link MaximumPacking}) share, written once: the
 * primary items still in play as a doubly linked list through 0 (item k is k + 1), the stop condition
 * and how often it is polled, and the nodes and updates counted. Each search keeps the options of an
 * item its own way: {@link MaximumPacking} in DLX1's vertical lists, whose node layout (one node of
 * {@value #STRIDE} ints a header or an entry: TOP, the item, or the length of the list in a header; UP;
 * DOWN; OPTION, the option a node belongs to, -1 in headers and spacers) {@link DancingLinks} shares
 * and whose list building and branching rule are here; {@link MinimumCover} in sparse sets.
 */
abstract sealed class OptionLinks permits MaximumPacking, MinimumCover {

    static final int TOP = 0;
    static final int UP = 1;
    static final int DOWN = 2;
    static final int OPTION = 3;
    static final int STRIDE = 4;

    /**
     * About how many nodes' worth of links a bounded search may walk between two polls of its stop
     * condition: a few milliseconds of work.
     */
    private static final int WORK_BETWEEN_POLLS = 1 << 22;

    final ExactCover problem;
    final int items;
    final int options;
    /** The primary items still in play, a doubly linked list through 0 (item k is k + 1). */
    final int[] llink;
    final int[] rlink;
    /** The node counter's mask at which the stop condition is polled: fewer nodes apart on larger matrices ({@link #pollMask}). */
    private final int pollMask;

    private BooleanSupplier stop = () -> false;
    /** The stop condition held: every search level returns at once. */
    boolean stopped;
    long nodes;
    long updates;

    /**
     * DLX1's branching rule: the primary item of the list through {@code rlink} (from 0) with the fewest
     * options, the leftmost among equals, as its index in that list; 0 when the list is empty. Item p's
     * count is {@code lengths[p * stride]}: the headers of {@link DancingLinks} (TOP, the length, at offset
     * 0 of {@value #STRIDE} ints) or the sizes of {@link MinimumCover}'s sets (stride 1). A count of 0 ends
     * the scan: no item can have fewer.
     */
    static int leftmostFewest(int[] lengths, int stride, int[] rlink) {
        int best = 0;
        int fewest = Integer.MAX_VALUE;
        for (int p = rlink[0]; p != 0; p = rlink[p]) {
            int len = lengths[p * stride];
            if (len < fewest) {
                fewest = len;
                best = p;
                if (len == 0) {
                    break;
                }
            }
        }
        return best;
    }

    /**
     * Puts {@code node}, an entry of {@code item}, at the bottom of the item's list and counts it in the
     * header's length: DLX1's vertical links, in the layout that {@link DancingLinks} shares.
     */
    static void appendToList(int[] nd, int node, int item) {
        int header = item * STRIDE;
        int last = nd[header + UP];
        nd[node + TOP] = item;
        nd[node + UP] = last;
        nd[node + DOWN] = header;
        nd[last + DOWN] = node;
        nd[header + UP] = node;
        nd[header + TOP]++;
    }

    /**
     * The primary items of {@code problem}, all in play; the size guard is the links' (so that both searches
     * refuse the same matrices) and so is the poll's measure of a node's work.
     */
    OptionLinks(ExactCover problem) {
        this.problem = problem;
        this.items = problem.itemCount();
        this.options = problem.optionCount();
        long nodeCount = DancingLinks.nodeCount(items, options, problem.entryCount());
        if (nodeCount > DancingLinks.MAX_NODES) {
            throw new IllegalArgumentException("The problem needs " + nodeCount + " nodes, more than the " + DancingLinks.MAX_NODES
                    + " that dancing links in one int array can address.");
        }
        this.llink = new int[items + 1];
        this.rlink = new int[items + 1];
        int last = 0;
        for (int i = 1; i <= items; i++) {
            if (problem.isPrimary(i - 1)) {
                llink[i] = last;
                rlink[last] = i;
                last = i;
            }
        }
        rlink[last] = 0;
        llink[0] = last;
        this.pollMask = pollMaskOf((int) nodeCount, options);
    }

    /**
     * Adds {@code condition} to the stop condition, which is polled every few thousand nodes, or every
     * node on large matrices.
     *
     * @throws IllegalStateException if the search has run ({@code hasRun}); it is configured before {@code run}
     */
    final void stopAlsoWhen(BooleanSupplier condition, boolean hasRun, String run) {
        if (hasRun) {
            throw new IllegalStateException("The search has run; configure it before " + run + "().");
        }
        BooleanSupplier previous = this.stop;
        this.stop = () -> previous.getAsBoolean() || condition.getAsBoolean();
    }

    /** Enters a node (counts it); whether the search must stop, now or before (then it stays stopped). */
    final boolean stops() {
        if (stopped || ((++nodes & pollMask) == 0 && stop.getAsBoolean())) {
            stopped = true;
        }
        return stopped;
    }

    /**
     * The mask of the node counter at which a bounded search polls its stop condition: every node of
     * such a search computes its bounds over all the options and links, so the nodes between two polls
     * shrink as the matrix grows: every 4,096 nodes up to 1,024 links, then 2^22 links over the links of
     * the matrix, rounded down to a power of two, down to every node from about four million links on (the
     * queens' domination matrix of n = 100, whose nodes take tens of milliseconds each).
     */
    int pollMask() {
        return pollMask;
    }

    /** The mask {@link #pollMask()} for links of {@code nodes} nodes and {@code options} options. */
    private static int pollMaskOf(int nodes, int options) {
        int nodesBetweenPolls = Math.max(1, Math.min(1 << 12, WORK_BETWEEN_POLLS / Math.max(1, nodes + options)));
        return Integer.highestOneBit(nodesBetweenPolls) - 1;
    }

    /** Search nodes entered so far (a packing or cover found is a node too). */
    public long nodes() {
        return nodes;
    }

    /** Link updates so far: every node taken out of a list, and what else each search counts (see its class). */
    public long updates() {
        return updates;
    }

    /** The problem this search solves. */
    public ExactCover problem() {
        return problem;
    }
}
