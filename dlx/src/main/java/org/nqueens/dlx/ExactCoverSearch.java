package org.nqueens.dlx;

import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.BooleanSupplier;

/**
 * One search for the solutions of an {@link ExactCover}, by whichever {@link Engine} made it:
 * solutions come one at a time from {@link #next()}, through {@link #visit}, from {@link #iterator()},
 * or are only counted with {@link #count()}. Every engine branches on a primary item with the fewest
 * remaining options, ties broken by the lowest item number (or at random under a seed), so that
 * engines explore the same choices; they may try an item's options in different orders.
 *
 * <p>A search can be stopped by a condition polled every few thousand nodes, and confined to the
 * solutions that contain a fixed prefix of options ({@link #fix}), so that one count may be split
 * across threads ({@link #split}). Each search is meant for one thread; configure it before the
 * first solution is asked for.
 */
public interface ExactCoverSearch {

    /** How a call to {@link #next()} ended. */
    enum Outcome {
        /** A solution was found; {@link #solution()} names its options. */
        SOLUTION,
        /** Every solution has been produced. */
        EXHAUSTED,
        /** The stop condition held; the search ends here. */
        STOPPED
    }

    /** Called with each solution's options; returns whether the search should go on. */
    @FunctionalInterface
    interface Visitor {
        /** Receives one solution (option numbers, a fresh array); returns false to stop the search. */
        boolean visit(int[] options);
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
    record Split(List<int[]> prefixes, boolean complete, long nodes, long updates) {
        /** Validates the work figures and keeps a copy of the list. */
        public Split {
            if (nodes < 0 || updates < 0) {
                throw new IllegalArgumentException("The nodes (" + nodes + ") and updates (" + updates + ") of a split must not be negative.");
            }
            prefixes = List.copyOf(prefixes);
        }
    }

    /**
     * Confines the search to the solutions that contain the given options, in addition to any fixed
     * before; they head every solution. Options that clash with each other (share an item) leave no
     * solution. Returns this search.
     */
    ExactCoverSearch fix(int... options);

    /**
     * This search, ended, made ready for another prefix without building its structure again: its
     * fixed options are taken back, its counters and state cleared, and {@code options} fixed. Its
     * stop conditions and choice of items are kept. The same count, nodes and updates as a fresh search
     * of the problem by the same engine with these options fixed, at the cost of the fixing (and, for
     * some engines, of a pass over the items) rather than of the whole matrix: a count split into
     * thousands of prefixes builds the problem once a thread, not once a prefix. Returns this search.
     *
     * @throws IllegalStateException if the search has started and was not exhausted (it is mid-search)
     */
    ExactCoverSearch refix(int... options);

    /** Breaks ties between equally constrained items at random under {@code seed}, instead of lowest first; returns this search. */
    ExactCoverSearch randomTies(long seed);

    /** Ends the search as soon as {@code condition} holds; it is polled every few thousand nodes. Returns this search. */
    ExactCoverSearch stopWhen(BooleanSupplier condition);

    /**
     * Ends the search once it has entered about {@code limit} nodes (checked with the stop condition,
     * every few thousand nodes), as a restart strategy needs. Returns this search.
     */
    ExactCoverSearch nodeLimit(long limit);

    /** Ends the search once {@code limit} has passed, counted from this call. Returns this search. */
    default ExactCoverSearch timeLimit(Duration limit) {
        long end = System.nanoTime() + limit.toNanos();
        return stopWhen(() -> System.nanoTime() - end >= 0);
    }

    /**
     * Goes on to the next solution. After {@link Outcome#SOLUTION}, {@link #solution()} names it;
     * after {@link Outcome#EXHAUSTED} or {@link Outcome#STOPPED} every later call returns the same.
     */
    Outcome next();

    /**
     * The options of the solution just found (the fixed ones first, then one a level of the search),
     * valid right after {@link #next()} returned {@link Outcome#SOLUTION}; a fresh array.
     */
    int[] solution();

    /**
     * The subproblems of a split of this search at {@code depth} levels below its fixed prefix: every
     * sequence of options the search chooses on its way down to that depth, and every solution it
     * completes above it, with the work the splitting search did. Fixing each sequence (after this
     * search's prefix) in a fresh search of the same engine gives disjoint searches whose solutions
     * together are this search's. Uses a search of its own and honours this search's stop condition;
     * if it held, the split is incomplete.
     */
    Split split(int depth);

    /** Whether every solution has been produced (the search was not stopped). */
    boolean exhausted();

    /** Search nodes entered so far (Knuth's "nodes"; a solution found is a node too). */
    long nodes();

    /** The engine's updates so far (Knuth's "updates": see {@link Engine} for what each engine counts). */
    long updates();

    /** The problem this search solves. */
    ExactCover problem();

    /** The prefixes of {@link #split(int)}. */
    default List<int[]> prefixes(int depth) {
        return split(depth).prefixes();
    }

    /** Counts the solutions not yet produced; stops early when the stop condition holds (see {@link #exhausted()}). */
    default long count() {
        return count(Long.MAX_VALUE);
    }

    /** Counts at most {@code limit} more solutions. */
    default long count(long limit) {
        long found = 0;
        while (found < limit && next() == Outcome.SOLUTION) {
            found++;
        }
        return found;
    }

    /** Hands every solution not yet produced to {@code visitor}, until it returns false; returns how many it received. */
    default long visit(Visitor visitor) {
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
    default Iterator<int[]> iterator() {
        return new Iterator<>() {
            private Outcome pending;

            @Override
            public boolean hasNext() {
                if (pending == null) {
                    pending = ExactCoverSearch.this.next();
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
}
