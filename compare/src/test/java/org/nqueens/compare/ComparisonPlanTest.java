package org.nqueens.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueens.formulations.Formulations;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.Task;
import org.nqueens.solver.Admission;

class ComparisonPlanTest {

    @Test
    void aSolverNamedTwiceIsRefusedAsAnimateRefusesIt() {
        assertThatThrownBy(() -> ComparisonPlan.full().withSolvers(List.of("dlx", "choco", "dlx")))
                .isInstanceOf(InvalidInputException.class).hasMessage("The solver 'dlx' is named twice in --solvers.");
        assertThat(ComparisonPlan.full().withSolvers(List.of("dlx", "choco")).solvers()).containsExactly("dlx", "choco");
    }

    @Test
    void theFullBatteryAsksEveryQuestionOfTheHarness() {
        ComparisonPlan full = ComparisonPlan.full();

        assertThat(full.questions()).isEqualTo(EnumSet.allOf(Question.class));
        assertThat(full.countSizes()).isEqualTo(ComparisonPlan.range(1, 10));
        assertThat(full.setSizes()).isEqualTo(ComparisonPlan.range(1, 8));
        assertThat(full.solveSizes()).containsExactly(50, 100);
        assertThat(full.instances()).isEqualTo(InstanceSet.bundled());
        assertThat(full.variants()).isEqualTo(Variant.standard());
        assertThat(full.optima()).isEqualTo(OptimisationCase.standard());
        assertThat(full.repeat()).isEqualTo(ComparisonPlan.DEFAULT_REPEAT);
        assertThat(full.timeLimit()).isEqualTo(ComparisonPlan.DEFAULT_TIME_LIMIT);
    }

    @Test
    void theQuickBatteryAsksEveryQuestionOnAFewRowsOfTheFullOneOnce() {
        ComparisonPlan quick = ComparisonPlan.quick();
        ComparisonPlan full = ComparisonPlan.full();

        assertThat(quick.questions()).isEqualTo(EnumSet.allOf(Question.class));
        assertThat(full.countSizes()).containsAll(quick.countSizes());
        assertThat(full.setSizes()).containsAll(quick.setSizes());
        assertThat(full.instances()).containsAll(quick.instances());
        assertThat(full.variants()).containsAll(quick.variants());
        assertThat(full.optima()).containsAll(quick.optima());
        assertThat(List.of(quick.countSizes(), quick.setSizes(), quick.solveSizes(), quick.instances(), quick.variants(), quick.optima()))
                .allSatisfy(rows -> assertThat(rows).isNotEmpty());
        assertThat(quick.instances()).extracting(Instance::expected).map(expected -> expected.orElseThrow().name())
                .as("a completion and a proof that there is none").contains("SAT", "UNSAT");
        assertThat(quick.repeat()).isEqualTo(1);
        assertThat(quick.timeLimit()).isEqualTo(full.timeLimit());
    }

    @Test
    void everyFormulationThatTakesAQuestionOfTheFullBatteryTakesOneOfTheQuickOne() {
        for (Formulation formulation : Formulations.standard().all()) {
            if (takesAny(formulation, ComparisonPlan.full())) {
                assertThat(takesAny(formulation, ComparisonPlan.quick())).as(formulation.id()).isTrue();
            }
        }
    }

    /** Whether {@code formulation} would be asked some row of {@code plan} (the optima go to the optimisers, not here). */
    private static boolean takesAny(Formulation formulation, ComparisonPlan plan) {
        List<Asked> rows = new ArrayList<>();
        plan.countSizes().forEach(n -> rows.add(new Asked(Task.COUNT, Problem.queens(n))));
        plan.setSizes().forEach(n -> rows.add(new Asked(Task.ENUMERATE, Problem.queens(n))));
        plan.solveSizes().forEach(n -> rows.add(new Asked(Task.SOLVE, Problem.queens(n))));
        plan.instances().forEach(instance -> rows.add(new Asked(Task.findingOne(instance.problem()), instance.problem())));
        plan.variants().forEach(variant -> rows.add(new Asked(Task.COUNT, variant.problem())));
        return rows.stream().anyMatch(row -> Admission.whyNot(formulation, row.task(), row.problem()).isEmpty());
    }

    private record Asked(Task task, Problem problem) {
    }
}
