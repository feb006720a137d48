package org.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Knuth's estimate, on trees whose size is known. */
class TreeEstimateTest {

    /** A walk down a tree whose nodes at depth d have {@code widths[d]} children, the lowest bits. */
    private static TreeEstimate.Walk uniform(int... widths) {
        return new TreeEstimate.Walk() {
            private int depth;

            @Override
            public long children() {
                return depth < widths.length ? (1L << widths[depth]) - 1 : 0;
            }

            @Override
            public void descend(long bit) {
                assertThat(Long.bitCount(bit)).as("one child chosen").isEqualTo(1);
                assertThat(bit & children()).as("a child of this node").isEqualTo(bit);
                depth++;
            }
        };
    }

    @ParameterizedTest(name = "widths {0}, {1} levels: {2} nodes")
    @CsvSource({
        "'2,2,2', 3, 14",
        "'2,2,2', 2, 6",
        "'3,1',   5, 6",
        "'5',     1, 5",
        "'',      4, 0",
        "'4,0,4', 3, 4",
    })
    void onAUniformTreeEveryWalkMeetsExactlyItsNodes(String widths, int levels, double nodes) {
        int[] width = widths.isEmpty() ? new int[0] : java.util.Arrays.stream(widths.split(",")).mapToInt(Integer::parseInt).toArray();
        assertThat(TreeEstimate.meanNodes(7, 3, levels, () -> uniform(width))).isEqualTo(nodes);
    }

    @Test
    void onAnUnevenTreeTheMeanOfManyWalksIsNearItsSize() {
        // The root has two children: the lowest bit leads to a leaf, the other to a node with 4 leaves: 2 + 4 = 6 nodes below
        // the root. A walk estimates 2 (the leaf) or 2 + 2 * 4 = 10, each half the time: the mean is 6.
        double mean = TreeEstimate.meanNodes(11, 4000, 3, () -> new TreeEstimate.Walk() {
            private long at = -1;

            @Override
            public long children() {
                if (at == -1) {
                    return 0b11;
                }
                return at == 0b10 ? 0b1111 : 0;
            }

            @Override
            public void descend(long bit) {
                at = at == -1 ? bit : 0;
            }
        });
        assertThat(mean).isBetween(5.5, 6.5);
        assertThat(TreeEstimate.meanNodes(11, 4000, 3, () -> uniform(2, 2))).isEqualTo(6.0);
    }

    @Test
    void thePrefixsColumnsFoldIntoTheSeed() {
        assertThat(TreeEstimate.seed(5, new int[0])).isEqualTo(5);
        assertThat(TreeEstimate.seed(5, new int[] {3})).isEqualTo(5 * 64 + 3);
        assertThat(TreeEstimate.seed(5, new int[] {3, 7})).isEqualTo((5 * 64 + 3) * 64 + 7);
    }
}
