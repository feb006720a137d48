package org.nqueens.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.nqueens.formulations.Formulations;
import org.nqueens.solver.Status;

/**
 * The same plan and seed give the same output byte for byte in every format, once what depends on the clock is left
 * out ({@link ComparisonResult#reproducible()}), the portfolio {@code auto} included, whose winning racer varies.
 */
class ReproducibleOutputTest {

    private static final long SEED = 20_261_123L;

    /**
     * Small, and with a time limit no run comes near, so that no answer depends on the clock: the boards with a completion
     * (on those without one the incomplete min-conflicts search spends seconds before it gives up), no variants (the
     * grid models count them for seconds) and no optima (their own tests: proofs take seconds).
     */
    private static ComparisonPlan plan() {
        List<Instance> completable = InstanceSet.bundled().stream().filter(instance -> instance.expected().equals(Optional.of(Status.SAT))).toList();
        return ComparisonPlan.full().withQuestions(EnumSet.complementOf(EnumSet.of(Question.VARIANTS, Question.OPTIMA)))
                .withSizes(ComparisonPlan.range(1, 6), 5).withSolveSizes(List.of(8, 12)).withInstances(completable)
                .withTimeLimit(Duration.ofSeconds(60)).withRepeat(2).withSeed(SEED);
    }

    private static Map<String, String> everyFormat(ComparisonResult result) {
        Map<String, String> outputs = new LinkedHashMap<>();
        for (ReportFormat format : ReportFormat.values()) {
            StringWriter text = new StringWriter();
            format.write(result, new PrintWriter(text));
            outputs.put(format.name(), text.toString());
        }
        outputs.put("HTML", HtmlReport.render(result));
        return outputs;
    }

    /** The formulations whose answers or work could vary: the race, the seeded ones, the solvers with their own heuristics. */
    private static final List<String> SEEDED_OR_RACED = List.of("auto", "minconflicts", "choco", "cpsat", "dlx", "bitboard");

    @Test
    @Tag("slow")
    void everyStandardFormulationPrintsTheSameTwice() {
        ComparisonResult first = Comparison.run(Formulations.standard(), plan(), line -> { });
        ComparisonResult second = Comparison.run(Formulations.standard(), plan(), line -> { });

        assertThat(first.verdict()).as(first.verdictLine()).isEqualTo(Verdict.AGREE);
        assertThat(everyFormat(second.reproducible())).isEqualTo(everyFormat(first.reproducible()));
    }

    @Test
    void twoRunsWithTheSameSeedPrintTheSameInEveryFormat() {
        ComparisonPlan plan = plan().withSolvers(SEEDED_OR_RACED);
        ComparisonResult first = Comparison.run(Formulations.standard(), plan, line -> { });
        ComparisonResult second = Comparison.run(Formulations.standard(), plan, line -> { });

        assertThat(first.verdict()).as(first.verdictLine()).isEqualTo(Verdict.AGREE);
        assertThat(first.solvers()).as("the portfolio is compared too").contains("auto");
        assertThat(everyFormat(second.reproducible())).isEqualTo(everyFormat(first.reproducible()));
        assertThat(everyFormat(first.reproducible()).get("TEXT")).contains("seed " + SEED, "Times left out").doesNotContain(" ms");
    }

    @Test
    void aRaceKeepsItsAnswerButNotItsWinner() {
        ComparisonResult result = Comparison.run(Formulations.standard(),
                plan().withQuestions(EnumSet.of(Question.COMPLETIONS)).withSolvers(List.of("auto")).withRepeat(1), line -> { });

        Table completions = result.tables().get(0);
        for (Row row : completions.rows()) {
            Cell measured = row.cell("auto");
            Cell stripped = measured.reproducible();
            assertThat(measured.answer()).isInstanceOfSatisfying(Answer.Found.class,
                    found -> assertThat(found.foundBy()).as("a racer answers, not the portfolio").isNotEqualTo("auto"));
            assertThat(stripped.answer()).isEqualTo(measured.answer());
            assertThat(stripped.wall()).isEmpty();
            assertThat(stripped.stats().values()).isEmpty();
            assertThat(stripped.note()).isEqualTo("Answered by the first of its racers to finish; which one varies from run to run.");
            Cell reference = row.cell("backtrack").reproducible();
            assertThat(reference.stats()).as("a formulation that is not a race keeps its work").isEqualTo(row.cell("backtrack").stats());
        }
    }

    @Test
    void measuredOutputHasTimesAndTheEnvironment() {
        ComparisonResult result = Comparison.run(Formulations.standard(), plan().withQuestions(EnumSet.of(Question.COUNTS))
                .withSolvers(List.of("bitboard")).withRepeat(1), line -> { });

        assertThat(result.timed()).isTrue();
        assertThat(result.reproducible().timed()).isFalse();
        assertThat(result.setting()).contains("Java ", " cores, ");
        assertThat(HtmlReport.render(result)).contains("<svg class=\"chart\" data-question=\"counts\"");
        assertThat(HtmlReport.render(result.reproducible())).doesNotContain("<svg class=\"chart\" data-question=\"counts\"");
    }
}
