package org.nqueens.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.formulations.Formulations;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.solver.Formulation;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;

class ComparisonTest {

    /**
     * A plan small enough for the default suite: counts and sets of 1..6, solutions of 8 and 12, the bundled boards, the
     * variants; the optima have tests of their own ({@link OptimaComparisonTest}).
     */
    static ComparisonPlan small() {
        return ComparisonPlan.full().withSizes(ComparisonPlan.range(1, 6), 6).withSolveSizes(List.of(8, 12))
                .withTimeLimit(Duration.ofSeconds(2)).withRepeat(1).withQuestions(EnumSet.complementOf(EnumSet.of(Question.OPTIMA)));
    }

    static ComparisonResult compare(ComparisonPlan plan, Formulation... extra) {
        List<Formulation> formulations = new ArrayList<>();
        formulations.add(ReferenceBacktracker.plain());
        formulations.add(ReferenceBacktracker.mirrored());
        formulations.addAll(List.of(extra));
        return Comparison.run(Formulations.of(formulations), plan, line -> { });
    }

    @Test
    void theStandardFormulationsAgreeOnTheSmallPlan() {
        ComparisonResult result = Comparison.run(Formulations.standard(), small(), line -> { });

        assertThat(result.verdict()).as(result.verdictLine()).isEqualTo(Verdict.AGREE);
        assertThat(result.tables()).extracting(Table::question).containsExactlyElementsOf(EnumSet.complementOf(EnumSet.of(Question.OPTIMA)));
        assertThat(result.tables().get(0).solvers()).startsWith("backtrack").contains("backtrack-mirror");
        assertThat(result.wrongCount()).isZero();
    }

    static Stream<Arguments> brokenFormulations() {
        return Stream.of(
                Arguments.of(Broken.countOffByOne(), Question.COUNTS, "counted"),
                Arguments.of(Broken.solutionWithAttack(), Question.SINGLE_SOLUTIONS, "fails verification"),
                Arguments.of(Broken.completionDroppingAGiven(), Question.COMPLETIONS, "fails verification"),
                Arguments.of(Broken.unsatWhereSat(), Question.COMPLETIONS, "It says UNSAT"),
                Arguments.of(Broken.setWithDuplicateAndMiss(), Question.SOLUTION_SETS, "duplicate"),
                Arguments.of(Broken.crashing(), Question.COUNTS, "crashed"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenFormulations")
    void everyBrokenFormulationIsCaughtAndMarkedWrong(Formulation broken, Question where, String reason) {
        ComparisonResult result = compare(small(), broken);

        assertThat(result.verdict()).isEqualTo(Verdict.DISAGREE);
        Table table = result.tables().stream().filter(t -> t.question() == where).findFirst().orElseThrow();
        List<Cell> wrong = table.rows().stream().map(row -> row.cell(broken.id())).filter(Cell::wrong).toList();
        assertThat(wrong).as("wrong cells of %s in %s", broken.id(), where).isNotEmpty();
        assertThat(wrong).allSatisfy(cell -> assertThat(cell.note()).contains(reason));
        assertThat(table.rows()).filteredOn(row -> row.cell(broken.id()).wrong())
                .allSatisfy(row -> assertThat(row.verdict()).isEqualTo(Verdict.DISAGREE));
        result.tables().stream().flatMap(t -> t.rows().stream()).flatMap(row -> row.cells().stream())
                .filter(cell -> !cell.solver().equals(broken.id()))
                .forEach(cell -> assertThat(cell.wrong()).as("%s was judged wrong: %s", cell.solver(), cell.note()).isFalse());
    }

    @Test
    void theCountOffByOneIsWrongOnEveryRow() {
        Table counts = compare(small().withQuestions(EnumSet.of(Question.COUNTS)), Broken.countOffByOne()).tables().get(0);

        assertThat(counts.rows()).allSatisfy(row -> {
            assertThat(row.cell("count-off-by-one").wrong()).isTrue();
            assertThat(row.verdict()).isEqualTo(Verdict.DISAGREE);
        });
        assertThat(counts.rows().get(3).cell("count-off-by-one").note()).isEqualTo("It counted 3 solutions, but n = 4 has 2 (the known count).");
    }

    @Test
    void aCompletionThatDropsAGivenQueenNamesTheQueen() {
        Table completions = compare(small().withQuestions(EnumSet.of(Question.COMPLETIONS)), Broken.completionDroppingAGiven()).tables().get(0);

        Row nauck = completions.rows().get(0);
        assertThat(nauck.label()).isEqualTo("nauck1850-n8.param");
        assertThat(nauck.cell("drops-given-queen").note()).isEqualTo("Its solution fails verification: The queen given at row 4, column 4"
                + " is not kept: the solution puts row 4's queen in column 6.");
        assertThat(nauck.cell("backtrack").wrong()).isFalse();
    }

    @Test
    void aFalseUnsatIsWrongOnlyWhereTheBoardHasACompletion() {
        Table completions = compare(small().withQuestions(EnumSet.of(Question.COMPLETIONS)), Broken.unsatWhereSat()).tables().get(0);

        for (Row row : completions.rows()) {
            Instance instance = InstanceSet.bundled().stream().filter(i -> i.name().equals(row.label())).findFirst().orElseThrow();
            boolean sat = instance.expected().orElseThrow() == org.nqueens.solver.Status.SAT;
            assertThat(row.cell("always-unsat").wrong()).as(row.label()).isEqualTo(sat);
        }
    }

    @Test
    void aCrashIsReportedInItsCellAndTheOthersGoOn() {
        ComparisonResult result = compare(small().withQuestions(EnumSet.of(Question.COUNTS, Question.SINGLE_SOLUTIONS)), Broken.crashing());

        for (Table table : result.tables()) {
            for (Row row : table.rows()) {
                assertThat(row.cell("crashing").outcome()).isEqualTo(Outcome.CRASHED);
                assertThat(row.cell("backtrack").answered()).isTrue();
            }
        }
        assertThat(result.tables().get(1).rows().get(0).cell("crashing").note())
                .startsWith("It crashed: ArrayIndexOutOfBoundsException: deliberate failure while solving n = 8");
        assertThat(result.tables().get(1).rows().get(0).cell("crashing").answer()).isInstanceOfSatisfying(Answer.Crashed.class,
                crash -> assertThat(crash.cause()).startsWith("ArrayIndexOutOfBoundsException: deliberate failure while solving n = 8"));
    }

    @Test
    void everyCellHoldsItsAnswerAsAValueAndEveryFoundSolutionIsVerified() {
        ComparisonResult result = compare(small().withQuestions(EnumSet.of(Question.COUNTS, Question.COMPLETIONS, Question.SINGLE_SOLUTIONS)));

        Row four = result.tables().get(0).rows().get(3);
        assertThat(four.cell("backtrack").answer()).isEqualTo(new Answer.Count(2, true));
        for (Table table : result.tables().subList(1, 3)) {
            for (Row row : table.rows()) {
                Problem board = table.question() == Question.COMPLETIONS
                        ? InstanceSet.bundled().stream().filter(i -> i.name().equals(row.label())).findFirst().orElseThrow().problem()
                        : Problem.queens(row.n());
                for (Cell cell : row.cells()) {
                    assertThat(cell.answer()).as("%s %s", row.label(), cell.solver()).isInstanceOfSatisfying(Answer.Found.class, found -> {
                        assertThat(found.foundBy()).isEqualTo(cell.solver());
                        found.solution().ifPresent(placement -> assertThat(ProblemVerifier.whyNot(board, placement.solution(board.rows())
                                .orElseThrow())).isEmpty());
                    });
                }
            }
        }
    }

    @Test
    void anAnswerIsValidatedWhenMade() {
        assertThatThrownBy(() -> new Answer.Count(-1, true)).hasMessageContaining("(-1) must not be negative");
        assertThatThrownBy(() -> new Answer.Found(org.nqueens.solver.Status.SAT, java.util.Optional.empty(), "x"))
                .hasMessageContaining("A SAT answer must carry a solution");
        assertThatThrownBy(() -> new Answer.Crashed(" ")).hasMessageContaining("needs its cause");
        assertThat(new Answer.Count(40, false).shown()).isEqualTo(">=40");
        assertThat(new Answer.Count(40, false).outcome()).isEqualTo(Outcome.UNKNOWN);
    }

    @Test
    void repeatedRunsCatchAFormulationThatIsWrongOnlySometimes() {
        ComparisonPlan counts = small().withQuestions(EnumSet.of(Question.COUNTS));

        assertThat(compare(counts, Broken.flakyOnSecondAsking()).verdict()).as("asked once, it is right").isEqualTo(Verdict.AGREE);
        ComparisonResult repeated = compare(counts.withRepeat(3), Broken.flakyOnSecondAsking());

        assertThat(repeated.verdict()).isEqualTo(Verdict.DISAGREE);
        assertThat(repeated.tables().get(0).rows().get(4).cell("flaky").note()).isEqualTo("It counted 11 solutions, but n = 5 has 10 (the known count).");
        assertThat(repeated.wrongCount()).isEqualTo(1);
        assertThat(repeated.setting()).contains("each question asked 3 times, the run of median wall time shown");
    }

    @Test
    void aFormulationThatReturnsNullHasCrashed() {
        Cell cell = compare(small().withQuestions(EnumSet.of(Question.COUNTS)), Broken.returningNull()).tables().get(0).rows().get(0)
                .cell("returns-null");

        assertThat(cell.outcome()).isEqualTo(Outcome.CRASHED);
        assertThat(cell.note()).isEqualTo("It crashed: it returned null instead of an answer");
    }

    @Test
    void aFormulationThatIgnoresItsTimeLimitIsLeftBehindAndTheComparisonFinishes() {
        ComparisonPlan plan = small().withQuestions(EnumSet.of(Question.SINGLE_SOLUTIONS)).withTimeLimit(Duration.ofMillis(200));
        long start = System.nanoTime();

        ComparisonResult result = compare(plan, Broken.ignoringItsTimeLimit());

        Row first = result.tables().get(0).rows().get(0);
        assertThat(first.cell("sleepy").outcome()).isEqualTo(Outcome.OVERRAN);
        assertThat(first.cell("sleepy").wrong()).isFalse();
        assertThat(result.tables().get(0).rows().get(1).cell("sleepy").outcome()).as("not asked beyond where it stopped")
                .isEqualTo(Outcome.NOT_ASKED);
        assertThat(result.verdict()).isEqualTo(Verdict.AGREE);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
    }

    @Test
    void aQuestionNoFormulationAnswersInTimeIsNoAnswer() {
        ComparisonPlan plan = small().withQuestions(EnumSet.of(Question.SINGLE_SOLUTIONS)).withSolveSizes(List.of(60))
                .withTimeLimit(Duration.ofMillis(100));

        ComparisonResult result = compare(plan);

        assertThat(result.tables().get(0).rows().get(0).cell("backtrack").outcome()).isEqualTo(Outcome.UNKNOWN);
        assertThat(result.verdict()).isEqualTo(Verdict.NO_ANSWER);
        assertThat(result.verdictLine()).startsWith("VERDICT: NO ANSWER");
    }

    @Test
    void theReferenceIsAskedEvenWhenNotChosenAndRefusalsAreNotAsked() {
        ComparisonResult result = compare(small().withQuestions(EnumSet.of(Question.COUNTS, Question.COMPLETIONS))
                .withSolvers(List.of("backtrack-mirror")));

        assertThat(result.tables().get(0).solvers()).containsExactly("backtrack", "backtrack-mirror");
        assertThat(result.tables().get(1).solvers()).containsExactly("backtrack");
        assertThat(result.verdict()).isEqualTo(Verdict.AGREE);
    }

    @Test
    void anUnknownSolverOrAMissingReferenceIsAnError() {
        assertThatThrownBy(() -> compare(small().withSolvers(List.of("nope"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Unknown solver 'nope'");
        assertThatThrownBy(() -> Comparison.run(Formulations.of(List.of(ReferenceBacktracker.mirrored())), small(), line -> { }))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("reference formulation 'backtrack'");
    }

    @Test
    void progressNamesTheQuestionTheRowAndTheFormulationBeforeEachRun() {
        List<String> lines = new ArrayList<>();
        Comparison.run(Formulations.standard(), small().withQuestions(Set.of(Question.COUNTS)).withSizes(List.of(5), 0), lines::add);

        assertThat(lines).contains("warm-up: backtrack", "counts n=5: backtrack", "counts n=5: backtrack-mirror");
        List<String> repeated = new ArrayList<>();
        Comparison.run(Formulations.standard(), small().withQuestions(Set.of(Question.COUNTS)).withSizes(List.of(5), 0).withRepeat(2),
                repeated::add);
        assertThat(repeated).contains("counts n=5: backtrack (run 1 of 2)", "counts n=5: backtrack (run 2 of 2)");
    }
}
