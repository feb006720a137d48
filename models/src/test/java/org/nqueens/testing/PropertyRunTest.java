package org.nqueens.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** The runner of the properties: it fails, shrinks and names the seed; it counts only the cases it checked. */
class PropertyRunTest {

    @Test
    void aFailingPropertyIsShrunkAndReportedWithItsSeed() {
        assertThatThrownBy(() -> PropertyRun.forAll("numbers stay below 40", 200, random -> random.nextInt(1000),
                n -> n > 0 ? List.of(n / 2, n - 1) : List.of(), n -> assertThat(n).isLessThan(40)))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("'numbers stay below 40'")
                .hasMessageContaining("seed " + PropertyRun.DEFAULT_SEED)
                .hasMessageContaining("to\n  40\n");
    }

    @Test
    void theSameSeedDrawsTheSameCases() {
        List<Integer> first = new ArrayList<>();
        List<Integer> second = new ArrayList<>();
        PropertyRun.forAll("draws", 20, random -> random.nextInt(), n -> List.of(), first::add);
        PropertyRun.forAll("draws", 20, random -> random.nextInt(), n -> List.of(), second::add);
        assertThat(first).hasSize(20).isEqualTo(second).doesNotHaveDuplicates();
    }

    @Test
    void skippedCasesAreNotCountedAndAPropertyThatSkipsThemAllFails() {
        List<Integer> checked = new ArrayList<>();
        PropertyRun.forAll("even numbers", 10, random -> random.nextInt(), n -> List.of(), n -> {
            Assumptions.assumeTrue(n % 2 == 0);
            checked.add(n);
        });
        assertThat(checked).hasSize(10).allMatch(n -> n % 2 == 0);
        assertThatThrownBy(() -> PropertyRun.forAll("nothing", 10, random -> random.nextInt(), n -> List.of(),
                n -> Assumptions.assumeTrue(false)))
                .isInstanceOf(AssertionError.class).hasMessageContaining("skipped");
    }
}
