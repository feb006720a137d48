package org.nqueens.teach;

import java.util.Locale;

/**
 * A node of a search tree: the root (the board as given) or a queen placed.
 *
 * @param id the node's number in depth-first order, the root 0
 * @param parent the parent's id, -1 for the root
 * @param depth how many queens the search had placed at this node (0 for the root)
 * @param row the row of the queen placed here (0 for the root)
 * @param column its column (0 for the root)
 * @param kind what became of the node
 * @param event the index of the trace event that placed the queen (-1 for the root)
 */
public record TreeNode(int id, int parent, int depth, int row, int column, Kind kind, int event) {

    /** What became of a node once its subtree was searched. */
    public enum Kind {
        /** The board as given, before any queen is placed. */
        ROOT,
        /** A placement with children. */
        INNER,
        /** The queen that completes a solution. */
        SOLUTION,
        /** A placement after which every square tried was refused: the search looked and found nothing. */
        DEAD_END,
        /** A placement after which propagation left some row no choice: the search failed without trying. */
        PRUNED;

        /** The name in JSON output: {@code root}, {@code inner}, {@code solution}, {@code dead-end}, {@code pruned}. */
        public String jsonName() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** Validates the numbering and that only the root lacks a square. */
    public TreeNode {
        if (id < 0 || parent >= id || (id == 0) != (kind == Kind.ROOT)) {
            throw new IllegalArgumentException("Node " + id + " (parent " + parent + ", " + kind + ") breaks the depth-first numbering: the root is 0 and every parent comes before its children.");
        }
        if (kind != Kind.ROOT && (row < 1 || column < 1 || parent < 0)) {
            throw new IllegalArgumentException("Node " + id + " must name the square of its queen and its parent.");
        }
    }

    /** Whether this node is the root. */
    public boolean isRoot() {
        return kind == Kind.ROOT;
    }
}
