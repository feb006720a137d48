package org.nqueens.dlx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import org.junit.jupiter.api.Test;

class ExactCoverTextTest {

    @Test
    void readsItemsOptionsAndComments() {
        ExactCover problem = ExactCoverText.parse("| a comment\n a b c | x y\n\n a x\n| another\nb c y\n");

        assertThat(problem.primaryCount()).isEqualTo(3);
        assertThat(problem.itemCount()).isEqualTo(5);
        assertThat(problem.optionCount()).isEqualTo(2);
        assertThat(problem.option(1)).containsExactly(1, 2, 4);
    }

    @Test
    void writesWhatItReads() {
        String text = "a b c | x y\na x\nb c y\nc\n";

        assertThat(ExactCoverText.write(ExactCoverText.parse(text))).isEqualTo(text);
    }

    @Test
    void roundTripsABuiltProblemWithoutPrimaries() {
        ExactCover problem = ExactCover.builder().secondary("s", "t").option("s").option("s", "t").build();

        String text = ExactCoverText.write(problem);
        ExactCover read = ExactCoverText.parse(text);

        assertThat(text).startsWith(" | s t\n");
        assertThat(read.primaryCount()).isZero();
        assertThat(read.itemCount()).isEqualTo(2);
        assertThat(read.option(1)).containsExactly(0, 1);
        assertThat(DancingLinks.of(read).count()).isEqualTo(DancingLinks.of(problem).count());
    }

    @Test
    void readsNothingAsTheEmptyProblem() {
        ExactCover problem = ExactCoverText.parse("| only a comment\n\n");

        assertThat(problem.itemCount()).isZero();
        assertThat(ExactCoverText.write(problem)).isEmpty();
    }

    @Test
    void namesTheLineOfAnUnknownItem() {
        assertThatThrownBy(() -> ExactCoverText.parse("a b\na\nb q\n"))
                .isInstanceOf(ExactCoverFormatException.class)
                .hasMessageStartingWith("Line 3: ").hasMessageContaining("'q', which is not a declared item")
                .extracting(e -> ((ExactCoverFormatException) e).line()).isEqualTo(3);
    }

    @Test
    void namesTheLineOfARepeatedItemInAnOption() {
        assertThatThrownBy(() -> ExactCoverText.parse("| c\na b\na b a\n"))
                .isInstanceOf(ExactCoverFormatException.class).hasMessageStartingWith("Line 3: ").hasMessageContaining("'a' twice");
    }

    @Test
    void rejectsTwoSeparatorsOnTheItemLine() {
        assertThatThrownBy(() -> ExactCoverText.parse("a | b | c\n"))
                .isInstanceOf(ExactCoverFormatException.class).hasMessageStartingWith("Line 1: ").hasMessageContaining("2 '|' separators");
    }

    @Test
    void rejectsAnItemNamedTwice() {
        assertThatThrownBy(() -> ExactCoverText.parse("a b | a\n"))
                .isInstanceOf(ExactCoverFormatException.class).hasMessageContaining("'a' is declared twice");
    }

    @Test
    void namesTheSourceAndTheLineOfAFault() {
        assertThatThrownBy(() -> ExactCoverText.read(new StringReader("| pieces\na b\n\na b\nb c\n"), "tiles.txt"))
                .isInstanceOf(ExactCoverFormatException.class)
                .hasMessage("tiles.txt:5: The option b c names 'c', which is not a declared item.")
                .satisfies(e -> {
                    ExactCoverFormatException fault = (ExactCoverFormatException) e;
                    assertThat(fault.source()).isEqualTo("tiles.txt");
                    assertThat(fault.line()).isEqualTo(5);
                    assertThat(fault.fault()).isEqualTo("The option b c names 'c', which is not a declared item.");
                });
    }
}
