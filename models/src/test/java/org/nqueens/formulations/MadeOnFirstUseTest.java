package org.nqueens.formulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.formulations.choco.ChocoDescriptors;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Admission;
import org.nqueens.solver.Descriptor;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Status;
import org.nqueens.solver.Task;

/** The registry's formulations made on first use: declared from their descriptors, made once, when a model or search is asked for. */
class MadeOnFirstUseTest {

    private static final Descriptor BACKTRACK = Descriptor.of("backtrack", "the reference backtracker",
            ReferenceBacktracker.plain().tasks());

    /** The reference backtracker made on first use, counting in {@code made} how often it is made. */
    private static MadeOnFirstUse countingMakes(AtomicInteger made) {
        return new MadeOnFirstUse(BACKTRACK, () -> {
            made.incrementAndGet();
            return ReferenceBacktracker.plain();
        });
    }

    @Test
    void declaringAndAdmittingMakeNothing() {
        AtomicInteger made = new AtomicInteger();
        MadeOnFirstUse lazy = countingMakes(made);
        Problem eight = Problem.queens(8);
        assertThat(lazy.id()).isEqualTo("backtrack");
        assertThat(lazy.supports(Task.SOLVE)).isTrue();
        assertThat(Admission.whyNot(lazy, Task.COUNT, eight)).isEmpty();
        Formulations registry = Formulations.of(List.of(lazy));
        assertThat(registry.ids()).contains("backtrack");
        assertThat(registry.capableOf(Task.SOLVE, Problem.queens(8)).get(0).id()).isEqualTo("backtrack");
        // capableOf hands out the formulations themselves: the one above was made, once.
        assertThat(made).hasValue(1);
        assertThat(lazy.made()).isSameAs(lazy.made());
        assertThat(made).hasValue(1);
    }

    @Test
    void theFirstSearchMakesItOnceAndTheAnswerIsTheMadeOnes() {
        AtomicInteger made = new AtomicInteger();
        MadeOnFirstUse lazy = countingMakes(made);
        assertThat(made).hasValue(0);
        assertThat(lazy.count(Problem.queens(8), false, SearchSettings.defaults()).count()).isEqualTo(92);
        assertThat(lazy.solve(Problem.queens(8), SearchSettings.defaults()).status()).isEqualTo(Status.SAT);
        assertThat(made).hasValue(1);
    }

    @Test
    void aMakerThatMakesAnotherFormulationIsABug() {
        MadeOnFirstUse wrong = new MadeOnFirstUse(ChocoDescriptors.ALL_DIFFERENT, ReferenceBacktracker::plain);
        assertThatThrownBy(wrong::made).isInstanceOf(IllegalStateException.class)
                .hasMessage("The formulation registered as 'choco' was made as 'backtrack'.");
    }

    @Test
    void theRegistryHandsOutTheFormulationsThemselves() {
        Formulations standard = Formulations.standard();
        for (Formulation formulation : standard.all()) {
            assertThat(formulation).as(formulation.id()).isNotInstanceOf(MadeOnFirstUse.class);
            assertThat(standard.get(formulation.id())).isSameAs(formulation);
        }
    }

    /** What the registry declares before making a formulation is what the formulation declares once made. */
    @ParameterizedTest
    @ValueSource(strings = {"choco", "choco-pairwise", "choco-grid", "cpsat", "choco-dual", "cpsat-boolean"})
    void theDeclarationsBeforeMakingAreTheFormulations(String id) {
        Formulations standard = Formulations.standard();
        Formulation registered = standard.registered().stream().filter(f -> f.id().equals(id)).findFirst().orElseThrow();
        assertThat(registered).isInstanceOf(MadeOnFirstUse.class);
        Formulation made = standard.get(id);
        assertThat(registered.title()).isEqualTo(made.title());
        assertThat(registered.tasks()).isEqualTo(made.tasks());
        assertThat(registered.variants()).isEqualTo(made.variants());
        assertThat(registered.model(Problem.queens(5))).isEqualTo(made.model(Problem.queens(5)));
        assertThat(registered.solve(Problem.queens(8), SearchSettings.defaults()).status()).isEqualTo(Status.SAT);
        for (Problem problem : List.of(Problem.queens(8), Problem.queens(200), Problem.queens(2000))) {
            for (Task task : Task.values()) {
                assertThat(Admission.whyNot(registered, task, problem)).as("%s, %s, n = %d", id, task, problem.rows())
                        .isEqualTo(Admission.whyNot(made, task, problem));
            }
        }
    }
}
