package org.nqueens.dlx;

import java.util.function.BooleanSupplier;

/**
 * The links the bounded searches ({@link MinimumCover}, {@link MaximumPacking}) start from: DLX1's
 * vertical lists of an exact-cover problem, one node of {@value #STRIDE} ints a header or an entry
 * (TOP: the item, or the length of the list in a header; UP; DOWN; OPTION: the option a node belongs
 * to, -1 in headers and spacers), the first node of each option, and the primary items as a doubly
 * linked list through 0 (item k is k + 1); with what both searches keep beside them, written once:
 * the stop condition and how often it is polled, and the nodes and updates counted.
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
    /** Nodes: TOP (item, or the length of an item's list in its header), UP, DOWN, OPTION. */
    final int[] nd;
    /** The first node of each option. */
    final int[] first;
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
     * The primary item of the list through {@code rlink} (from 0) whose header in {@code nd} holds the
     * shortest list, the leftmost among equals, as a header index; 0 when the list is empty. A list of
     * length 0 ends the scan: no item can have fewer. The headers of {@link DancingLinks} have the same
     * layout (TOP, the length, at offset 0 of {@value #STRIDE} ints), so its branching rule is this one too.
     */
    static int leftmostFewest(int[] nd, int[] rlink) {
        int best = 0;
        int fewest = Integer.MAX_VALUE;
        for (int p = rlink[0]; p != 0; p = rlink[p]) {
            int len = nd[p * STRIDE + TOP];
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

    /** The links of {@code problem}, every list in option order. */
    OptionLinks(ExactCover problem) {
        this.problem = problem;
        this.items = problem.itemCount();
        this.options = problem.optionCount();
        long nodeCount = DancingLinks.nodeCount(items, options, problem.entryCount());
        if (nodeCount > DancingLinks.MAX_NODES) {
            throw new IllegalArgumentException("The problem needs " + nodeCount + " nodes, more than the " + DancingLinks.MAX_NODES
                    + " that dancing links in one int array can address.");
        }
        this.nd = new int[(int) nodeCount * STRIDE];
        this.first = new int[options];
        this.llink = new int[items + 1];
        this.rlink = new int[items + 1];
        int last = 0;
        for (int i = 1; i <= items; i++) {
            int header = i * STRIDE;
            nd[header + UP] = header;
            nd[header + DOWN] = header;
            nd[header + OPTION] = -1;
            if (problem.isPrimary(i - 1)) {
                llink[i] = last;
                rlink[last] = i;
                last = i;
            }
        }
        rlink[last] = 0;
        llink[0] = last;
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
        this.pollMask = pollMaskOf(nd.length / STRIDE, options);
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

    /**
     * Takes {@code option} out of the lists of its items, all but the list through node {@code kept}
     * (-1: none kept), counting an update for each node taken out.
     */
    final void hideOption(int option, int kept) {
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
    final void unhideOption(int option, int kept) {
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
