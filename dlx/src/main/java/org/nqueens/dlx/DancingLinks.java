package org.nqueens.dlx;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

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
public final class DancingLinks {

    /** How a call to {@link #next()} ended. */
    public enum Outcome {
        /** A solution was found; {@link #solution()} names its options. */
        SOLUTION,
        /** Every solution has been produced. */
        EXHAUSTED,
        /** The stop condition held; the search ends here. */
        STOPPED
    }

    /** Called with each solution's options; returns whether the search should go on. */
    @FunctionalInterface
    public interface Visitor {
        /** Receives one solution (option numbers, a fresh array); returns false to stop the search. */
        boolean visit(int[] options);
    }

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

    private static final int TOP = 0;
    private static final int UP = 1;
    private static final int DOWN = 2;
    private static final int STRIDE = 4;
    private static final int POLL_MASK = (1 << 12) - 1;
    private static final int BYTES_PER_NODE = STRIDE * Integer.BYTES;

    /** The most nodes (items + options + their entries + 2) one search can address. */
    public static final long MAX_NODES = (Integer.MAX_VALUE - 8) / STRIDE;

    private final ExactCover problem;
    /** The nodes, {@value #STRIDE} ints each: TOP (item, or LEN in a header, or -(option+1) in a spacer), UP, DOWN. */
    private final int[] nd;
    /** The active primary items, a doubly linked list through item 0; secondaries hang on the list of item N+1. */
    private final int[] llink;
    private final int[] rlink;
    /** The node chosen at each level (addresses), and the item it was chosen for. */
    private final int[] x;
    private final int[] chosen;
    private final int[] fixed;
    private int fixedCount;
    private boolean conflicting;

    private BooleanSupplier stop = () -> false;
    private SplittableRandom random;
    private int leafDepth = Integer.MAX_VALUE;
    private long nodeLimit = Long.MAX_VALUE;
    private Listener listener;

    private boolean started;
    private Outcome end;
    private boolean leaving;
    private int level;
    private long nodes;
    private long updates;

    private DancingLinks(ExactCover problem) {
        this.problem = problem;
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
        this.fixed = new int[Math.min(options, items) + 1];
        link();
    }

    /** A fresh search over {@code problem}. */
    public static DancingLinks of(ExactCover problem) {
        return new DancingLinks(problem);
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
                int item = problem.entry(e) + 1;
                int header = item * STRIDE;
                int last = nd[header + UP];
                nd[node + TOP] = item;
                nd[node + UP] = last;
                nd[node + DOWN] = header;
                nd[last + DOWN] = node;
                nd[header + UP] = node;
                nd[header + TOP]++;
            }
            nd[spacer + DOWN] = node;
            node += STRIDE;
            spacer = node;
            nd[spacer + TOP] = -(option + 1);
            nd[spacer + UP] = first;
        }
    }

    /** Breaks ties between equally constrained items at random under {@code seed}, instead of leftmost; returns this search. */
    public DancingLinks randomTies(long seed) {
        requireNotStarted();
        this.random = new SplittableRandom(seed);
        return this;
    }

    /** Reports every step of the search to {@code listener} (see {@link Listener}); returns this search. */
    public DancingLinks listener(Listener listener) {
        requireNotStarted();
        this.listener = listener;
        return this;
    }

    /** Ends the search as soon as {@code condition} holds; it is polled every few thousand nodes. Returns this search. */
    public DancingLinks stopWhen(BooleanSupplier condition) {
        requireNotStarted();
        BooleanSupplier previous = this.stop;
        this.stop = () -> previous.getAsBoolean() || condition.getAsBoolean();
        return this;
    }

    /**
     * Ends the search once it has entered about {@code limit} nodes (checked with the stop condition,
     * every few thousand nodes), as a restart strategy needs. Returns this search.
     */
    public DancingLinks nodeLimit(long limit) {
        requireNotStarted();
        if (limit < 1) {
            throw new IllegalArgumentException("The node limit (" + limit + ") must be positive.");
        }
        this.nodeLimit = limit;
        return this;
    }

    /** Ends the search once {@code limit} has passed, counted from this call. Returns this search. */
    public DancingLinks timeLimit(Duration limit) {
        long end = System.nanoTime() + limit.toNanos();
        return stopWhen(() -> System.nanoTime() - end >= 0);
    }

    /**
     * Confines the search to the solutions that contain the given options, in addition to any fixed
     * before; they head every solution. Options that clash with each other (share an item) leave no
     * solution. Returns this search.
     */
    public DancingLinks fix(int... options) {
        requireNotStarted();
        for (int option : options) {
            problem.checkOption(option);
            int first = firstNode(option);
            boolean clash = false;
            for (int p = first; nd[p + TOP] > 0; p += STRIDE) {
                int item = nd[p + TOP];
                clash |= rlink[llink[item]] != item;
            }
            if (clash || conflicting) {
                conflicting = true;
                continue;
            }
            for (int p = first; nd[p + TOP] > 0; p += STRIDE) {
                cover(nd[p + TOP]);
            }
            fixed[fixedCount++] = option;
        }
        return this;
    }

    /**
     * This search, ended, made ready for another prefix without linking the problem again: its fixed
     * options are taken back (uncovered in the reverse order of their covering, which restores the
     * links exactly), its counters and state cleared, and {@code options} fixed. Its stop conditions
     * and choice of items are kept. The same as a fresh search of the problem with these options
     * fixed, at the cost of the fixing alone rather than of the whole matrix: a count split into
     * thousands of prefixes links the problem once a thread, not once a prefix.
     *
     * @throws IllegalStateException if the search has started and was not exhausted (its links are mid-search)
     */
    DancingLinks refix(int... options) {
        if (started && end != Outcome.EXHAUSTED) {
            throw new IllegalStateException("Only a search that has not started or was exhausted can be fixed again.");
        }
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
        fixedCount = 0;
        conflicting = false;
        started = false;
        end = null;
        leaving = false;
        level = 0;
        nodes = 0;
        updates = 0;
        return fix(options);
    }

    private int firstNode(int option) {
        return (problem.itemCount() + 2 + problem.optionStart(option) + option) * STRIDE;
    }

    private void requireNotStarted() {
        if (started) {
            throw new IllegalStateException("The search has started; configure it before asking for solutions.");
        }
    }

    /**
     * Goes on to the next solution. After {@link Outcome#SOLUTION}, {@link #solution()} names it;
     * after {@link Outcome#EXHAUSTED} or {@link Outcome#STOPPED} every later call returns the same.
     */
    public Outcome next() {
        if (end != null) {
            return end;
        }
        started = true;
        if (conflicting) {
            end = Outcome.EXHAUSTED;
            return end;
        }
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
                if ((++nodes & POLL_MASK) == 0 && (nodes >= nodeLimit || stop.getAsBoolean())) {
                    end = Outcome.STOPPED;
                    level = l;
                    return end;
                }
                if (rlink[0] == 0 || l == leafDepth) {
                    level = l;
                    leaving = true;
                    if (listener != null) {
                        listener.solved();
                    }
                    return Outcome.SOLUTION;
                }
                // X3, X4: choose an item and cover it.
                i = random == null ? chooseLeftmost() : chooseRandom();
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
        final int[] nd = this.nd;
        final int[] rlink = this.rlink;
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
            } else if (len == fewest && random.nextInt(++ties) == 0) {
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

    private void cover(int i) {
        final int[] nd = this.nd;
        int header = i * STRIDE;
        long k = 1;
        for (int p = nd[header + DOWN]; p != header; p = nd[p + DOWN]) {
            int q = p + STRIDE;
            while (q != p) {
                int x = nd[q + TOP];
                int u = nd[q + UP];
                if (x <= 0) {
                    q = u;
                } else {
                    int d = nd[q + DOWN];
                    nd[u + DOWN] = d;
                    nd[d + UP] = u;
                    nd[x * STRIDE + TOP]--;
                    k++;
                    q += STRIDE;
                }
            }
        }
        int left = llink[i];
        int right = rlink[i];
        rlink[left] = right;
        llink[right] = left;
        updates += k;
    }

    private void uncover(int i) {
        final int[] nd = this.nd;
        int header = i * STRIDE;
        int left = llink[i];
        int right = rlink[i];
        rlink[left] = i;
        llink[right] = i;
        for (int p = nd[header + UP]; p != header; p = nd[p + UP]) {
            int q = p - STRIDE;
            while (q != p) {
                int x = nd[q + TOP];
                int d = nd[q + DOWN];
                if (x <= 0) {
                    q = d;
                } else {
                    int u = nd[q + UP];
                    nd[u + DOWN] = q;
                    nd[d + UP] = q;
                    nd[x * STRIDE + TOP]++;
                    q -= STRIDE;
                }
            }
        }
    }

    /**
     * The options of the solution just found (the fixed ones first), valid right after
     * {@link #next()} returned {@link Outcome#SOLUTION}; a fresh array.
     */
    public int[] solution() {
        int[] options = Arrays.copyOf(fixed, fixedCount + level);
        for (int k = 0; k < level; k++) {
            options[fixedCount + k] = optionOf(x[k]);
        }
        return options;
    }

    private int optionOf(int node) {
        int p = node;
        while (nd[p + TOP] > 0) {
            p += STRIDE;
        }
        return -nd[p + TOP] - 1;
    }

    /** Counts the solutions not yet produced; stops early when the stop condition holds (see {@link #exhausted()}). */
    public long count() {
        return count(Long.MAX_VALUE);
    }

    /** Counts at most {@code limit} more solutions. */
    public long count(long limit) {
        long found = 0;
        while (found < limit && next() == Outcome.SOLUTION) {
            found++;
        }
        return found;
    }

    /** Hands every solution not yet produced to {@code visitor}, until it returns false; returns how many it received. */
    public long visit(Visitor visitor) {
        long found = 0;
        while (next() == Outcome.SOLUTION) {
            found++;
            if (!visitor.visit(solution())) {
                break;
            }
        }
        return found;
    }

    /** The solutions not yet produced, found lazily as the iterator is advanced. */
    public Iterator<int[]> iterator() {
        return new Iterator<>() {
            private Outcome pending;

            @Override
            public boolean hasNext() {
                if (pending == null) {
                    pending = DancingLinks.this.next();
                }
                return pending == Outcome.SOLUTION;
            }

            @Override
            public int[] next() {
                if (!hasNext()) {
                    throw new NoSuchElementException("The search has no more solutions.");
                }
                pending = null;
                return solution();
            }
        };
    }

    /**
     * Splits the search into subproblems: every sequence of options the search chooses on its way
     * down to {@code depth} levels below the fixed prefix, and every solution it completes above
     * that depth. Fixing each sequence (after this search's prefix) in a fresh search of the same
     * problem gives disjoint searches whose solutions together are this search's. Uses a search of its
     * own; this one is left untouched. The same as {@link #split(int)}{@code .prefixes()}.
     */
    public List<int[]> prefixes(int depth) {
        return split(depth).prefixes();
    }

    /**
     * The subproblems of {@link #prefixes(int)}, with the work the splitting search did, so that the
     * work of a split count can be added up to that of one search (see {@link Split}). The splitting
     * search honours this search's stop condition; if it held, the split is incomplete.
     */
    public Split split(int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("The depth (" + depth + ") must not be negative.");
        }
        DancingLinks splitter = of(problem).fix(Arrays.copyOf(fixed, fixedCount));
        splitter.conflicting |= conflicting;
        splitter.leafDepth = depth;
        splitter.stop = stop;
        long fixing = splitter.updates;
        List<int[]> result = new ArrayList<>();
        while (splitter.next() == Outcome.SOLUTION) {
            int[] options = splitter.solution();
            result.add(Arrays.copyOfRange(options, fixedCount, options.length));
        }
        return new Split(result, splitter.end == Outcome.EXHAUSTED, splitter.nodes, splitter.updates - fixing);
    }

    /**
     * The subproblems of a split search and the work of the search that found them: {@code nodes}
     * counts every node down to the split depth, the subproblems' roots included, and {@code updates}
     * every update above it. A subproblem's search enters its root again and, in {@link #fix}, repeats
     * the updates of its prefix; so one search's nodes are these nodes plus the subproblems' nodes less
     * one a subproblem, and its updates are these updates plus the subproblems' updates made after
     * fixing. (Covering a set of items costs the same in any order, which is why the fixing repeats
     * exactly the updates above.)
     *
     * @param prefixes the options to fix for each subproblem, in the order the search met them
     * @param complete whether the splitting search ran to its end (it was not stopped)
     * @param nodes the nodes the splitting search entered
     * @param updates the updates the splitting search made beyond those of this search's own fixed options
     */
    public record Split(List<int[]> prefixes, boolean complete, long nodes, long updates) {
        /** Validates the work figures and keeps a copy of the list. */
        public Split {
            if (nodes < 0 || updates < 0) {
                throw new IllegalArgumentException("The nodes (" + nodes + ") and updates (" + updates + ") of a split must not be negative.");
            }
            prefixes = List.copyOf(prefixes);
        }
    }

    /** Whether every solution has been produced (the search was not stopped). */
    public boolean exhausted() {
        return end == Outcome.EXHAUSTED;
    }

    /** Search nodes entered so far (Knuth's "nodes"; a solution found is a node too). */
    public long nodes() {
        return nodes;
    }

    /** Link updates so far: for each item covered, one for the item and one for every node hidden (Knuth's "updates"). */
    public long updates() {
        return updates;
    }

    /** The problem this search solves. */
    public ExactCover problem() {
        return problem;
    }
}
