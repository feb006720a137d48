package org.nqueens.formulations.bitboard;

import org.nqueens.solver.SearchSettings;

/**
 * For tests elsewhere (the gpu engine's): the nodes of the count of the n x n board when every
 * frame is searched top to bottom from its best side, as the gpu program searches the interiors,
 * rather than by the fewest squares first.
 */
public final class TopToBottomNodes {

    private TopToBottomNodes() {
    }

    /** The queens placed on safe squares by the top-to-bottom count of every frame of the n x n board. */
    public static long of(int n) {
        SymmetricSearch search = new SymmetricSearch(n, false);
        for (Subproblem frame : SymmetricSearch.parts(n)) {
            search.run(frame, SearchSettings.defaults().start());
        }
        return search.nodes();
    }
}
