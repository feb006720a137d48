package org.nqueens.dlx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ExactCoverTest {

    @Test
    void numbersItemsAndOptionsInTheOrderGiven() {
        ExactCover problem = ExactCover.builder().primary("a", "b").secondary("x").option("b", "x").option("a").build();

        assertThat(problem.itemCount()).isEqualTo(3);
        assertThat(problem.primaryCount()).isEqualTo(2);
        assertThat(problem.isPrimary(2)).isFalse();
        assertThat(problem.itemName(1)).isEqualTo("b");
        assertThat(problem.option(0)).containsExactly(1, 2);
        assertThat(problem.optionSize(1)).isEqualTo(1);
        assertThat(problem.entryCount()).isEqualTo(3);
    }

    @Test
    void rejectsAnOptionNamingAnUnknownItem() {
        assertThatThrownBy(() -> ExactCover.builder().primary("a").option("a", "q"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'q', which is not a declared item");
    }

    @Test
    void rejectsAnEmptyOption() {
        assertThatThrownBy(() -> ExactCover.builder().primary("a").option())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Option 0 is empty");
    }

    @Test
    void rejectsAnItemTwiceInOneOption() {
        assertThatThrownBy(() -> ExactCover.builder().primary("a", "b").option("a", "b", "a"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("names the item 'a' twice");
    }

    @Test
    void rejectsAnItemNumberOutOfRange() {
        assertThatThrownBy(() -> ExactCover.builder().primary("a").addOption(0, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("item number 1");
    }

    @Test
    void rejectsADuplicateItemName() {
        assertThatThrownBy(() -> ExactCover.builder().primary("a").secondary("a"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'a' is declared twice");
    }

    @Test
    void rejectsNamesThatTheTextFormatCannotHold() {
        assertThatThrownBy(() -> ExactCover.builder().primary("a b")).hasMessageContaining("without white space or '|'");
        assertThatThrownBy(() -> ExactCover.builder().primary("a|b")).hasMessageContaining("without white space or '|'");
        assertThatThrownBy(() -> ExactCover.builder().primary("")).hasMessageContaining("must be nonempty");
    }

    @Test
    void doesNotChangeWhenTheBuilderGoesOn() {
        ExactCover.Builder builder = ExactCover.builder().primary("a").option("a");
        ExactCover before = builder.build();
        builder.primary("b").option("b");

        assertThat(before.itemCount()).isEqualTo(1);
        assertThat(before.optionCount()).isEqualTo(1);
    }
}
