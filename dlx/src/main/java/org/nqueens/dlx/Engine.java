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
