package org.nqueens.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;

class SymmetryTest {

    private static List<Solution> solutions(int n) {
        List<Solution> all = new java.util.ArrayList<>();
        try (SolutionStream stream = ReferenceBacktracker.plain().enumerate(Problem.queens(n), SearchSettings.defaults())) {
            stream.forEachRemaining(placement -> all.add(placement.solution().orElseThrow()));
        }
        return all;
    }

    @ParameterizedTest
    @EnumSource(Symmetry.class)
    void everyImageOfASolutionIsASolution(Symmetry symmetry) {
        List<Solution> eight = solutions(8);
        Set<Solution> images = eight.stream().map(symmetry::apply).collect(Collectors.toSet());
        assertThat(images).allSatisfy(image -> assertThat(Verifier.checkSolution(Board.empty(8), image)).isEmpty());
        assertThat(images).isEqualTo(new HashSet<>(eight));
    }

    @Test
    void canonicalFormsGroupThe92SolutionsOfEightInto12Classes() {
        List<Solution> eight = solutions(8);
        assertThat(eight).hasSize(92);
        Set<Solution> classes = eight.stream().map(Symmetry::canonical).collect(Collectors.toSet());
        assertThat(classes).hasSize(12);
        int orbitSizes = classes.stream().mapToInt(c -> Symmetry.orbit(c).size()).sum();
        assertThat(orbitSizes).isEqualTo(92);
    }

    @Test
    void theCanonicalFormIsTheSameForEveryImage() {
        for (Solution solution : solutions(6)) {
            Solution canonical = Symmetry.canonical(solution);
            for (Symmetry symmetry : Symmetry.values()) {
                assertThat(Symmetry.canonical(symmetry.apply(solution))).isEqualTo(canonical);
            }
            assertThat(Symmetry.orbit(solution)).contains(canonical).allSatisfy(image -> assertThat(image).isGreaterThanOrEqualTo(canonical));
        }
    }

    @Test
    void aQuarterTurnFourTimesIsTheIdentityAndMirrorsAreInvolutions() {
        Square square = new Square(2, 7);
        Square turned = square;
        for (int i = 0; i < 4; i++) {
            turned = Symmetry.ROTATE_90.apply(turned, 9);
        }
        assertThat(turned).isEqualTo(square);
        for (Symmetry mirror : List.of(Symmetry.FLIP_ROWS, Symmetry.FLIP_COLUMNS, Symmetry.TRANSPOSE, Symmetry.ANTI_TRANSPOSE,
                Symmetry.ROTATE_180)) {
            assertThat(mirror.apply(mirror.apply(square, 9), 9)).isEqualTo(square);
        }
        assertThat(Symmetry.ROTATE_270.apply(Symmetry.ROTATE_90.apply(square, 9), 9)).isEqualTo(square);
    }

    @Test
    void theEightSymmetriesAreDistinctOnAnAsymmetricSquareSet() {
        Board board = Board.of(5, List.of(new Square(1, 2)), List.of(new Square(1, 1), new Square(3, 5)));
        Set<Board> images = new HashSet<>();
        for (Symmetry symmetry : Symmetry.values()) {
            images.add(symmetry.apply(board));
        }
        assertThat(images).hasSize(8);
    }
}
