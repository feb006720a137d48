package org.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Scope;

/** The one admission step: a formulation, a task and a problem checked once, in the order the messages promise. */
class AdmissionStepTest {

    private static final ScriptedFormulation ALL = ScriptedFormulation.producing(List.of(), ResumableSearch.Step.EXHAUSTED, true);

    /** Two given queens on one diagonal. */
    private static final Problem ATTACKED = Problem.ofColumns(1, 2, 0, 0);

    @Test
    void aTaskNotSupportedIsTheFirstReason() {
        ScriptedFormulation counting = ALL.supporting(Task.COUNT).taking(Scope.EMPTY_BOARD).refusing("too large");
        assertThat(Admission.whyNot(counting, Task.SOLVE, Problem.ofColumns(1, 0, 0, 0)))
                .contains("The solver 'scripted' cannot solve an empty board.");
        assertThatThrownBy(() -> Admission.admit(counting, Task.ENUMERATE, Problem.queens(4))).isInstanceOf(UnsupportedTaskException.class)
                .hasMessage("The solver 'scripted' cannot enumerate all solutions.");
    }

    @Test
    void aVariantNotTakenIsNamedWithWhatTheFormulationTakes() {
        ScriptedFormulation plain = ALL.taking(Scope.EMPTY_BOARD);
        assertThat(Admission.whyNot(plain, Task.COUNT, Problem.ofColumns(1, 0, 0, 0)))
                .contains("The solver 'scripted' does not take 4 queens on 4 x 4, 1 given.");
        Problem rectangle = Problem.on(new org.nqueens.problem.Geometry(4, 5, false)).build();
        assertThat(Admission.whyNot(plain, Task.COUNT, rectangle))
                .contains("The solver 'scripted' does not take 4 queens on 4 x 5; it takes n queens on the empty n x n board.");
    }

    @Test
    void aLimitOfTheFormulationsOwnComesLast() {
        assertThat(Admission.whyNot(ALL.refusing("too large"), Task.COUNT, Problem.queens(4))).contains("too large");
        assertThat(Admission.whyNot(ALL, Task.COUNT, Problem.queens(4))).isEmpty();
    }

    @Test
    void admissionRefusesWithTheCallersExceptionAndChecksTheGivenPieces() {
        assertThatThrownBy(() -> Admission.admit(ALL.refusing("too large"), Task.COUNT, Problem.queens(4), IllegalStateException::new))
                .isInstanceOf(IllegalStateException.class).hasMessage("too large");
        assertThatThrownBy(() -> Admission.admit(ALL, Task.COMPLETE, ATTACKED)).isInstanceOf(InvalidInputException.class);
        Admitted admitted = Admission.admit(ALL, Task.COUNT, Problem.queens(4));
        assertThat(admitted.formulation()).isSameAs(ALL);
        assertThat(admitted.task()).isEqualTo(Task.COUNT);
        assertThat(admitted.problem()).isEqualTo(Problem.queens(4));
    }

    @Test
    void tryingToAdmitIsEmptyForAFormulationThatWillNotButStillChecksTheGivenPieces() {
        assertThat(Admission.tryAdmit(ALL.refusing("no"), Task.COUNT, Problem.queens(4))).isEmpty();
        assertThat(Admission.tryAdmit(ALL.refusing("no"), Task.COMPLETE, ATTACKED)).isEmpty();
        assertThat(Admission.tryAdmit(ALL, Task.COUNT, Problem.queens(4))).hasValueSatisfying(admitted -> {
            assertThat(admitted.formulation()).isSameAs(ALL);
            assertThat(admitted.task()).isEqualTo(Task.COUNT);
        });
        assertThatThrownBy(() -> Admission.tryAdmit(ALL, Task.COMPLETE, ATTACKED)).isInstanceOf(InvalidInputException.class);
    }

    @Test
    void anAdmittedRequestPutToAnotherFormulationAsksOnlyItsAbility() {
        Admitted admitted = Admission.admit(ALL, Task.COUNT, Problem.queens(4));
        ScriptedFormulation racer = ALL.named("racer");
        assertThat(Admission.alsoAdmit(admitted, racer)).hasValueSatisfying(again -> {
            assertThat(again.formulation()).isSameAs(racer);
            assertThat(again.task()).isEqualTo(Task.COUNT);
            assertThat(again.problem()).isEqualTo(Problem.queens(4));
        });
        assertThat(Admission.alsoAdmit(admitted, racer.supporting(Task.SOLVE))).isEmpty();
    }

    @Test
    void theAlternativesNameTheCapableSolversOrSayNoneCan() {
        assertThat(Admission.alternatives(List.of())).isEqualTo("no solver can.");
        assertThat(Admission.alternatives(List.of(ALL.named("a"), ALL.named("b")))).isEqualTo("solvers that can: a, b.");
    }

    @Test
    void theDefaultFormulationTakesTheClassicScopeAndCannotSearchOrPrintAModel() {
        Formulation bare = new Formulation() {
            @Override
            public String id() {
                return "bare";
            }

            @Override
            public String title() {
                return "nothing";
            }

            @Override
            public java.util.Set<Task> tasks() {
                return java.util.EnumSet.of(Task.COUNT);
            }
        };
        assertThat(bare.supports(Task.COUNT)).isTrue();
        assertThat(bare.supports(Task.SOLVE)).isFalse();
        assertThat(bare.takes(Problem.ofColumns(1, 0, 0, 0))).isTrue();
        assertThat(bare.takes(Problem.on(new org.nqueens.problem.Geometry(4, 5, false)).build())).isFalse();
        assertThat(bare.variants()).isEqualTo(Scope.CLASSIC.description());
        assertThat(bare.refusal(Task.COUNT, Problem.queens(4))).isEmpty();
        Run run = Run.start(SearchSettings.defaults());
        assertThatThrownBy(() -> bare.search(Problem.queens(4), run)).isInstanceOf(UnsupportedTaskException.class)
                .hasMessage("The solver 'bare' cannot enumerate all solutions.");
        assertThatThrownBy(() -> bare.searchOne(Problem.queens(4), run)).isInstanceOf(UnsupportedTaskException.class);
        assertThat(bare.tally(Problem.queens(4), false, run)).isEmpty();
        assertThatThrownBy(() -> bare.modelText(Problem.queens(4))).hasMessage("The solver 'bare' cannot print its model.");
    }
}
