package org.nqueens.formulations.bitboard.count;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.SearchSettings;

class SymmetricSearchTest {

    static Stream<KnownCount> upToThirteen() {
        return KnownCounts.all().stream().filter(row -> row.n() >= 2 && row.n() <= 13);
    }

    static Stream<Integer> upToEleven() {
        return Stream.iterate(2, n -> n <= 11, n -> n + 1);
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("upToThirteen")
    void bothSearchesOfTheInteriorsCountTheReferenceTotalsAndUniqueCounts(KnownCount known) {
        for (boolean fewestFirst : new boolean[] {true, false}) {
            SymmetricSearch search = countAll(known.n(), fewestFirst);
            assertThat(search.total()).as("fewest first: %s", fewestFirst).isEqualTo(known.solutions());
            assertThat(search.unique()).as("fewest first: %s", fewestFirst).isEqualTo(known.unique());
        }
    }

    /**
     * The classes of each size, counted by Burnside's lemma from the interiors the turns keep, against
     * every solution listed by a plain search and its images compared one by one.
     */
    @ParameterizedTest(name = "n = {0}")
    @MethodSource("upToEleven")
    void theClassesOfEachSizeAreThoseOfEverySolutionClassifiedOneByOne(int n) {
        long[] bySize = new long[9];
        classifyAll(n, new int[n], 0, bySize);
        for (boolean fewestFirst : new boolean[] {true, false}) {
            SymmetricSearch search = countAll(n, fewestFirst);
            assertThat(new long[] {search.eightfold(), search.fourfold(), search.twofold()}).as("fewest first: %s", fewestFirst)
                    .containsExactly(bySize[8], bySize[4], bySize[2]);
        }
    }

    @Test
    void boardsWithoutFramesOrBeyondAWordAreRefused() {
        assertThatThrownBy(() -> new SymmetricSearch(1)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("n (1)");
        assertThatThrownBy(() -> new SymmetricSearch(65)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("n (65)");
    }

    private static SymmetricSearch countAll(int n, boolean fewestFirst) {
        SymmetricSearch search = new SymmetricSearch(n, fewestFirst);
        for (Subproblem frame : SymmetricSearch.parts(n)) {
            assertThat(search.run(frame, SearchSettings.defaults().start())).isTrue();
        }
        return search;
    }

    /** Every solution with rows {@code 0..row-1} as in {@code columns}: each adds one class to its size, if it is the least of its images. */
    private static void classifyAll(int n, int[] columns, int row, long[] bySize) {
        if (row == n) {
            int[][] images = images(columns);
            int smaller = 0;
            int distinct = 0;
            for (int s = 0; s < 8; s++) {
                int order = Arrays.compare(images[s], columns);
                smaller += order < 0 ? 1 : 0;
                boolean seen = false;
                for (int t = 0; t < s; t++) {
                    seen |= Arrays.equals(images[t], images[s]);
                }
                distinct += seen ? 0 : 1;
            }
            if (smaller == 0) {
                bySize[distinct]++;
            }
            return;
        }
        for (int column = 0; column < n; column++) {
            boolean safe = true;
            for (int above = 0; above < row && safe; above++) {
                safe = columns[above] != column && Math.abs(columns[above] - column) != row - above;
            }
            if (safe) {
                columns[row] = column;
                classifyAll(n, columns, row + 1, bySize);
            }
        }
    }

    /** The eight images of a solution given by its queens' columns, row by row. */
    private static int[][] images(int[] columns) {
        int n = columns.length;
        int[][] images = new int[8][n];
        for (int row = 0; row < n; row++) {
            int column = columns[row];
            int last = n - 1;
            images[0][row] = column;
            images[1][column] = last - row;
            images[2][last - row] = last - column;
            images[3][last - column] = row;
            images[4][row] = last - column;
            images[5][last - row] = column;
            images[6][column] = row;
            images[7][last - column] = last - row;
        }
        return images;
    }
}
