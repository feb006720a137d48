package org.nqueens.teach;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;

class LevelWidthsTest {

    static List<KnownCount> upToFourteen() {
        return IntStream.rangeClosed(1, 14).mapToObj(n -> KnownCounts.of(n).orElseThrow()).toList();
    }

    @ParameterizedTest
    @MethodSource("upToFourteen")
    void theWidthsSumToTheSeedTablesPlacementsAndEndInTheSolutions(KnownCount known) {
        LevelWidths levels = LevelWidths.of(known.n());

        assertThat(levels.placements()).isEqualTo(known.dfsPlacements().orElseThrow());
        assertThat(levels.solutions()).isEqualTo(known.solutions());
        assertThat(levels.widths()[0]).isEqualTo(known.n());
    }

    @Test
    void theWidthsAreTheLevelsOfTheReferenceTree() {
        SearchTree tree = SearchTree.of(ReferenceTrace.reference(), Problem.queens(6));
        long[] widths = LevelWidths.of(6).widths();
        for (int k = 1; k <= 6; k++) {
            int depth = k;
            assertThat(tree.nodes().stream().filter(node -> node.depth() == depth).count()).as("level %d", k).isEqualTo(widths[k - 1]);
        }
        // Seed 000: 0 2, 0 3 and 0 4 (0-based) lead to eleven 3-arrangements of the 8-queens problem; 8 queens have 42 2-arrangements.
        assertThat(LevelWidths.of(8).widths()).startsWith(8, 42);
    }

    @Test
    void aSizeOutOfRangeIsRefused() {
        assertThatThrownBy(() -> LevelWidths.of(17)).isInstanceOf(InvalidInputException.class).hasMessageContaining("n = 1..16");
    }
}
