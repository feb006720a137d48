package org.nqueens.teach;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Solution;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;

class ReferenceTraceTest {

    @Test
    void fromSevenFiveThreeOneTheTraceIsSeed004sTableLineForLine() throws IOException {
        List<String> seed = seedTable();
        Trace trace = Trace.record(ReferenceTrace.reference().from(7, 5, 3, 1), Problem.queens(8), true, Long.MAX_VALUE);

        List<String> ours = TraceTable.lines(trace).stream().skip(1).map(ReferenceTraceTest::asSeedLine).toList();

        assertThat(ours).containsExactlyElementsOf(seed.stream().map(line -> line.replace("+", "")).toList());
        assertThat(seed).filteredOn(line -> line.startsWith("+")).as("lines the seed's table leaves out").hasSize(1);
        assertThat(trace.ending()).isEqualTo(Trace.Ending.FIRST_SOLUTION);
        assertThat(trace.events().get(trace.events().size() - 1)).isEqualTo(TraceEvent.solution(8, 4));
    }

    @Test
    void theRejectsCarryTheAttackingPairAndTheRule() {
        Trace trace = Trace.record(ReferenceTrace.reference().from(7, 5, 3, 1), Problem.queens(8), true, 5);

        assertThat(trace.events()).startsWith(
                TraceEvent.reject(5, 2, new Conflict(4, 1, Conflict.Rule.DIAGONAL)),
                TraceEvent.place(5, 4),
                TraceEvent.reject(6, 2, new Conflict(1, 7, Conflict.Rule.DIAGONAL)));
        assertThat(trace.ending()).isEqualTo(Trace.Ending.LIMIT);
        assertThat(trace.events()).hasSize(5);
        assertThat(TraceTable.lines(trace).get(4)).endsWith("|j - l| = |2 - 7| = 5, |i - k| = |6 - 1| = 5");
    }

    @ParameterizedTest
    @MethodSource("smallBoards")
    void onTheEmptyBoardThePlacementsAreTheSeedTablesAndEverySolutionIsVerified(KnownCount known) {
        int n = known.n();
        long[] placements = {0};
        List<Solution> solutions = new ArrayList<>();
        int[] columns = new int[n];
        boolean done = ReferenceTrace.reference().run(Problem.queens(n), event -> {
            if (event.kind().placesQueen()) {
                placements[0]++;
                columns[event.row() - 1] = event.column();
            }
            if (event.kind() == TraceEvent.Kind.SOLUTION) {
                solutions.add(Solution.of(columns.clone()));
            }
            return true;
        });

        assertThat(done).isTrue();
        assertThat(placements[0]).isEqualTo(known.dfsPlacements().orElseThrow());
        assertThat(solutions).hasSize((int) known.solutions()).doesNotHaveDuplicates()
                .allSatisfy(solution -> assertThat(ProblemVerifier.solves(Problem.queens(n), Placement.of(solution))).isTrue());
    }

    static List<KnownCount> smallBoards() {
        return IntStream.rangeClosed(1, 9).mapToObj(n -> KnownCounts.of(n).orElseThrow()).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"3 . . 5 . . . .", ". . 2 . . .", "1 . . . .", ". . . . . . 4"})
    void onAPartialBoardThePlacementsAreTheReferenceSolversAndTheGivenQueensStay(String compact) {
        Problem problem = Questions.of(compact);
        long[] placements = {0};
        ReferenceTrace.reference().everyColumn().run(problem, event -> {
            assertThat(problem.givenColumn(event.row())).as("a row with a given queen is never searched").isEmpty();
            placements[0] += event.kind().placesQueen() ? 1 : 0;
            return true;
        });

        Stats stats = ReferenceBacktracker.plain().count(problem, false, SearchSettings.defaults()).stats();
        assertThat(placements[0]).isEqualTo(stats.values().get(Stats.PLACEMENTS));
    }

    @Test
    void tryingEveryColumnAddsRejectsAndChangesNothingElse() {
        List<TraceEvent> unused = new ArrayList<>();
        List<TraceEvent> every = new ArrayList<>();
        ReferenceTrace.reference().run(Problem.queens(6), unused::add);
        ReferenceTrace.reference().everyColumn().run(Problem.queens(6), every::add);

        assertThat(unused).noneMatch(event -> event.conflict().map(c -> c.rule() == Conflict.Rule.COLUMN).orElse(false));
        assertThat(every).anyMatch(event -> event.conflict().map(c -> c.rule() == Conflict.Rule.COLUMN).orElse(false));
        assertThat(every.stream().filter(event -> event.kind() != TraceEvent.Kind.REJECT).toList())
                .as("the same queens placed and taken off in the same order")
                .isEqualTo(unused.stream().filter(event -> event.kind() != TraceEvent.Kind.REJECT).toList());
        assertThat(every.size() - unused.size()).as("the used columns tried besides").isPositive();
    }

    @Test
    void aResumedSearchGoesOnExactlyAsTheWholeSearchDoesFromThatPoint() {
        List<TraceEvent> whole = new ArrayList<>();
        ReferenceTrace.reference().run(Problem.queens(8), whole::add);
        int[] columns = new int[9];
        int resumeAt = -1;
        for (int i = 0; i < whole.size() && resumeAt < 0; i++) {
            TraceEvent event = whole.get(i);
            if (event.kind() == TraceEvent.Kind.PLACE) {
                columns[event.row()] = event.column();
                if (event.row() == 4 && columns[1] == 7 && columns[2] == 5 && columns[3] == 3 && columns[4] == 1) {
                    resumeAt = i + 1;
                }
            }
        }
        List<TraceEvent> resumed = new ArrayList<>();
        ReferenceTrace.reference().from(7, 5, 3, 1).run(Problem.queens(8), resumed::add);

        assertThat(resumed).containsExactlyElementsOf(whole.subList(resumeAt, whole.size()));
    }

    @Test
    void anInfeasibleStartIsRefusedNamingTheAttack() {
        assertThatThrownBy(() -> ReferenceTrace.reference().from(7, 5, 3, 2).run(Problem.queens(8), event -> true))
                .isInstanceOf(InvalidInputException.class)
                .hasMessage("The start \"7 5 3 2\" is not feasible: the queen of row 4 (column 2) is attacked by the queen of row 3 (column 3), same diagonal.");
        assertThatThrownBy(() -> ReferenceTrace.reference().from(1, 3, 5, 7).run(Problem.queens(4), event -> true))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("must leave a row to search");
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void onTheEmptyBoardEveryNodeIsTheRealBacktrackersNode(int n) {
        // The solver backtrack started below each node places the queens the trace places there and finds its solutions in order.
        assertThat(Subtrees.holdToBacktracker(ReferenceTrace.reference(), Problem.queens(n))).isEqualTo(KnownCounts.of(n).orElseThrow()
                .dfsPlacements().orElseThrow() + 1);
        Subtrees.holdToBacktracker(ReferenceTrace.reference().everyColumn(), Problem.queens(Math.min(n, 7)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("partialBoards")
    void onAPartialBoardEveryNodeIsTheRealBacktrackersNode(Problem problem) {
        Subtrees.holdToBacktracker(ReferenceTrace.reference(), problem);
    }

    static List<Problem> partialBoards() {
        return Subtrees.partialBoards(20);
    }

    /** A line of our table in the seed's form: the columns without the dots, and the remark word if it is one. */
    static String asSeedLine(String line) {
        String[] tokens = line.trim().split("\\s+");
        StringBuilder cells = new StringBuilder();
        int i = 1;
        for (; i < tokens.length && tokens[i].matches("\\d+\\*?|\\."); i++) {
            if (!tokens[i].equals(".")) {
                cells.append(cells.length() == 0 ? "" : " ").append(tokens[i]);
            }
        }
        String remark = i < tokens.length ? tokens[i] : "";
        return remark.equals("Backtrack") || remark.equals("SOLUTION") ? cells + " | " + remark : cells.toString();
    }

    static List<String> seedTable() throws IOException {
        try (InputStream in = ReferenceTraceTest.class.getResourceAsStream("seed004-trace.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(line -> !line.isBlank() && !line.startsWith("#")).toList();
        }
    }
}
