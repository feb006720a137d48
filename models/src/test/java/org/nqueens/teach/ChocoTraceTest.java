package org.nqueens.teach;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueens.formulations.choco.ChocoAllDifferentModel;
import org.nqueens.formulations.choco.ChocoDualModel;
import org.nqueens.formulations.choco.ChocoPairwiseModel;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;

class ChocoTraceTest {

    @ParameterizedTest
    @CsvSource({"choco, 1", "choco, 4", "choco, 5", "choco, 6", "choco, 7", "choco, 3 . . 5 . . . .", "choco, . . 2 . . .",
        "choco, 1 . . . .", "choco, 2", "choco, 3", "choco, 2 4 . .", "choco, . . 1 . .", "choco-pairwise, 4", "choco-pairwise, 6", "choco-pairwise, . . 2 . . .",
        "choco-dual, 4", "choco-dual, 6", "choco-dual, 3 . . 5 . . . .", "choco-dual, . . . . 2 . . .", "choco-dual, . . 1 . ."})
    void theTreeCountsChocosNodesAndTheEventsReplayToVerifiedSolutions(String solver, String question) {
        Problem problem = Questions.of(question);
        Formulation formulation = switch (solver) {
            case "choco" -> new ChocoAllDifferentModel();
            case "choco-pairwise" -> new ChocoPairwiseModel();
            default -> new ChocoDualModel();
        };
        CountResult count = formulation.count(problem, false, SearchSettings.defaults().withThreads(1));
        TracedSearch search = TracedSearches.of(solver);
        SearchTree tree = SearchTree.of(search, problem);
        List<TraceEvent> events = new ArrayList<>();
        assertThat(search.run(problem, events::add)).isTrue();

        assertThat(tree.work()).as("Choco's nodes").isEqualTo(count.stats().values().getOrDefault("nodes", 0L));
        assertThat(tree.solutions()).isEqualTo(count.count());
        long fails = events.stream().filter(event -> event.kind() == TraceEvent.Kind.FAIL).count();
        assertThat(fails).as("a fail event for each of Choco's dead ends").isEqualTo(count.stats().values().getOrDefault("fails", 0L));
        assertThat(tree.count(TreeNode.Kind.DEAD_END)).as("Choco never tries an attacked square").isZero();
        Set<Solution> solutions = new Replay(problem).solutions(events);
        assertThat(solutions).hasSize((int) count.count());
        solutions.forEach(solution -> assertThat(ProblemVerifier.solves(problem, Placement.of(solution))).as(solution.toString()).isTrue());
    }

    @Test
    void fourQueensEndsWithItsTwoSolutionsAfterFourDeadEnds() {
        List<TraceEvent> events = new ArrayList<>();
        TracedSearches.of("choco").run(Problem.queens(4), events::add);

        assertThat(events.get(0)).isEqualTo(TraceEvent.choose("q[1]", 4));
        assertThat(events.get(1)).isEqualTo(TraceEvent.place(1, 1));
        assertThat(events).filteredOn(event -> event.kind() == TraceEvent.Kind.SOLUTION)
                .containsExactly(TraceEvent.solution(1, 2), TraceEvent.solution(1, 3));
        assertThat(events).filteredOn(event -> event.kind() == TraceEvent.Kind.FAIL).hasSize(4);
        assertThat(new Replay(Problem.queens(4)).solutions(events)).containsExactlyInAnyOrder(Solution.of(2, 4, 1, 3), Solution.of(3, 1, 4, 2));
        assertThat(events.get(events.size() - 1).kind()).isEqualTo(TraceEvent.Kind.FAIL);
    }

    @Test
    void theDualModelBranchesOnAColumnWhereThatColumnHasFewestSquares() {
        List<TraceEvent> events = new ArrayList<>();
        TracedSearches.of("choco-dual").run(Questions.of(". . . . 2 . . ."), events::add);

        assertThat(events).filteredOn(event -> event.kind() == TraceEvent.Kind.CHOOSE)
                .anyMatch(event -> event.choice().orElseThrow().item().startsWith("column "))
                .anyMatch(event -> event.choice().orElseThrow().item().startsWith("row "));
    }

    @Test
    void theDualModelTriesFirstTheSquareThatStrikesTheFewestOthers() {
        // Row 1 keeps columns 1, 2 and 4, the fewest of any line. Counting the squares each would strike
        // (its row's 3, its column's, and the other rows' on its diagonals): (1, 1) 3 + 5 + 4 = 12,
        // (1, 4) 3 + 5 + 4 = 12, and (1, 2) 3 + 4 + 4 = 11, since (4, 2) is blocked.
        Problem problem = Problem.classic(5, List.of(), List.of(new Square(1, 3), new Square(1, 5), new Square(4, 2)));
        List<TraceEvent> events = new ArrayList<>();
        TracedSearches.of("choco-dual").run(problem, events::add);

        assertThat(events.get(0)).isEqualTo(TraceEvent.choose("row 1", 3));
        assertThat(events.get(1)).isEqualTo(TraceEvent.place(1, 2));
    }

    @Test
    void aLimitStopsChocoMidSearch() {
        Trace trace = Trace.record(TracedSearches.of("choco"), Problem.queens(8), false, 5);

        assertThat(trace.events()).hasSize(5);
        assertThat(trace.ending()).isEqualTo(Trace.Ending.LIMIT);
    }

    /**
     * An independent replay of a propagating trace: every row's columns start as the board allows,
     * each pruned or refuted square comes off (put back when the queen placed before it comes off),
     * each placement is checked against the queens and fixed rows before it, each pruned square's
     * named queen really attacks it, and at each solution's end every row is down to one column.
     */
    private static final class Replay {

        private final Problem problem;
        private final int n;
        private final boolean[][] open;
        private final int[] placed;
        private final Deque<List<int[]>> frames = new ArrayDeque<>();

        Replay(Problem problem) {
            this.problem = problem;
            this.n = problem.rows();
            this.open = new boolean[n + 1][n + 1];
            this.placed = new int[n + 1];
            FreePart free = problem.freePart();
            for (int row : free.rows()) {
                for (int column : free.allowedColumns(row)) {
                    open[row][column] = true;
                }
            }
            problem.given().forEach(queen -> {
                placed[queen.row()] = queen.column();
                open[queen.row()][queen.column()] = true;
            });
            frames.push(new ArrayList<>());
        }

        Set<Solution> solutions(List<TraceEvent> events) {
            Set<Solution> solutions = new HashSet<>();
            boolean solutionOpen = false;
            for (TraceEvent event : events) {
                if (solutionOpen && event.kind() != TraceEvent.Kind.PRUNED) {
                    solutions.add(current());
                    solutionOpen = false;
                }
                int row = event.row();
                int column = event.column();
                switch (event.kind()) {
                    case PLACE, SOLUTION -> {
                        assertThat(open[row][column]).as("placed on an open square: " + event).isTrue();
                        assertThat(placed[row]).as("one queen a row: " + event).isZero();
                        placed[row] = column;
                        List<int[]> frame = new ArrayList<>();
                        for (int other = 1; other <= n; other++) {
                            if (other != column && open[row][other]) {
                                open[row][other] = false;
                                frame.add(new int[] {row, other});
                            }
                        }
                        frames.push(frame);
                        solutionOpen = event.kind() == TraceEvent.Kind.SOLUTION;
                    }
                    case PRUNED, REFUTE -> {
                        assertThat(open[row][column]).as("removed once: " + event).isTrue();
                        event.conflict().ifPresent(conflict -> {
                            if (conflict.rule() != Conflict.Rule.PROPAGATION) {
                                assertThat(Conflict.between(row, column, conflict.row(), conflict.column())).as(event.toString()).isEqualTo(conflict);
                                assertThat(fixed(conflict.row())).as("the attacker of " + event + " stands there").isEqualTo(conflict.column());
                            }
                        });
                        open[row][column] = false;
                        frames.peek().add(new int[] {row, column});
                    }
                    case BACKTRACK -> {
                        assertThat(placed[row]).as(event.toString()).isEqualTo(column);
                        placed[row] = 0;
                        for (int[] square : frames.pop()) {
                            open[square[0]][square[1]] = true;
                        }
                    }
                    case CHOOSE, FAIL, REJECT -> {
                        // No change of the domains.
                    }
                }
            }
            if (solutionOpen) {
                solutions.add(current());
            }
            return solutions;
        }

        /** The one column left to row {@code row}, or 0 when it has several or none. */
        private int fixed(int row) {
            int column = 0;
            for (int c = 1; c <= n; c++) {
                if (open[row][c]) {
                    if (column != 0) {
                        return 0;
                    }
                    column = c;
                }
            }
            return column;
        }

        private Solution current() {
            int[] columns = new int[n];
            for (int row = 1; row <= n; row++) {
                columns[row - 1] = fixed(row);
                assertThat(columns[row - 1]).as("row " + row + " is down to one column at a solution of " + problem).isPositive();
            }
            return Solution.of(columns);
        }
    }
}
