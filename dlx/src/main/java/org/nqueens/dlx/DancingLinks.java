package org.nqueens.dlx;


/**
 * Knuth's Algorithm X with dancing links for generalized exact cover, in the manner of his program
 * DLX1 (D. E. Knuth, "Dancing Links", <i>Millennial Perspectives in Computer Science</i>, 2000;
 * <i>The Art of Computer Programming</i> 4B, 7.2.2.1, Algorithm X).
 *
 * <p>One search over one {@link ExactCover}: the item to branch on is a primary item with the fewest
 * remaining options (ties leftmost, or at random under a seed); secondary items are never chosen but
 * are covered when a chosen option contains them. Solutions come one at a time from {@link #next()},
 * through {@link #visit}, from {@link #iterator()}, or are only counted with {@link #count()}.
 * A search can be stopped by a condition polled every few thousand nodes, and can be confined to the
 * solutions that contain a fixed prefix of options ({@link #fix}), so that one count may be split
 * across threads ({@link #prefixes}).
 *
 * <p>Each instance owns its links and is meant for one thread and one search; instances over the
 * same problem are independent. Configure it before the first solution is asked for.
 */
public final class DancingLinks extends AlgorithmX<DancingLinks> {

    /**
     * Watches the search step by step, for teaching views; called on the search's thread. Every
     * {@link #tried} is later matched by one {@link #retracted} of the same option unless the
     * search stops first. Items and options are numbered as {@link ExactCover} numbers them.
     */
    public interface Listener {
        /** The search branches on primary {@code item}, which has {@code options} options left (fewest of all). */
        void chose(int item, int options);

        /** {@code option} is tried: its items are covered and the search goes one level down. */
        void tried(int option);

        /** {@code option} is taken back: its items are uncovered and the search goes one level up. */
        void retracted(int option);

        /** Every primary item is covered: the options tried on the way down form a solution. */
        void solved();
    }

    private static final int TOP = OptionLinks.TOP;
    private static final int UP = OptionLinks.UP;
    private static final int DOWN = OptionLinks.DOWN;
    private static final int STRIDE = OptionLinks.STRIDE;
    /** A node's fourth int: the next node of its option, the last one's being the first. */
    private static final int NEXT = 3;
    /**
     * The longest options, on average, that {@link #cover} walks by their NEXT links: measured faster on options of 2
     * to 6 items, slower on those of 13 to 15 (the cube's, the super-queens'), where DLX1's walk by address stays.
     */
    private static final int CHAINED_LENGTH = 8;
    private static final int BYTES_PER_NODE = STRIDE * Integer.BYTES;

    /** The most nodes (items + options + their entries + 2) one search can address. */
    public static final long MAX_NODES = (Integer.MAX_VALUE - 8) / STRIDE;

    /**
     * The nodes, {@value #STRIDE} ints each: TOP (item, or LEN in a header, or -(option+1) in a spacer), UP, DOWN, and
     * in an option's node NEXT, the option's next node (cyclically).
     */
    private final int[] nd;
    /** The active primary items, a doubly linked list through item 0; secondaries hang on the list of item N+1. */
    private final int[] llink;
    private final int[] rlink;
    /** The node chosen at each level (addresses), and the item it was chosen for. */
    private final int[] x;
    private final int[] chosen;
    private Listener listener;
    /** Whether {@link #cover} and {@link #uncover} walk an option by its NEXT links or, as DLX1 does, by address. */
    private final boolean chained;

    private DancingLinks(ExactCover problem, boolean chained) {
        super(problem);
        int items = problem.itemCount();
        int options = problem.optionCount();
        long nodeCount = nodeCount(items, options, problem.entryCount());
        if (nodeCount > MAX_NODES) {
            throw new IllegalArgumentException("The problem needs " + nodeCount + " nodes, more than the " + MAX_NODES
                    + " that dancing links in one int array can address.");
        }
        this.nd = new int[(int) nodeCount * STRIDE];
        this.llink = new int[items + 2];
        this.rlink = new int[items + 2];
        int depth = Math.min(options, problem.primaryCount()) + 1;
        this.x = new int[depth];
        this.chosen = new int[depth];
        this.chained = chained;
        link();
    }

    /** A fresh search over {@code problem}. */
    public static DancingLinks of(ExactCover problem) {
        return new DancingLinks(problem, chainedSuits(problem));
    }

    /**
     * A fresh search over {@code problem} that walks options by their NEXT links ({@code chained}) or by address,
     * whatever their length: for the tests that hold both walks to one search.
     */
    static DancingLinks walking(ExactCover problem, boolean chained) {
        return new DancingLinks(problem, chained);
    }

    /** Whether {@code problem}'s options are short enough, on average, to be walked by their NEXT links. */
    static boolean chainedSuits(ExactCover problem) {
        return problem.entryCount() <= (long) CHAINED_LENGTH * problem.optionCount();
    }

    /**
     * About how many bytes the links of a problem of this shape take, so that a caller can refuse a
     * matrix that would not fit before building it.
     */
    public static long estimatedBytes(long items, long options, long entries) {
        return nodeCount(items, options, entries) * BYTES_PER_NODE + 2 * (items + 2) * Integer.BYTES;
    }

    /** How many nodes the links of a problem of this shape take (compare with {@link #MAX_NODES}). */
    public static long nodeCount(long items, long options, long entries) {
        return items + 2 + entries + options;
    }

    private void link() {
        int n = problem.itemCount();
        int secondaryHead = n + 1;
        int lastPrimary = 0;
        int lastSecondary = secondaryHead;
        for (int i = 1; i <= n; i++) {
            int header = i * STRIDE;
            nd[header + TOP] = 0;
            nd[header + UP] = header;
            nd[header + DOWN] = header;
            if (problem.isPrimary(i - 1)) {
                llink[i] = lastPrimary;
                rlink[lastPrimary] = i;
                lastPrimary = i;
            } else {
                llink[i] = lastSecondary;
                rlink[lastSecondary] = i;
                lastSecondary = i;
            }
        }
        rlink[lastPrimary] = 0;
        llink[0] = lastPrimary;
        rlink[lastSecondary] = secondaryHead;
        llink[secondaryHead] = lastSecondary;
        int spacer = (n + 1) * STRIDE;
        nd[spacer + TOP] = 0;
        int node = spacer;
        for (int option = 0; option < problem.optionCount(); option++) {
            int first = node + STRIDE;
            for (int e = problem.optionStart(option); e < problem.optionStart(option + 1); e++) {
                node += STRIDE;
                OptionLinks.appendToList(nd, node, problem.entry(e) + 1);
            }
            nd[spacer + DOWN] = node;
            node += STRIDE;
            spacer = node;
            nd[spacer + TOP] = -(option + 1);
            nd[spacer + UP] = first;
            for (int q = first; q < node; q += STRIDE) {
                nd[q + NEXT] = q + STRIDE < node ? q + STRIDE : first;
            }
        }
    }

    /** Reports every step of the search to {@code listener} (see {@link Listener}); returns this search. */
    public DancingLinks listener(Listener listener) {
        control.requireNotStarted();
        this.listener = listener;
        return this;
    }

    @Override
    DancingLinks self() {
        return this;
    }

    @Override
    DancingLinks fresh() {
        return new DancingLinks(problem, chained);
    }

    @Override
    boolean clashes(int option) {
        boolean clash = false;
        for (int p = firstNode(option); nd[p + TOP] > 0; p += STRIDE) {
            int item = nd[p + TOP];
            clash |= rlink[llink[item]] != item;
        }
        return clash;
    }

    @Override
    void coverFixed(int option) {
        for (int p = firstNode(option); nd[p + TOP] > 0; p += STRIDE) {
            cover(nd[p + TOP]);
        }
    }

    /**
     * Uncovers the fixed options in the reverse order of their covering, which restores the links
     * exactly, so a refix costs the fixing alone.
     */
    @Override
    void uncoverFixed() {
        for (int f = fixedCount - 1; f >= 0; f--) {
            int first = firstNode(fixed[f]);
            int last = first;
            while (nd[last + STRIDE + TOP] > 0) {
                last += STRIDE;
            }
            for (int p = last; p >= first; p -= STRIDE) {
                uncover(nd[p + TOP]);
            }
        }
    }

    private int firstNode(int option) {
        return (problem.itemCount() + 2 + problem.optionStart(option) + option) * STRIDE;
    }

    /** Algorithm X, steps X2 to X8, from the level the last solution left. */
    @Override
    Outcome search() {
        final int[] nd = this.nd;
        final int[] x = this.x;
        final int[] chosen = this.chosen;
        int l = level;
        boolean leave = leaving;
        leaving = false;
        outer:
        while (true) {
            int i;
            if (!leave) {
                // X2: enter level l.
                if (control.stops(++nodes)) {
                    end = Outcome.STOPPED;
                    level = l;
                    return end;
                }
                if (rlink[0] == 0 || l == control.leafDepth) {
                    level = l;
                    leaving = true;
                    if (listener != null) {
                        listener.solved();
                    }
                    return Outcome.SOLUTION;
                }
                // X3, X4: choose an item and cover it.
                i = control.random == null ? chooseLeftmost() : chooseRandom();
                if (listener != null) {
                    listener.chose(i - 1, nd[i * STRIDE + TOP]);
                }
                cover(i);
                chosen[l] = i;
                x[l] = nd[i * STRIDE + DOWN];
            } else {
                leave = false;
                // X8: leave level l.
                if (l == 0) {
                    break;
                }
                l--;
                i = chosen[l];
                uncoverOthers(x[l]);
                retracted(x[l]);
                x[l] = nd[x[l] + DOWN];
            }
            // X5: try x[l]; X7: backtrack when the item's options are used up.
            while (true) {
                int xl = x[l];
                if (xl != i * STRIDE) {
                    coverOthers(xl);
                    if (listener != null) {
                        listener.tried(optionOf(xl));
                    }
                    l++;
                    continue outer;
                }
                uncover(i);
                if (l == 0) {
                    break outer;
                }
                l--;
                i = chosen[l];
                uncoverOthers(x[l]);
                retracted(x[l]);
                x[l] = nd[x[l] + DOWN];
            }
        }
        end = Outcome.EXHAUSTED;
        level = 0;
        return end;
    }

    private void retracted(int node) {
        if (listener != null) {
            listener.retracted(optionOf(node));
        }
    }

    private int chooseLeftmost() {
        return OptionLinks.leftmostFewest(nd, STRIDE, rlink);
    }

    private int chooseRandom() {
        int best = 0;
        int fewest = Integer.MAX_VALUE;
        int ties = 0;
        for (int p = rlink[0]; p != 0; p = rlink[p]) {
            int len = nd[p * STRIDE + TOP];
            if (len < fewest) {
                fewest = len;
                best = p;
                ties = 1;
            } else if (len == fewest && control.random.nextInt(++ties) == 0) {
                best = p;
            }
        }
        return best;
    }

    /** Applies the option of node {@code xl}: covers its other items, left to right. */
    private void coverOthers(int xl) {
        final int[] nd = this.nd;
        int p = xl + STRIDE;
        while (p != xl) {
            int j = nd[p + TOP];
            if (j <= 0) {
                p = nd[p + UP];
            } else {
                cover(j);
                p += STRIDE;
            }
        }
    }

    /** Undoes {@link #coverOthers}: uncovers the other items of {@code xl}'s option, right to left. */
    private void uncoverOthers(int xl) {
        final int[] nd = this.nd;
        int p = xl - STRIDE;
        while (p != xl) {
            int j = nd[p + TOP];
            if (j <= 0) {
                p = nd[p + DOWN];
            } else {
                uncover(j);
                p -= STRIDE;
            }
        }
    }

    /**
     * Covers item {@code i}: hides every option of its list from the lists of the option's other items, then takes
     * {@code i} out of the active items. DLX1 walks an option's other nodes by address and tests each node's item for
     * the spacer, where it goes back to the option's first node: a branch on a value just loaded, whose outcome moves
     * with the node the walk enters at. On short options ({@link #chained}) the walk follows the NEXT links instead,
     * which waits on a load for each address but leaves no such branch: pentominoes 6 x 10 in 0.76-0.80 of the time,
     * Langford 12 0.83-0.86, queens 13 0.93-0.95; on long options that wait costs more than the branch (the cube 11 x
     * 11 x 11, 15 items an option: 1.11-1.12), so they keep DLX1's walk. The loop has both advances, on a flag that
     * never changes during a search; the nodes and updates are DLX1's either way.
     */
    private void cover(int i) {
        final int[] nd = this.nd;
        int header = i * STRIDE;
        long k = 1;
        for (int p = nd[header + DOWN]; p != header; p = nd[p + DOWN]) {
            int q = chained ? nd[p + NEXT] : p + STRIDE;
            while (q != p) {
                // Every load before the first store: a load after a store to the same array waits to learn that
                // they do not overlap (loaded between the stores, 1.2 times the time).
                int x = nd[q + TOP];
                int u = nd[q + UP];
                int d = nd[q + DOWN];
                if (!chained && x <= 0) {
                    // DLX1's spacer: its UP is the option's first node.
                    q = u;
                    continue;
                }
                nd[u + DOWN] = d;
                nd[d + UP] = u;
                nd[x * STRIDE + TOP]--;
                k++;
                q = chained ? nd[q + NEXT] : q + STRIDE;
            }
        }
        int left = llink[i];
        int right = rlink[i];
        rlink[left] = right;
        llink[right] = left;
        updates += k;
    }

    /**
     * Undoes {@link #cover}: puts {@code i} back and its options back into their items' lists, the options in the
     * reverse of their order in {@code i}'s list. Within an option the order does not matter (an option meets each
     * list once), and a list gets its nodes back in the reverse of the order they left it.
     */
    private void uncover(int i) {
        final int[] nd = this.nd;
        int header = i * STRIDE;
        int left = llink[i];
        int right = rlink[i];
        rlink[left] = i;
        llink[right] = i;
        for (int p = nd[header + UP]; p != header; p = nd[p + UP]) {
            int q = chained ? nd[p + NEXT] : p + STRIDE;
            while (q != p) {
                int x = nd[q + TOP];
                int u = nd[q + UP];
                int d = nd[q + DOWN];
                if (!chained && x <= 0) {
                    q = u;
                    continue;
                }
                nd[u + DOWN] = q;
                nd[d + UP] = q;
                nd[x * STRIDE + TOP]++;
                q = chained ? nd[q + NEXT] : q + STRIDE;
            }
        }
    }

    @Override
    int chosenOption(int k) {
        return optionOf(x[k]);
    }

    private int optionOf(int node) {
        int p = node;
        while (nd[p + TOP] > 0) {
            p += STRIDE;
        }
        return -nd[p + TOP] - 1;
    }
}
