package org.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Scope;

/** A formulation's declarations, written once in its descriptor. */
class DescriptorTest {

    private static final Problem RECTANGLE = Problem.on(new Geometry(4, 5, false)).build();

    private static DescribedFormulation described(Descriptor descriptor) {
        return () -> descriptor;
    }

    @Test
    void aClassicDescriptorTakesTheClassicBoardWithoutLimits() {
        DescribedFormulation formulation = described(Descriptor.of("plain", "a plain search", EnumSet.of(Task.COUNT, Task.SOLVE)));
        assertThat(formulation.id()).isEqualTo("plain");
        assertThat(formulation.title()).isEqualTo("a plain search");
        assertThat(formulation.tasks()).containsExactlyInAnyOrder(Task.COUNT, Task.SOLVE);
        assertThat(formulation.variants()).isEqualTo(Descriptor.CLASSIC_VARIANTS);
        assertThat(formulation.takes(Problem.ofColumns(1, 0, 0, 0))).isTrue();
        assertThat(formulation.takes(RECTANGLE)).isFalse();
        assertThat(formulation.refusal(Task.COUNT, Problem.queens(30))).isEmpty();
    }

    @Test
    void aWiderScopeAndARuleOfItsOwnWidenWhatItTakes() {
        Descriptor plain = Descriptor.of("plain", "a plain search", Set.of(Task.COUNT));
        assertThat(plain.taking(Scope.ONE_PER_ROW).takes(RECTANGLE)).isTrue();
        Descriptor rectangles = plain.alsoTaking(problem -> problem.columns() == 5, "boards of five columns");
        assertThat(rectangles.takes(RECTANGLE)).isTrue();
        assertThat(rectangles.takes(Problem.queens(4))).isTrue();
        assertThat(rectangles.takes(Problem.on(new Geometry(4, 6, false)).build())).isFalse();
        assertThat(rectangles.variants()).isEqualTo("boards of five columns");
        assertThat(rectangles.taking(Scope.EMPTY_BOARD).variants()).isEqualTo("boards of five columns");
    }

    @Test
    void theFirstLimitThatRefusesGivesTheReason() {
        Descriptor limited = Descriptor.of("plain", "a plain search", Set.of(Task.COUNT))
                .limitedBy((id, task, problem) -> problem.rows() > 10 ? Optional.of(id + " stops at 10") : Optional.empty())
                .limitedBy((id, task, problem) -> problem.rows() > 5 ? Optional.of(id + " stops at 5") : Optional.empty());
        assertThat(limited.refusal(Task.COUNT, Problem.queens(12))).contains("plain stops at 10");
        assertThat(limited.refusal(Task.COUNT, Problem.queens(8))).contains("plain stops at 5");
        assertThat(limited.refusal(Task.COUNT, Problem.queens(5))).isEmpty();
        assertThat(limited.limits()).hasSize(2);
    }

    @Test
    void aDescriptorNeedsItsPartsAndAtLeastOneTask() {
        assertThatThrownBy(() -> Descriptor.of("plain", "t", Set.of())).hasMessage("The formulation 'plain' must support at least one task.");
        assertThatThrownBy(() -> Descriptor.of("plain", "t", null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Descriptor.of(" ", "t", Set.of(Task.COUNT))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Descriptor.of(null, "t", Set.of(Task.COUNT))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Descriptor.of("plain", null, Set.of(Task.COUNT))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Descriptor("p", "t", Set.of(Task.COUNT), null, problem -> false, "v", List.of()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Descriptor("p", "t", Set.of(Task.COUNT), Scope.CLASSIC, null, "v", List.of()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Descriptor("p", "t", Set.of(Task.COUNT), Scope.CLASSIC, problem -> false, null, List.of()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Descriptor("p", "t", Set.of(Task.COUNT), Scope.CLASSIC, problem -> false, "v", null))
                .isInstanceOf(IllegalArgumentException.class);
        Descriptor kept = Descriptor.of("plain", "t", EnumSet.of(Task.COUNT));
        assertThatThrownBy(() -> kept.tasks().add(Task.SOLVE)).isInstanceOf(UnsupportedOperationException.class);
    }
}
