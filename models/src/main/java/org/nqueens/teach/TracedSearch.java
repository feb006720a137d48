package org.nqueens.teach;

import org.nqueens.problem.Problem;
import org.nqueens.solver.Named;

/**
 * A search that can be watched: it reports every step to a {@link SearchObserver}. The reference
 * backtracker, dancing links and forward checking are traced here; a constraint solver can feed
 * the same observer from its own search monitor and so appear in every teaching view. Its
 * {@link #id()} is the solver id, as {@code nqueens solvers} lists it where the search is one of its
 * formulations; its {@link #title()} says in one line what the search does.
 */
public interface TracedSearch extends Named {

    /**
     * The name under which {@code nqueens count} reports this search's work ({@code placements},
     * {@code nodes}), so that a tree can be held against it. By default {@code placements}: the
     * backtracking searches (the reference backtracker, forward checking, the bitboard row loop)
     * count a queen put on a square.
     */
    default String workName() {
        return "placements";
    }

    /**
     * Whether the search fixes queens by propagation as well as by decision (Choco, forward
     * checking), so that a trace marks the queens it did not decide.
     */
    default boolean fixesByPropagation() {
        return false;
    }

    /**
     * The work of the whole search, read off its tree; equal to what {@code count} reports for it.
     * By default the tree's placements, the work {@link #workName()} names by default.
     */
    default long work(SearchTree tree) {
        return tree.placements();
    }

    /**
     * Runs the search on {@code problem}, classic n-queens (its given queens stay put; see
     * {@link org.nqueens.problem.Scope#CLASSIC}), every step reported to {@code observer}, until the
     * search ends or the observer asks it to stop.
     *
     * @return true if the search ran to its end, false if the observer stopped it
     * @throws org.nqueens.problem.InconsistentBoardException if the given queens attack each other
     */
    boolean run(Problem problem, SearchObserver observer);
}
