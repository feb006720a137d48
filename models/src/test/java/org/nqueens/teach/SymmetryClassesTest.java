package org.nqueens.teach;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Symmetry;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;

class SymmetryClassesTest {

    @ParameterizedTest
    @ValueSource(ints = {1, 4, 5, 6, 7, 8, 9, 10})
    void theClassesAreTheKnownUniqueCountAndTheirSizesSumToTheSolutions(int n) {
        List<Solution> solutions = new ArrayList<>();
        try (SolutionStream stream = ReferenceBacktracker.plain().enumerate(Problem.queens(n), SearchSettings.defaults())) {
            stream.forEachRemaining(placement -> solutions.add(placement.solution().orElseThrow()));
        }
        List<SymmetryClasses.SymmetryClass> classes = SymmetryClasses.of(solutions);

        assertThat(classes).hasSize((int) KnownCounts.of(n).orElseThrow().unique());
        assertThat(classes.stream().mapToInt(SymmetryClasses.SymmetryClass::size).sum()).isEqualTo(solutions.size());
        assertThat(classes).allSatisfy(c -> assertThat(Symmetry.orbit(c.representative())).hasSize(c.size()));
        if (n == 8) {
            assertThat(classes).filteredOn(c -> c.size() == 4).singleElement()
                    .satisfies(c -> assertThat(c.fixedByInOrder()).containsExactly(Symmetry.IDENTITY, Symmetry.ROTATE_180));
            assertThat(classes).filteredOn(c -> c.size() == 8).hasSize(11);
        }
    }
}
