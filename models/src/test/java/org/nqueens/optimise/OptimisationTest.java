package org.nqueens.optimise;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nqueens.formulations.Optimisers;
import org.nqueens.problem.Coordinates;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Run;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.UnknownSolverException;
import org.nqueens.solver.UnsupportedTaskException;

class OptimisationTest {

    private static final Geometry EIGHT = Geometry.square(8);
    private static final Question DOMINATION = Question.of(Objective.DOMINATION, Problem.queens(8));
    private static final Witness FIVE = Witness.of(Placement.of(Coordinates.parseList("a1 b1 f2 e6 a5", EIGHT, "test")), Set.of());

    /** An optimiser that answers with a finding fixed in advance, so that the runner's judgement can be tested alone. */
    private record Fixed(String id, Finding finding) implements Optimiser {
        @Override
        public String title() {
            return "a fixed finding";
        }

        @Override
        public Optional<String> refusal(Question question) {
            return question.objective() != Objective.MIXED_ARMY ? Optional.empty()
                    : Optional.of(id + " does not answer " + question.objective().label() + " for " + question.problem().describe() + ".");
        }

        @Override
        public Finding optimise(Question question, boolean count, Run run) {
            return finding;
        }
    }

    private static Optimum run(Finding finding, boolean count) {
        return Optimisation.run(new Fixed("fixed", finding), DOMINATION, count, SearchSettings.defaults());
    }

    @Test
    void aWitnessMeetingItsBoundIsOptimalAndOneShortOfItFeasible() {
        Optimum optimal = run(Finding.of(FIVE, 5, Map.of("nodes", 3L), "search exhausted"), false);
        assertThat(optimal.status()).isEqualTo(Status.OPTIMAL);
        assertThat(optimal.value()).hasValue(5);
        assertThat(optimal.stats().get("nodes")).hasValue(3L);
        Optimum feasible = run(Finding.of(FIVE, 4, Map.of(), "time limit reached"), false);
        assertThat(feasible.status()).isEqualTo(Status.FEASIBLE);
        assertThat(feasible.bound()).isEqualTo(4);
    }

    @Test
    void noWitnessIsUnknownUnlessTheOptimiserProvedNoneExists() {
        Optimum unknown = run(new Finding(Optional.empty(), 1, OptionalLong.empty(), Map.of(), "time limit reached"), false);
        assertThat(unknown.status()).isEqualTo(Status.UNKNOWN);
        assertThat(unknown.value()).isEmpty();
        Optimum none = run(Finding.noneExists(Map.of(), "infeasible"), false);
        assertThat(none.status()).isEqualTo(Status.INFEASIBLE);
    }

    @Test
    void aWitnessThatDoesNotVerifyIsABugNamingTheOptimiser() {
        Witness four = Witness.of(Placement.of(Coordinates.parseList("a1 b1 f2 e6", EIGHT, "test")), Set.of());
        assertThatThrownBy(() -> run(Finding.of(four, 4, Map.of(), "x"), false)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'fixed'").hasMessageContaining("neither occupied nor attacked");
    }

    @Test
    void aBoundBeyondTheWitnessIsABug() {
        assertThatThrownBy(() -> run(Finding.of(FIVE, 6, Map.of(), "x"), false)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("bound 6");
    }

    @Test
    void aCountBelongsOnlyToAProvedOptimumThatAskedForIt() {
        assertThat(run(Finding.of(FIVE, 5, Map.of(), "x").withCount(4860), true).count()).hasValue(4860);
        assertThatThrownBy(() -> run(Finding.of(FIVE, 4, Map.of(), "x").withCount(3), true)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> run(Finding.of(FIVE, 5, Map.of(), "x").withCount(3), false)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aRefusedQuestionIsRefusedUpFrontNamingThoseThatTakeIt() {
        Question army = Question.mixedArmy(Problem.on(EIGHT).build(), Piece.KNIGHT);
        Optimiser fixed = new Fixed("fixed", Finding.of(FIVE, 5, Map.of(), "x"));
        assertThatThrownBy(() -> Optimisation.run(fixed, army, false, SearchSettings.defaults()))
                .isInstanceOf(UnsupportedTaskException.class).hasMessageContaining("mixed army");
        Optimisers registry = Optimisers.of(List.of(fixed));
        assertThat(registry.choose(null, DOMINATION)).isSameAs(fixed);
        assertThatThrownBy(() -> registry.choose("fixed", army)).isInstanceOf(UnsupportedTaskException.class)
                .hasMessageEndingWith("No optimiser answers it.");
        assertThatThrownBy(() -> registry.choose("nope", DOMINATION)).isInstanceOf(UnknownSolverException.class);
    }

    @Test
    void givenPiecesThatAttackEachOtherAreBadInputForIndependenceOnly() {
        Problem attacking = Problem.on(EIGHT).given(List.of(new org.nqueens.problem.Square(1, 1), new org.nqueens.problem.Square(1, 8))).build();
        Optimiser fixed = new Fixed("fixed", Finding.noneExists(Map.of(), "x"));
        assertThatThrownBy(() -> Optimisation.run(fixed, Question.of(Objective.INDEPENDENCE, attacking), false, SearchSettings.defaults()))
                .isInstanceOf(org.nqueens.problem.InvalidInputException.class);
        assertThat(Optimisation.run(fixed, Question.of(Objective.DOMINATION, attacking), false, SearchSettings.defaults()).status())
                .isEqualTo(Status.INFEASIBLE);
    }
}
