package org.nqueens.formulations.bitboard.count;

import org.nqueens.solver.SearchSettings;

/**
 * For tests elsewhere (the gpu engine's): the nodes of the count of the n x n board when every frame
 * with no symmetry is searched top to bottom from its best side, as the gpu program searches the
 * interiors, rather than by the fewest squares first; the symmetric frames, which the gpu engine
 * leaves to this toolkit's own search, are counted by it.
 */
public final class TopToBottomNodes {

    private TopToBottomNodes() {
    }

    /** The queens placed on safe squares by that count of every frame of the n x n board (none for n = 1, counted without frames). */
    public static long of(int n) {
        if (n == 1) {
            return 0;
        }
        SymmetricSearch topToBottom = new SymmetricSearch(n, false);
        SymmetricSearch own = new SymmetricSearch(n);
        for (Subproblem frame : SymmetricSearch.parts(n)) {
            SymmetricSearch search = topToBottom.interior(frame).isPresent() ? topToBottom : own;
            search.run(frame, SearchSettings.defaults().start());
        }
        return topToBottom.nodes() + own.nodes();
    }
}
