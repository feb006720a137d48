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

    final int[] nd;
    final int[] first;
    final int[] llink;
    final int[] rlink;

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
}
