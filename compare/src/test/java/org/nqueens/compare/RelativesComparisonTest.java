package org.nqueens.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nqueens.formulations.Formulations;
import org.nqueens.problem.Solution;
import org.nqueens.relatives.DisjointAnswer;
import org.nqueens.solver.Stats;

/** The relatives in the battery: n<sup>2</sup> queens in the n-cube (variants) and the disjoint question (both packers). */
class RelativesComparisonTest {

    @Test
    void bothPackersAgreeWithTheValuesCheckedByHandAndWithEachOther() {
        ComparisonPlan plan = ComparisonPlan.full().withQuestions(EnumSet.of(Question.DISJOINT)).withTimeLimit(Duration.ofSeconds(30))
                .withRepeat(1);
        ComparisonResult result = Comparison.run(Formulations.standard(), plan, line -> { });

        assertThat(result.verdict()).as(result.verdictLine()).isEqualTo(Verdict.AGREE);
        Table table = result.tables().get(0);
        assertThat(table.question()).isEqualTo(Question.DISJOINT);
        assertThat(table.solvers()).containsExactly("dlx", "cpsat");
        assertThat(table.rows()).extracting(Row::label).containsExactly("n=1", "n=2", "n=3", "n=4", "n=5", "n=6", "n=7", "n=8");
        List<String> byHand = List.of("1", "0", "0", "2", "5", "4", "7");
        for (int n = 1; n <= 8; n++) {
            Row row = table.rows().get(n - 1);
            String links = row.cell("dlx").answer().shown();
            assertThat(row.cell("cpsat").answer().shown()).as(row.label()).isEqualTo(links);
            if (n <= byHand.size()) {
                assertThat(links).as(row.label()).isEqualTo(byHand.get(n - 1));
            }
        }
    }

    @Test
    void aPackerThatClaimsTooFewIsWrongAndSoIsOneThatDiffersWhereNothingIsKnown() {
        // Two of the four disjoint solutions of n = 6, claimed optimal: the optimum is 4.
        DisjointAnswer two = new DisjointAnswer(6, false, List.of(Solution.of(2, 4, 6, 1, 3, 5), Solution.of(5, 3, 1, 6, 4, 2)), 2, "cpsat",
                Duration.ZERO, Stats.empty(), "a claim");
        Map<String, Attempt<DisjointAnswer>> attempts = new LinkedHashMap<>();
        attempts.put("cpsat", new Attempt<>(Attempt.Kind.RETURNED, Optional.of(two), Duration.ofMillis(1), Optional.empty(), ""));
        Map<String, Optional<Cell>> order = new LinkedHashMap<>();
        order.put("cpsat", Optional.empty());
        Row six = Referee.disjoint(6, attempts, order);
        assertThat(six.cell("cpsat").wrong()).isTrue();
        assertThat(six.cell("cpsat").note()).contains("It proved 2, but the optimum is 4.");

        // Beyond the values checked by hand, the packers must agree: two different proved values are both disputed.
        DisjointAnswer none = new DisjointAnswer(8, false, List.of(), 0, "dlx", Duration.ZERO, Stats.empty(), "a claim");
        DisjointAnswer one = new DisjointAnswer(8, false, List.of(Solution.of(1, 5, 8, 6, 3, 7, 2, 4)), 1, "cpsat", Duration.ZERO,
                Stats.empty(), "a claim");
        attempts.clear();
        attempts.put("dlx", new Attempt<>(Attempt.Kind.RETURNED, Optional.of(none), Duration.ofMillis(1), Optional.empty(), ""));
        attempts.put("cpsat", new Attempt<>(Attempt.Kind.RETURNED, Optional.of(one), Duration.ofMillis(1), Optional.empty(), ""));
        order.clear();
        order.put("dlx", Optional.empty());
        order.put("cpsat", Optional.empty());
        Row eight = Referee.disjoint(8, attempts, order);
        assertThat(eight.cell("dlx").wrong()).isTrue();
        assertThat(eight.cell("cpsat").wrong()).isTrue();
        assertThat(eight.notes()).anyMatch(note -> note.contains("The answers differ"));
    }

    @Test
    void theCubesAreCountedByEveryFormulationThatTakesThemAndAgree() {
        List<Variant> cubes = Variant.standard().stream().filter(variant -> variant.label().matches("queens \\d+x\\d+x\\d+")).toList();
        assertThat(cubes).extracting(Variant::label).containsExactly("queens 2x2x2", "queens 3x3x3", "queens 4x4x4", "queens 5x5x5",
                "queens 6x6x6", "queens 7x7x7");
        ComparisonPlan plan = ComparisonPlan.full().withQuestions(EnumSet.of(Question.VARIANTS)).withVariants(cubes)
                .withTimeLimit(Duration.ofSeconds(30)).withRepeat(1).withSolvers(List.of("dlx", "choco-grid", "cpsat-boolean"));
        ComparisonResult result = Comparison.run(Formulations.standard(), plan, line -> { });

        assertThat(result.verdict()).as(result.verdictLine()).isEqualTo(Verdict.AGREE);
        Table table = result.tables().get(0);
        assertThat(table.solvers()).containsExactly("backtrack", "dlx", "choco-grid", "cpsat-boolean");
        for (Row row : table.rows()) {
            for (String solver : table.solvers()) {
                // No n^2 queens fit in the n-cube for n = 2..7; every formulation proves it.
                assertThat(row.cell(solver).answer().shown()).as(row.label() + ": " + solver).isEqualTo("0");
            }
        }
    }

    @Test
    void theQuickBatteryAsksOneCubeAndTwoDisjointBoards() {
        ComparisonPlan quick = ComparisonPlan.quick();
        assertThat(quick.variants()).extracting(Variant::label).contains("queens 4x4x4");
        assertThat(quick.disjointSizes()).containsExactly(4, 6);
        assertThat(quick.questions()).contains(Question.DISJOINT);
    }
}
