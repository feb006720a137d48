package org.nqueens.teach;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.nqueens.io.Columns;

/**
 * Search trees for reading: an indented outline, one line a node, and an SVG drawing with the
 * trees of several searches side by side at one scale, so that their sizes compare at a glance.
 * Colours: solutions green, dead ends red, pruned nodes orange, inner nodes grey.
 */
public final class TreeDrawing {

    private static final int STEP_X = 14;
    private static final int STEP_Y = 40;
    private static final int MARGIN = 20;
    private static final int GAP = 40;
    private static final int HEADER = 46;
    private static final int RADIUS = 5;
    private static final int LABELLED_NODES = 80;

    private TreeDrawing() {
    }

    /** One line summing a tree up: its placements, solutions, dead ends, pruned nodes, and its work as {@code count} reports it. */
    public static String summary(SearchTree tree) {
        return tree.solver() + " on " + tree.n() + " x " + tree.n() + ": " + tree.placements() + " placements, " + tree.solutions()
                + (tree.solutions() == 1 ? " solution, " : " solutions, ") + tree.count(TreeNode.Kind.DEAD_END) + " dead ends, "
                + tree.count(TreeNode.Kind.PRUNED) + " pruned; " + tree.workName() + " " + tree.work();
    }

    /** The tree as an indented outline: node number, the queen placed (row, column and square name), and what became of it. */
    public static List<String> outline(SearchTree tree) {
        int width = Integer.toString(tree.nodes().size() - 1).length();
        List<String> lines = new ArrayList<>();
        lines.add(summary(tree));
        for (TreeNode node : tree.nodes()) {
            StringBuilder line = new StringBuilder(Columns.right(node.id(), width)).append(' ');
            line.append("  ".repeat(node.depth()));
            if (node.isRoot()) {
                line.append("root (the board as given)");
            } else {
                line.append("row ").append(node.row()).append(" column ").append(node.column());
                if (tree.n() <= 26) {
                    line.append(" (").append((char) ('a' + node.column() - 1)).append(node.row()).append(')');
                }
                switch (node.kind()) {
                    case SOLUTION -> line.append("  SOLUTION");
                    case DEAD_END -> line.append("  dead end");
                    case PRUNED -> line.append("  pruned");
                    default -> {
                    }
                }
            }
            lines.add(line.toString());
        }
        return lines;
    }

    /** The x position of every node in units of {@link #STEP_X}: leaves one apart, each parent over the middle of its children. */
    static double[] layout(SearchTree tree) {
        List<List<TreeNode>> children = tree.children();
        double[] x = new double[tree.nodes().size()];
        double[] nextLeaf = {0};
        place(0, children, x, nextLeaf);
        return x;
    }

    private static void place(int id, List<List<TreeNode>> children, double[] x, double[] nextLeaf) {
        // Recursion depth is the tree's depth, at most the free rows of a readable tree.
        List<TreeNode> below = children.get(id);
        if (below.isEmpty()) {
            x[id] = nextLeaf[0]++;
            return;
        }
        for (TreeNode child : below) {
            place(child.id(), children, x, nextLeaf);
        }
        x[id] = (x[below.get(0).id()] + x[below.get(below.size() - 1).id()]) / 2;
    }

    /** Width in units of {@link #STEP_X}: the leaves of the tree. */
    static int leaves(SearchTree tree) {
        return (int) tree.children().stream().filter(List::isEmpty).count();
    }

    /** The trees side by side in one SVG document, at one scale, each under a heading with its counts. */
    public static String svg(List<SearchTree> trees) {
        StringBuilder body = new StringBuilder();
        int left = MARGIN;
        int height = 0;
        for (SearchTree tree : trees) {
            int depth = tree.nodes().stream().mapToInt(TreeNode::depth).max().orElse(0);
            int width = Math.max(leaves(tree) * STEP_X, 260);
            height = Math.max(height, HEADER + depth * STEP_Y + MARGIN * 2);
            body.append(panel(tree, left));
            left += width + GAP;
        }
        int totalWidth = left - GAP + MARGIN;
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"search-trees\" width=\"" + totalWidth + "\" height=\"" + height
                + "\" viewBox=\"0 0 " + totalWidth + " " + height + "\" font-family=\"sans-serif\" font-size=\"11\">\n"
                + "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n" + body + "</svg>\n";
    }

    private static String panel(SearchTree tree, int left) {
        double[] x = layout(tree);
        StringBuilder svg = new StringBuilder();
        svg.append("<g class=\"tree\" data-solver=\"").append(escape(tree.solver())).append("\" data-nodes=\"").append(tree.nodes().size())
                .append("\" data-work-name=\"").append(escape(tree.workName())).append("\" data-work=\"").append(tree.work())
                .append("\" data-solutions=\"").append(tree.solutions()).append("\">\n");
        svg.append("<text x=\"").append(left).append("\" y=\"16\" font-size=\"13\" font-weight=\"bold\">").append(escape(tree.solver()))
                .append(": ").append(tree.workName()).append(' ').append(tree.work()).append("</text>\n");
        svg.append("<text x=\"").append(left).append("\" y=\"32\">").append(tree.placements()).append(" placements, ").append(tree.solutions())
                .append(" solutions, ").append(tree.count(TreeNode.Kind.DEAD_END)).append(" dead ends, ").append(tree.count(TreeNode.Kind.PRUNED))
                .append(" pruned</text>\n");
        for (TreeNode node : tree.nodes()) {
            if (!node.isRoot()) {
                svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#999\"/>%n",
                        cx(left, x[node.parent()]), cy(node.depth() - 1), cx(left, x[node.id()]), cy(node.depth())));
            }
        }
        boolean labelled = tree.nodes().size() <= LABELLED_NODES;
        for (TreeNode node : tree.nodes()) {
            String what = node.isRoot() ? "root" : "row " + node.row() + " column " + node.column() + ", " + node.kind().jsonName();
            svg.append(String.format(Locale.ROOT, "<circle class=\"node %s\" data-id=\"%d\" cx=\"%.1f\" cy=\"%d\" r=\"%d\" fill=\"%s\"><title>%d: %s</title></circle>%n",
                    node.kind().jsonName(), node.id(), cx(left, x[node.id()]), cy(node.depth()), RADIUS, colour(node.kind()), node.id(), what));
            if (labelled) {
                svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"9\" text-anchor=\"middle\">%d</text>%n",
                        cx(left, x[node.id()]), cy(node.depth()) - 8, node.id()));
            }
        }
        return svg.append("</g>\n").toString();
    }

    private static double cx(int left, double x) {
        return left + RADIUS + x * STEP_X;
    }

    private static int cy(int depth) {
        return HEADER + MARGIN / 2 + depth * STEP_Y;
    }

    /** The fill of a node of {@code kind}. */
    static String colour(TreeNode.Kind kind) {
        return switch (kind) {
            case ROOT -> "#333333";
            case INNER -> "#9e9e9e";
            case SOLUTION -> "#2e9d3a";
            case DEAD_END -> "#d0312d";
            case PRUNED -> "#f29100";
        };
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
