package org.nqueens.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nqueens.problem.Square;
import org.nqueens.formulations.Formulations;
import org.nqueens.formulations.exactcover.CoverOptimiser;
import org.nqueens.optimise.Finding;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.Optimiser;
import org.nqueens.formulations.Optimisers;
import org.nqueens.optimise.Question;
import org.nqueens.optimise.Witness;
import org.nqueens.problem.Placement;
import org.nqueens.solver.Run;

class OptimaComparisonTest {

    private static ComparisonPlan optima(String... solvers) {
        return ComparisonPlan.full().withQuestions(EnumSet.of(org.nqueens.compare.Question.OPTIMA))
                .withTimeLimit(Duration.ofSeconds(30)).withRepeat(1).withSolvers(List.of(solvers));
    }

    @Test
    void theCoverSearchAndTheYardstickAgreeWithThePublishedOptima() {
        ComparisonResult result = Comparison.run(Formulations.standard(), optima("dlx", "backtrack"), line -> { });

        assertThat(result.verdict()).as(result.verdictLine()).isEqualTo(Verdict.AGREE);
        Table table = result.tables().get(0);
        assertThat(table.solvers()).containsExactly("dlx", "backtrack");
        assertThat(table.rows()).hasSize(OptimisationCase.standard().size());
        for (int i = 0; i < table.rows().size(); i++) {
            OptimisationCase optimisation = OptimisationCase.standard().get(i);
            Row row = table.rows().get(i);
            // The yardstick takes every question of the standard cases (boards of at most 64 squares) and proves each.
            Cell yardstick = row.cell("backtrack");
            assertThat(yardstick.answer()).as(row.label()).isInstanceOf(Answer.Optimised.class);
            Answer.Optimised proved = (Answer.Optimised) yardstick.answer();
            assertThat(proved.status()).as(row.label()).isEqualTo(org.nqueens.optimise.Status.OPTIMAL);
            optimisation.known().ifPresent(known -> assertThat(proved.value().getAsInt()).as(row.label()).isEqualTo(known));
        }
    }

    /** Proves a domination one queen worse than the optimum: the best cover, plus a queen, claimed optimal. */
    private static final class OneTooMany implements Optimiser {

        @Override
        public String id() {
            return "dlx";
        }

        @Override
        public String title() {
            return "one queen too many";
        }

        @Override
        public Optional<String> refusal(Question question) {
            return question.objective() == Objective.DOMINATION ? Optional.empty()
                    : Optional.of(id() + " does not answer " + question.objective().label() + " for " + question.problem().describe() + ".");
        }

        @Override
        public Finding optimise(Question question, boolean count, Run run) {
            Finding best = new CoverOptimiser().optimise(question, false, run);
            List<Square> squares = new ArrayList<>(best.best().orElseThrow().pieces().squares());
            for (int index = 0; index < question.problem().geometry().squares(); index++) {
                Square square = question.problem().geometry().squareAt(index);
                if (!squares.contains(square)) {
                    squares.add(square);
                    break;
                }
            }
            return Finding.of(Witness.of(Placement.of(squares), question.problem().pawns()), squares.size(), Map.of(), "claimed");
        }
    }

    @Test
    void anOptimumThatIsNotTheOptimumIsWrong() {
        ComparisonResult result = Comparison.run(Formulations.standard(), Optimisers.of(List.of(new OneTooMany())), optima("dlx"),
                line -> { });

        assertThat(result.verdict()).isEqualTo(Verdict.DISAGREE);
        Table table = result.tables().get(0);
        List<Row> domination = table.rows().stream().filter(row -> row.label().startsWith("queen domination")).toList();
        assertThat(domination).isNotEmpty().allSatisfy(row -> {
            assertThat(row.cell("dlx").wrong()).as(row.label()).isTrue();
            assertThat(row.cell("dlx").note()).contains("but the optimum is");
        });
    }
}
