package org.nqueens.dlx;

/**
 * The links the bounded searches ({@link MinimumCover}, {@link MaximumPacking}) start from: DLX1's
 * vertical lists of an exact-cover problem, one node of {@value #STRIDE} ints a header or an entry
 * (TOP: the item, or the length of the list in a header; UP; DOWN; OPTION: the option a node belongs
 * to, -1 in headers and spacers), the first node of each option, and the primary items as a doubly
 * linked list through 0 (item k is k + 1).
 */
final class OptionLinks {

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

    final int[] nd;
    final int[] first;
    final int[] llink;
    final int[] rlink;

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

    /** The links of {@code problem}, every list in option order. */
    OptionLinks(ExactCover problem) {
        int items = problem.itemCount();
        int options = problem.optionCount();
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
                int item = problem.entry(e) + 1;
                int header = item * STRIDE;
                int lastInList = nd[header + UP];
                nd[node + TOP] = item;
                nd[node + UP] = lastInList;
                nd[node + DOWN] = header;
                nd[node + OPTION] = option;
                nd[lastInList + DOWN] = node;
                nd[header + UP] = node;
                nd[header + TOP]++;
            }
            node += STRIDE;
            nd[node + OPTION] = -1;
        }
    }

    /**
     * The mask of the node counter at which a bounded search polls its stop condition: every node of
     * such a search computes its bounds over all the options and links, so the nodes between two polls
     * shrink as the matrix grows: every 4,096 nodes up to 1,024 links, then 2^22 links over the links of
     * the matrix, rounded down to a power of two, down to every node from about four million links on (the
     * queens' domination matrix of n = 100, whose nodes take tens of milliseconds each).
     */
    int pollMask() {
        int nodesBetweenPolls = Math.max(1, Math.min(1 << 12, WORK_BETWEEN_POLLS / Math.max(1, nd.length / STRIDE + first.length)));
        return Integer.highestOneBit(nodesBetweenPolls) - 1;
    }
}
