package org.nqueens.reference;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class KnownCountsTest {

    @Test
    void theBundledTableCoversOneTo27() {
        assertThat(KnownCounts.all()).hasSize(27);
        assertThat(KnownCounts.maxN()).isEqualTo(27);
        assertThat(KnownCounts.of(8)).hasValueSatisfying(row -> {
            assertThat(row.solutions()).isEqualTo(92);
            assertThat(row.unique()).isEqualTo(12);
            assertThat(row.dfsPlacements()).hasValue(2056);
            assertThat(row.mirrorDfsPlacements()).hasValue(1028);
        });
        assertThat(KnownCounts.of(27)).hasValueSatisfying(row -> {
            assertThat(row.solutions()).isEqualTo(234_907_967_154_122_528L);
            assertThat(row.dfsPlacements()).isEmpty();
        });
        assertThat(KnownCounts.of(28)).isEmpty();
    }
}
