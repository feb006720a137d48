package org.nqueens.dlx;

import java.util.Arrays;

/**
 * Knuth's Algorithm X with dancing cells: exact cover over sparse sets instead of linked lists, in the
 * manner of his program SSXC1 (D. E. Knuth, <i>The Art of Computer Programming</i> 4B, 7.2.2.3, and
 * pre-fascicle 7; the idea of saving the set sizes on a stack is Christine Solnon's).
 *
 * <p>A sparse set keeps its members at the front of an array and the others behind them, with a
 * second array (or field) giving each element's place: deleting a member swaps it with the last one
 * and shrinks the size, and undoing a deletion only restores the size. Here every item owns such a
 * set of the options still open to it, and the active items form one more. Backtracking restores
 * sizes, not links: the sizes of the active items are pushed on a stack when a level begins and popped
 * when the next option of that level is tried, so undoing a level costs one write an item rather than
 * a walk over every link it changed.
 *
 * <p>The search branches on a primary item with the fewest options, ties broken by the lowest item
 * number (the leftmost, as {@link DancingLinks} breaks them, so that both engines choose the same
 * items and a split search adds up to one search), or at random under a seed. Unlike dancing links it
 * abandons an option as soon as hiding the options it excludes leaves some primary item with none,
 * before entering it; such an option is neither a node nor counted in the updates, which makes the
 * nodes and updates of a search independent of the order, changed by every deletion, in which a set
 * holds its options. Where options are long, each is first checked against the items it most likely
 * empties (the level's witness and suspects), so that most rejected options cost no swap at all.
 *
 * <p>Each instance owns its arrays and is meant for one thread and one search; configure it before the
 * first solution is asked for.
 */
public final class DancingCells extends AlgorithmX<DancingCells> {

    /** Where, before an item's set, its place in {@link #item} and its size are kept. */
    private static final int POS = 2;
    private static final int SIZE = 1;
    /**
     * A node is four ints: ITM, the set index of its item (or, in a spacer, minus the option's length in ints), LOC,
     * and FIRST and END, where its option's nodes begin and end, so that hiding an option walks a run of known length.
     */
    private static final int LOC = 1;
    private static final int FIRST = 2;
    private static final int END = 3;
    private static final int NODE = 4;

    /** The longest option from which an option's other items are hidden smallest set first (see {@link #sortFrom}). */
    private static final int SORTED_LENGTH = 5;
    /** The most suspects a level keeps (see {@link #suspects}). */
    private static final int SUSPECTS = 16;
    /** How many options more than the fewest a suspect may have. */
    private static final int SUSPECT_SLACK = 3;

    /** The most nodes one search can address, four ints each. */
    private static final long MAX_NODES = (Integer.MAX_VALUE - 8) / NODE;

    /**
     * Every item's set of options: at index x - 2 the item's place in {@link #item}, at x - 1 its size,
     * then from x the addresses of the nodes of its options, the active ones first. Primary items come
     * first, in their order, so that the lowest index x is the lowest item number among primaries.
     */
    private final int[] set;
    /**
     * The items (as set indices x) in two sparse sets: the primary items from 0, the first {@link #active}
     * of them still to be covered, and the secondary ones from {@link #primaries}, the first
     * {@link #secondaryActive} of them still uncovered. Apart, the branching rule scans only the primary ones.
     */
    private final int[] item;
    private final int primaries;
    /** The set index of each item, by item number. */
    private final int[] setIndex;
    /** How many options each item has, by item number: its set's size before any is hidden. */
    private final int[] length;
    /** The set indices below this are primary items. */
    private final int second;
    /**
     * The options as runs of nodes, each node an ITM (its item's set index x) and a LOC (where the node
     * sits in that set), each option followed by a spacer whose ITM leads back to the option's first
     * node and whose LOC is the option's number.
     */
    private final int[] nd;
    /** The other items of an option being covered, in the order their options are hidden. */
    private final int[] order;
    /**
     * 0 to hide an option's other items smallest set first, or {@link Integer#MAX_VALUE} to hide them in the option's
     * order: on short options (Langford's three items, the queens' four) the sort costs more than the rejections it
     * hastens (queens 13 in process: 0.163-0.170 s unsorted against 0.174-0.201 s sorted), on pentominoes' six it pays.
     */
    private final int sortFrom;
    private int active;
    private int secondaryActive;

    /** The node (address) chosen at each level. */
    private final int[] choice;
    /**
     * At each level, the item whose options were all hidden by the last option rejected there, or -1: the next
     * option is first checked against it, since a neighbour option often empties the same item.
     */
    private final int[] witness;
    /** The item whose set the last rejected option emptied. */
    private int emptied;
    /**
     * At each level l, from l * {@link #SUSPECTS}: the level's suspects, {@link #suspectCount}[l] primary items that
     * had the fewest options, or at most {@link #SUSPECT_SLACK} more, once the level's item was hidden. An option
     * that empties some item most often empties one of these, so each option of the level is checked against them,
     * after its witness, before any swap: on pentominoes 6 x 10 they find 0.95 million of the 2.43 million rejected
     * options (the witness 0.86 million), and the search swaps 776 million nodes instead of 959 million. A check
     * costs loads and a branch, and on short options more than the swaps it spares (Langford 12 took 1.8 times as long
     * with suspects, queens 13 1.5 times): they are kept only where options are long, as the sort is.
     */
    private final int[] suspects;
    private final int[] suspectCount;
    /** Whether levels keep suspects: where some option has {@link #SORTED_LENGTH} items or more. */
    private final boolean suspecting;
    /** Where each level's saved sizes begin on {@link #saveStack}, and how many of them are primary items. */
    private final int[] saved;
    private final int[] savedActive;
    /** Pairs (item, size): the sizes of the active items when each level began. */
    private int[] saveStack;
    /**
     * While {@link #count(long)} runs: the search counts solutions in its loop, in {@link #counted}, and returns
     * only at the {@link #countLimit}-th, its end or a stop; otherwise it returns at each solution.
     */
    private boolean counting;
    private long counted;
    private long countLimit;

    private DancingCells(ExactCover problem) {
        super(problem);
        int items = problem.itemCount();
        int options = problem.optionCount();
        long nodeCount = (long) problem.entryCount() + options + 1;
        if (nodeCount > MAX_NODES || 2L * items + problem.entryCount() + 2 > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("The problem needs " + nodeCount + " nodes, more than the " + MAX_NODES
                    + " that dancing cells in one int array can address.");
        }
        this.length = new int[items];
        for (int e = 0; e < problem.entryCount(); e++) {
            length[problem.entry(e)]++;
        }
        this.setIndex = new int[items];
        this.item = new int[items];
        int x = POS;
        int place = 0;
        int firstSecondary = -1;
        for (int pass = 0; pass < 2; pass++) {
            if (pass == 1) {
                firstSecondary = x;
            }
            for (int i = 0; i < items; i++) {
                if (problem.isPrimary(i) == (pass == 0)) {
                    setIndex[i] = x;
                    item[place++] = x;
                    x += length[i] + POS;
                }
            }
        }
        this.second = firstSecondary;
        this.set = new int[x];
        for (int k = 0; k < items; k++) {
            set[item[k] - POS] = k;
        }
        this.primaries = problem.primaryCount();
        this.active = primaries;
        this.secondaryActive = items - primaries;
        this.nd = new int[(int) nodeCount * NODE];
        int node = NODE;
        for (int option = 0; option < options; option++) {
            int first = node;
            for (int e = problem.optionStart(option); e < problem.optionStart(option + 1); e++) {
                int c = setIndex[problem.entry(e)];
                int loc = c + set[c - SIZE]++;
                set[loc] = node;
                nd[node] = c;
                nd[node + LOC] = loc;
                nd[node + FIRST] = first;
                node += NODE;
            }
            for (int q = first; q < node; q += NODE) {
                nd[q + END] = node;
            }
            nd[node] = first - node;
            nd[node + LOC] = option;
            node += NODE;
        }
        int longest = 0;
        for (int option = 0; option < options; option++) {
            longest = Math.max(longest, problem.optionStart(option + 1) - problem.optionStart(option));
        }
        this.order = new int[longest];
        this.sortFrom = longest >= SORTED_LENGTH ? 0 : Integer.MAX_VALUE;
        int depth = Math.min(options, problem.primaryCount()) + 1;
        this.choice = new int[depth];
        this.witness = new int[depth];
        this.suspecting = longest >= SORTED_LENGTH;
        this.suspects = new int[suspecting ? depth * SUSPECTS : 0];
        this.suspectCount = new int[depth];
        this.saved = new int[depth + 1];
        this.savedActive = new int[depth + 1];
        this.saveStack = new int[2 * items + 2];
    }

    /** A fresh search over {@code problem}. */
    public static DancingCells of(ExactCover problem) {
        return new DancingCells(problem);
    }

    @Override
    DancingCells self() {
        return this;
    }

    @Override
    DancingCells fresh() {
        return of(problem);
    }

    @Override
    boolean clashes(int option) {
        boolean clash = false;
        for (int q = firstNode(option); nd[q] > 0; q += NODE) {
            int c = nd[q];
            clash |= set[c - POS] >= (c < second ? active : primaries + secondaryActive);
        }
        return clash;
    }

    @Override
    void coverFixed(int option) {
        // Covering a set of items costs the same removals in any order: these are the updates the search made above.
        int first = firstNode(option);
        int c = nd[first];
        deactivate(c);
        updates += 1 + hide(c, 0) + coverOthers(first, -1);
    }

    /**
     * Makes every item active again with its set at full size, which undoes the fixing and whatever the
     * search left hidden at once: a hidden member was only moved behind the size, so the sets hold all
     * their options again, in another order, which changes neither the nodes nor the updates. A refix
     * costs a pass over the items and the fixing, as the search's first node costs a pass over the
     * primary items anyway.
     */
    @Override
    void uncoverFixed() {
        for (int i = 0; i < length.length; i++) {
            set[setIndex[i] - SIZE] = length[i];
        }
        active = primaries;
        secondaryActive = length.length - primaries;
    }

    private int firstNode(int option) {
        return (problem.optionStart(option) + option + 1) * NODE;
    }

    /**
     * The search from the level the last solution left: enter a node, or try the next option of a level. One loop, not a
     * loop of levels around a loop of a level's options: the JIT compiles a long search on the stack (OSR) at a loop's
     * head, and with two heads it compiled the method twice, once for each (about 75 ms of C2 each on pentominoes).
     */
    @Override
    Outcome search() {
        final int[] set = this.set;
        final int[] nd = this.nd;
        final int[] choice = this.choice;
        int l = level;
        boolean entering = !leaving;
        // Back up from the solution just returned, as from a level with no option left.
        boolean up = leaving;
        leaving = false;
        int best = 0;
        int cur = 0;
        while (true) {
            if (entering) {
                // Enter a node at level l.
                if (control.stops(++nodes)) {
                    end = Outcome.STOPPED;
                    level = l;
                    return end;
                }
                best = l == control.leafDepth ? -1 : control.random == null ? chooseLowest() : chooseRandom();
                if (best < 0) {
                    if (!counting || ++counted >= countLimit) {
                        level = l;
                        leaving = true;
                        return Outcome.SOLUTION;
                    }
                    // Counted where it was found: back up from it as the next call would.
                    entering = false;
                    up = true;
                    continue;
                }
                deactivate(best);
                // The options of the item branched on leave every other set for the whole level, so that its own
                // set stays as it is while the level tries them in turn.
                int options = set[best - SIZE];
                updates += 1 + hide(best, 0);
                // Hiding emptied its set, whose options this level tries in turn: they are all still in place.
                set[best - SIZE] = options;
                if (set[best - SIZE] > 1) {
                    save(l);
                    suspect(l);
                } else {
                    // A forced move (Solnon's observation in SSXCC): no second option will need the sizes restored.
                    saved[l + 1] = saved[l];
                    suspectCount[l] = 0;
                }
                cur = best;
                witness[l] = -1;
                entering = false;
                if (cur >= best + set[best - SIZE]) {
                    // No option: back up at once.
                    continue;
                }
            } else {
                if (up || cur + 1 >= best + set[best - SIZE]) {
                    // This level is done; the level above restores the sizes when it tries its next option.
                    up = false;
                    if (l == 0) {
                        break;
                    }
                    l--;
                    best = nd[choice[l]];
                    cur = nd[choice[l] + LOC];
                    continue;
                }
                restore(l);
                cur++;
            }
            int node = set[cur];
            choice[l] = node;
            int work = coverOthers(node, l);
            if (work < 0) {
                witness[l] = emptied;
                continue;
            }
            updates += work;
            l++;
            entering = true;
        }
        end = Outcome.EXHAUSTED;
        level = 0;
        return end;
    }

    /**
     * {@inheritDoc} Counted inside the search's loop, which then runs once from the first solution to the last: the
     * JIT compiles it once, on the stack (OSR), rather than again for the thousands of calls that a return at each
     * solution would make (about a third of the JIT's time on pentominoes 6 x 10 in a fresh JVM).
     */
    @Override
    public long count(long limit) {
        if (limit <= 0) {
            return 0;
        }
        counted = 0;
        countLimit = limit;
        counting = true;
        try {
            next();
        } finally {
            counting = false;
        }
        return counted;
    }

    /**
     * The primary item with the fewest options, the lowest of equals, as a set index; -1 when every
     * primary item is covered. The scan cannot stop at the first item with one option, as SSXC1's does,
     * because the active items lie in the order of past deletions. Size and index are packed into one key,
     * the size in the high half, so that the least key is the answer and the loop has no branch to mispredict
     * (two comparisons a member took Langford 12's search 1.28 times as long, queens 13's 1.19 times).
     */
    private int chooseLowest() {
        final int[] set = this.set;
        final int[] item = this.item;
        long best = Long.MAX_VALUE;
        for (int k = 0, n = active; k < n; k++) {
            int x = item[k];
            best = Math.min(best, (long) set[x - SIZE] << 32 | x);
        }
        return best == Long.MAX_VALUE ? -1 : (int) best;
    }

    private int chooseRandom() {
        int best = -1;
        int fewest = Integer.MAX_VALUE;
        int ties = 0;
        for (int k = 0; k < active; k++) {
            int x = item[k];
            int s = set[x - SIZE];
            if (s < fewest) {
                fewest = s;
                best = x;
                ties = 1;
            } else if (s == fewest && control.random.nextInt(++ties) == 0) {
                best = x;
            }
        }
        return best;
    }

    /** Deletes item {@code c} from the active items of its kind: swaps it with the last active one. */
    private void deactivate(int c) {
        int end = c < second ? --active : primaries + --secondaryActive;
        int last = item[end];
        int place = set[c - POS];
        item[end] = c;
        item[place] = last;
        set[last - POS] = place;
        set[c - POS] = end;
    }

    /** Keeps the suspects of level {@code l}, whose sizes are saved: the active primary items near the fewest options. */
    private void suspect(int l) {
        if (!suspecting) {
            suspectCount[l] = 0;
            return;
        }
        final int[] set = this.set;
        final int[] item = this.item;
        int fewest = Integer.MAX_VALUE;
        for (int k = 0, n = active; k < n; k++) {
            fewest = Math.min(fewest, set[item[k] - SIZE]);
        }
        int c = 0;
        int base = l * SUSPECTS;
        for (int k = 0, n = active; k < n && c < SUSPECTS; k++) {
            int x = item[k];
            if (set[x - SIZE] <= fewest + SUSPECT_SLACK) {
                suspects[base + c++] = x;
            }
        }
        suspectCount[l] = c;
    }

    /**
     * Covers the items of {@code node}'s option other than the node's own: deletes them from the active
     * items, then hides their options, those of the smallest sets first. Returns the updates, or, at level {@code l} of
     * the search (-1 for a fixed option, which is not checked), -1 when a primary item still active is left without
     * options (the sizes are then restored by the level); the level's witness and suspects are checked first, before
     * any swap.
     */
    private int coverOthers(int node, int l) {
        boolean check = l >= 0;
        int witness = check ? this.witness[l] : -1;
        final int[] nd = this.nd;
        final int[] set = this.set;
        final int[] order = this.order;
        int work = 0;
        int n = 0;
        for (int q = nd[node + FIRST], end = nd[node + END]; q < end; q += NODE) {
            if (q != node) {
                int c = nd[q];
                deactivate(c);
                work++;
                // Insertion by size: the smallest sets are hidden first, so that a failing option is found cheaply.
                int s = set[c - SIZE];
                int k = n++;
                while (k > sortFrom && set[order[k - 1] - SIZE] > s) {
                    order[k] = order[k - 1];
                    k--;
                }
                order[k] = c;
            }
        }
        if (witness >= 0 && emptiedBy(witness)) {
            // The witness stays: the last emptied item may be a deeper level's, left there since this level's last rejection.
            emptied = witness;
            return -1;
        }
        if (check) {
            for (int k = l * SUSPECTS, e = k + suspectCount[l]; k < e; k++) {
                int u = suspects[k];
                if (u != witness && emptiedBy(u)) {
                    emptied = u;
                    return -1;
                }
            }
        }
        for (int k = 0; k < n; k++) {
            int hidden = hide(order[k], check ? active : 0);
            if (hidden < 0) {
                return -1;
            }
            work += hidden;
        }
        return work;
    }

    /**
     * Whether covering the items just deactivated hides every option of {@code u}, a primary item: whether u is
     * still active and each of its options holds an inactive item. Hiding would then empty u's set.
     */
    private boolean emptiedBy(int u) {
        final int[] set = this.set;
        final int[] nd = this.nd;
        if (set[u - POS] >= active) {
            return false;
        }
        int secondaryEnd = primaries + secondaryActive;
        for (int r = u, last = u + set[u - SIZE]; r < last; r++) {
            int t = set[r];
            // Each option read whole rather than left at its first inactive item: that exit, a branch on values just
            // loaded, cost more than the loads it saved (pentominoes 6 x 10 0.96-0.99 of the time without it).
            boolean clash = false;
            for (int q = nd[t + FIRST], end = nd[t + END]; q < end; q += NODE) {
                int x = nd[q];
                clash |= set[x - POS] >= (x < second ? active : secondaryEnd);
            }
            if (!clash) {
                return false;
            }
        }
        return true;
    }

    /**
     * Hides every option in the set of item {@code c} from the sets of its other items, each by a swap
     * with the last member and a smaller size, and from {@code c}'s own set, whose size it leaves at 0 with
     * the options still in place. Returns how many nodes it hid from other sets, or -1 when an item whose
     * place among the active items is below {@code rejectBelow} is left without options: with the number of
     * active primary items (a secondary item's place is never below it: the secondary ones follow every
     * primary one in {@link #item}), the search then abandons the option at once, and its level restores the sizes;
     * with 0 nothing is rejected. (A bound rather than a flag leaves the loop one test fewer, and C2 compiled
     * it about a tenth faster.)
     */
    private int hide(int c, int rejectBelow) {
        final int[] set = this.set;
        final int[] nd = this.nd;
        int options = set[c - SIZE];
        int swaps = 0;
        // From the top down, and each option from its own set too (a swap with itself, as it is the last member):
        // every node of the option is then treated alike, in a loop of the option's length with no test for c's node.
        for (int r = c + options - 1; r >= c; r--) {
            int t = set[r];
            for (int q = nd[t + FIRST], end = nd[t + END]; q < end; q += NODE) {
                int u = nd[q];
                int s = set[u - SIZE] - 1;
                if (s == 0 && set[u - POS] < rejectBelow) {
                    emptied = u;
                    return -1;
                }
                int v = nd[q + LOC];
                int moved = set[u + s];
                set[u - SIZE] = s;
                set[u + s] = q;
                set[v] = moved;
                nd[q + LOC] = u + s;
                nd[moved + LOC] = v;
                swaps++;
            }
        }
        return swaps - options;
    }

    /** Pushes the sizes of the active items, which trying each option of level {@code l} starts from. */
    private void save(int l) {
        int p = saved[l];
        int need = p + 2 * (active + secondaryActive);
        if (need > saveStack.length) {
            saveStack = Arrays.copyOf(saveStack, Math.max(need, 2 * saveStack.length));
        }
        final int[] stack = saveStack;
        final int[] set = this.set;
        final int[] item = this.item;
        for (int k = 0, n = active; k < n; k++) {
            int x = item[k];
            stack[p++] = x;
            stack[p++] = set[x - SIZE];
        }
        for (int k = primaries, n = primaries + secondaryActive; k < n; k++) {
            int x = item[k];
            stack[p++] = x;
            stack[p++] = set[x - SIZE];
        }
        saved[l + 1] = p;
        savedActive[l + 1] = active;
    }

    /** Restores the active items and their sizes as level {@code l} saved them; deletions need no more undoing. */
    private void restore(int l) {
        final int[] stack = saveStack;
        final int[] set = this.set;
        int from = saved[l];
        int to = saved[l + 1];
        active = savedActive[l + 1];
        secondaryActive = ((to - from) >> 1) - active;
        for (int p = from; p < to; p += 2) {
            set[stack[p] - SIZE] = stack[p + 1];
        }
    }

    @Override
    int chosenOption(int k) {
        return optionOf(choice[k]);
    }

    private int optionOf(int node) {
        int q = node;
        while (nd[q] > 0) {
            q += NODE;
        }
        return nd[q + LOC];
    }
}
