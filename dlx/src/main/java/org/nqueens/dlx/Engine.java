package org.nqueens.dlx;

/**
 * The engines that search an {@link ExactCover}: the same solutions and the same choice of item at
 * every node, by different data structures. Both count {@code nodes} as Knuth does (a node a partial
 * solution entered, a solution included) and {@code updates} as his programs do (one for each item
 * covered and one for each option hidden from the set of another item); they differ in what they enter:
 * dancing cells rejects an option as soon as trying it leaves a primary item without options, and neither
 * enters nor counts it, where dancing links enters it as a node and counts its work.
 */
public enum Engine {

    /** Dancing links: Knuth's Algorithm X over doubly linked lists, as in his DLX1 ({@link DancingLinks}). */
    LINKS,

    /** Dancing cells: the same search over sparse sets, as in Knuth's SSXC1 ({@link DancingCells}). */
    CELLS;

    /**
     * The engine that searches {@code problem} faster, from its shape: dancing links where the secondary items
     * outnumber the primary ones, dancing cells elsewhere. Cells gains by rejecting an option that would leave a
     * primary item without options, before entering it; a secondary item left without options rejects nothing,
     * so where most items are secondary (queens' diagonals, a super-queen's knight pairs) that gain is small and
     * the links' cheaper steps win: links took 0.89-0.90x the cells' time on queens 13 and 14, a 12-queens
     * completion and queens on 11 x 13, 0.67x on 12 super-queens; cells took 0.46x on pentominoes 6 x 10, 0.95x on
     * Langford 12, the same on rooks 9 (all primary) and on queens 13 on the torus (as many secondary items as
     * primary) ({@code ExactCoverEngines}, one thread, 2026-11-27; docs/performance.md).
     */
    public static Engine fasterOn(ExactCover problem) {
        int secondary = problem.itemCount() - problem.primaryCount();
        return secondary > problem.primaryCount() ? LINKS : CELLS;
    }

    /** A fresh search of {@code problem} by this engine. */
    public ExactCoverSearch search(ExactCover problem) {
        return switch (this) {
            case LINKS -> DancingLinks.of(problem);
            case CELLS -> DancingCells.of(problem);
        };
    }

    /** The engine's name on the command line: {@code links} or {@code cells}. */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
