package org.nqueens.teach;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;

/**
 * The tree of a whole search, rebuilt from its events: the root is the board as given, each node
 * below it a queen placed, numbered in depth-first order as in seed 004's figure of the 4-queens
 * state space. Each node says what became of it: inner, solution, dead end (every square tried
 * after it was refused) or pruned (propagation left some row no choice, so nothing was tried).
 */
public final class SearchTree {

    /** The most free rows a tree is built for: n = 8's reference tree already has 2,056 placements. */
    public static final int MAX_FREE_ROWS = 7;

    private final String solver;
    private final int n;
    private final List<TreeNode> nodes;
    private final String workName;
    private final long work;
    private final long choices;

    private SearchTree(String solver, int n, List<TreeNode> nodes, long choices, String workName, long work) {
        this.solver = solver;
        this.n = n;
        this.nodes = Collections.unmodifiableList(nodes);
        this.choices = choices;
        this.workName = workName;
        this.work = work;
    }

    /**
     * Runs {@code search} to its end on {@code problem} and builds its tree.
     *
     * @throws InvalidInputException if the board has more than {@link #MAX_FREE_ROWS} free rows: its
     *     tree would be too large to read
     */
    public static SearchTree of(TracedSearch search, Problem problem) {
        requireReadable(problem);
        List<TraceEvent> events = new ArrayList<>();
        search.run(problem, events::add);
        SearchTree tree = of(search.id(), problem.rows(), events);
        return new SearchTree(tree.solver, tree.n, tree.nodes, tree.choices, search.workName(), search.work(tree));
    }

    /** Refuses a board whose tree would be too large to read, saying what size works. */
    public static void requireReadable(Problem problem) {
        int free = problem.rows() - problem.givenCount();
        if (free > MAX_FREE_ROWS) {
            throw new InvalidInputException("A search tree is readable for at most " + MAX_FREE_ROWS + " free rows (the reference search of n = 8 places 2,056 queens); "
                    + "this board has " + free + ". Try N = " + MAX_FREE_ROWS + " or less, or a partial board with at most " + MAX_FREE_ROWS + " empty rows.");
        }
    }

    /**
     * The tree of a search from its events, which must follow the stack discipline of
     * {@link SearchObserver}: each place or solution opens a node under the current one, each
     * backtrack closes the current one.
     */
    public static SearchTree of(String solver, int n, List<TraceEvent> events) {
        List<int[]> open = new ArrayList<>();
        List<TreeNode> nodes = new ArrayList<>();
        long choices = 0;
        // Per node: id, parent, depth, row, column, event, children, rejects seen while it was current, solution flag.
        Deque<int[]> stack = new ArrayDeque<>();
        int[] root = {0, -1, 0, 0, 0, -1, 0, 0, 0};
        open.add(root);
        stack.push(root);
        for (int index = 0; index < events.size(); index++) {
            TraceEvent event = events.get(index);
            int[] current = stack.peek();
            switch (event.kind()) {
                case PLACE, SOLUTION -> {
                    int[] node = {open.size(), current[0], current[2] + 1, event.row(), event.column(), index, 0, 0,
                        event.kind() == TraceEvent.Kind.SOLUTION ? 1 : 0};
                    current[6]++;
                    open.add(node);
                    stack.push(node);
                }
                case REJECT -> current[7]++;
                case BACKTRACK -> {
                    if (current == root || current[3] != event.row() || current[4] != event.column()) {
                        throw new IllegalStateException("Event " + index + " takes the queen off (" + event.row() + ", " + event.column()
                                + ") but the search stands at node " + current[0] + ": the events break the stack discipline.");
                    }
                    stack.pop();
                }
                case CHOOSE -> choices++;
                case PRUNED, REFUTE, FAIL -> {
                    // Shown in the trace; they add no node.
                }
            }
        }
        for (int[] node : open) {
            nodes.add(new TreeNode(node[0], node[1], node[2], node[3], node[4], kind(node), node[5]));
        }
        return new SearchTree(solver, n, nodes, choices, "placements", nodes.size() - 1L);
    }

    private static TreeNode.Kind kind(int[] node) {
        if (node[0] == 0) {
            return TreeNode.Kind.ROOT;
        }
        if (node[8] == 1) {
            return TreeNode.Kind.SOLUTION;
        }
        if (node[6] > 0) {
            return TreeNode.Kind.INNER;
        }
        return node[7] > 0 ? TreeNode.Kind.DEAD_END : TreeNode.Kind.PRUNED;
    }

    /** The id of the search. */
    public String solver() {
        return solver;
    }

    /** The board size. */
    public int n() {
        return n;
    }

    /** Every node, the root first, in depth-first order (a node's id is its index). */
    public List<TreeNode> nodes() {
        return nodes;
    }

    /** The name under which {@code count} reports the search's work: {@code placements}, {@code nodes}. */
    public String workName() {
        return workName;
    }

    /** The search's work read off the tree, as {@code count} reports it under {@link #workName()}. */
    public long work() {
        return work;
    }

    /** The queens placed: every node but the root. */
    public long placements() {
        return nodes.size() - 1L;
    }

    /** How many times the search chose what to branch on ({@code choose} events): a constraint solver's decisions. */
    public long choices() {
        return choices;
    }

    /** The solutions: nodes of kind solution. */
    public long solutions() {
        return count(TreeNode.Kind.SOLUTION);
    }

    /** How many nodes are of {@code kind}. */
    public long count(TreeNode.Kind kind) {
        return nodes.stream().filter(node -> node.kind() == kind).count();
    }

    /** The children of every node, by id, in depth-first order. */
    public List<List<TreeNode>> children() {
        List<List<TreeNode>> children = new ArrayList<>(nodes.size());
        for (int i = 0; i < nodes.size(); i++) {
            children.add(new ArrayList<>());
        }
        for (TreeNode node : nodes) {
            if (!node.isRoot()) {
                children.get(node.parent()).add(node);
            }
        }
        return children;
    }
}
