package org.nqueens.teach;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;

/**
 * The nodes of a traced search's tree, each with what lies below it, to hold a trace to a real
 * search node for node: at every node, the real search started from the board with that node's
 * queens given must place exactly the queens the trace places below it and find its solutions in
 * the same order. A tree whose every node passes has the real search's nodes, in its order.
 *
 * @param path the queens placed from the root down to the node, in order
 * @param placements the queens placed below the node
 * @param solutions the solutions at or below the node, in the order the trace reached them
 */
record Subtrees(List<Square> path, long placements, List<Solution> solutions) {

    /** Runs {@code search} on {@code problem} to its end (no limit on the free rows) and lists its nodes, the root first. */
    static List<Subtrees> of(TracedSearch search, Problem problem) {
        List<TraceEvent> events = new ArrayList<>();
        assertThat(search.run(problem, events::add)).as("the trace runs to its end").isTrue();
        List<TreeNode> nodes = SearchTree.of(search.id(), problem.rows(), events).nodes();
        int n = problem.rows();
        List<List<Square>> paths = new ArrayList<>();
        long[] below = new long[nodes.size()];
        List<List<Solution>> solutions = new ArrayList<>();
        for (TreeNode node : nodes) {
            List<Square> path = new ArrayList<>(node.isRoot() ? List.of() : paths.get(node.parent()));
            if (!node.isRoot()) {
                path.add(new Square(node.row(), node.column()));
            }
            paths.add(path);
            solutions.add(new ArrayList<>());
            if (node.kind() == TreeNode.Kind.SOLUTION) {
                int[] columns = new int[n];
                problem.given().forEach(queen -> columns[queen.row() - 1] = queen.column());
                path.forEach(queen -> columns[queen.row() - 1] = queen.column());
                Solution solution = Solution.of(columns);
                // Node ids are depth-first, so every ancestor is already listed: the solution joins each, in order.
                for (int at = node.id(); at >= 0; at = nodes.get(at).parent()) {
                    solutions.get(at).add(solution);
                }
            }
        }
        for (int id = nodes.size() - 1; id > 0; id--) {
            below[nodes.get(id).parent()] += below[id] + 1;
        }
        List<Subtrees> all = new ArrayList<>();
        for (int id = 0; id < nodes.size(); id++) {
            all.add(new Subtrees(paths.get(id), below[id], solutions.get(id)));
        }
        return all;
    }

    /** The seed of {@link #partialBoards}. */
    static final long SEED = 20261126L;

    /**
     * Boards of n = 4 to 10 with given queens that do not attack each other and blocked squares,
     * drawn with {@link #SEED}, each named with the seed so that a failure can be replayed.
     */
    static List<Problem> partialBoards(int count) {
        SplittableRandom random = new SplittableRandom(SEED);
        List<Problem> boards = new ArrayList<>();
        while (boards.size() < count) {
            int n = 4 + random.nextInt(7);
            Set<Square> given = new HashSet<>();
            for (int row = 1; row <= n; row++) {
                Square queen = new Square(row, 1 + random.nextInt(n));
                if (random.nextInt(4) == 0 && given.stream().noneMatch(other -> attack(queen, other))) {
                    given.add(queen);
                }
            }
            Set<Square> blocked = new HashSet<>();
            for (int k = random.nextInt(n); k > 0; k--) {
                Square square = new Square(1 + random.nextInt(n), 1 + random.nextInt(n));
                if (!given.contains(square)) {
                    blocked.add(square);
                }
            }
            boards.add(Problem.classic(n, given, blocked));
        }
        return boards;
    }

    private static boolean attack(Square a, Square b) {
        return a.row() == b.row() || a.column() == b.column() || Math.abs(a.row() - b.row()) == Math.abs(a.column() - b.column());
    }

    /** {@code problem} with the queens of the path given besides its own. */
    Problem posed(Problem problem) {
        Set<Square> given = new HashSet<>(problem.given());
        given.addAll(path);
        return Problem.classic(problem.rows(), given, problem.blocked());
    }

    /**
     * What the real solver {@code backtrack} (its one-queen-a-row search) does on {@code problem}:
     * its placements and its solutions in the order it finds them.
     */
    static Subtrees backtracker(Problem problem) {
        ResumableSearch search = ReferenceBacktracker.plain().search(problem, Run.start(SearchSettings.defaults()));
        List<Solution> found = new ArrayList<>();
        ResumableSearch.Step step;
        while ((step = search.advance()) == ResumableSearch.Step.SOLUTION) {
            found.add(search.placement().solution().orElseThrow());
        }
        assertThat(step).isEqualTo(ResumableSearch.Step.EXHAUSTED);
        return new Subtrees(List.of(), search.stats().values().getOrDefault(Stats.PLACEMENTS, 0L), found);
    }

    /** Holds the trace of {@code search} on {@code problem} to the real backtracker at every node; returns the nodes checked. */
    static int holdToBacktracker(TracedSearch search, Problem problem) {
        List<Subtrees> nodes = of(search, problem);
        for (Subtrees node : nodes) {
            Subtrees real = backtracker(node.posed(problem));
            assertThat(node.placements()).as("placements below %s on %s (seed %d)", node.path(), problem, SEED).isEqualTo(real.placements());
            assertThat(node.solutions()).as("solutions below %s on %s (seed %d)", node.path(), problem, SEED).isEqualTo(real.solutions());
        }
        return nodes.size();
    }
}
