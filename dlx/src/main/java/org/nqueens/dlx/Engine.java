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
     * outnumber the primary ones more than four to one, dancing cells elsewhere. Cells gains by rejecting an
     * option that would leave a primary item without options, before entering it, and pays at every level for
     * saving and restoring the size of every active item, secondary ones included; where nearly all items are
     * secondary the rejections are few and the sizes many. Measured ({@code ExactCoverEngines}, one thread, a JVM a
     * matrix, 2026-11-27, links walking short options by their next-node links; docs/performance.md), links' time over
     * cells': 0.80 on 12 super-queens (20 secondary items a primary one), 0.95 on the 11 x 11 x 11 cube (6.4), 0.91 on
     * queens on 11 x 13 (5.0); 1.00-1.03 on queens 13 and 14 (1.8), 1.20 on queens 13 on the torus (1.0), 1.22 on
     * Langford 12 and 1.78 on pentominoes 6 x 10 (no secondary item). Measured against the rule: a 12-queens completion
     * (1.7; 0.95).
     */
    public static Engine fasterOn(ExactCover problem) {
        long secondary = problem.itemCount() - problem.primaryCount();
        return secondary > 4L * problem.primaryCount() ? LINKS : CELLS;
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
