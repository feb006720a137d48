package org.nqueens.dlx;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class OptionLinksTest {

    /** A problem of {@code items} primary items and {@code options} options of {@code width} consecutive items each. */
    private static ExactCover bands(int items, int options, int width) {
        ExactCover.Builder builder = ExactCover.builder();
        for (int i = 0; i < items; i++) {
            builder.addItem("i" + i, true);
        }
        for (int o = 0; o < options; o++) {
            int[] entries = new int[width];
            for (int k = 0; k < width; k++) {
                entries[k] = (o + k) % items;
            }
            builder.addOption(entries);
        }
        return builder.build();
    }

    @Test
    void theBoundedSearchesPollFewerNodesApartAsTheMatrixGrows() {
        // Links: the item headers, every entry and a spacer an option (DLX1's layout), plus the options' first nodes.
        assertThat(MinimumCover.of(bands(8, 8, 3)).pollMask()).isEqualTo(4095);
        // 1 + 100 headers, 150 x 10 entries, 151 spacers, 150 first nodes: 1,902; 2^22 / 1,902 = 2,205.
        assertThat(MinimumCover.of(bands(100, 150, 10)).pollMask()).isEqualTo(2047);
        // 1 + 100 + 150 x 11 + 151 + 150 = 2,052 links, just past 2^11: 2^22 / 2,052 = 2,044.
        assertThat(MinimumCover.of(bands(100, 150, 11)).pollMask()).isEqualTo(1023);
        // Ten thousand options of four hundred items, as the queens' domination matrix of n = 100: every node.
        assertThat(MinimumCover.of(bands(10_000, 10_000, 400)).pollMask()).isZero();
    }
}
