package org.nqueens.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The hand-written right alignment writes what {@code %Ns} and {@code %Nd} write, on seeded random texts, numbers and widths. */
class ColumnsTest {

    @Test
    void rightAlignmentIsTheFormattersOnRandomTextsAndNumbers() {
        long seed = 20261202L;
        Random random = new Random(seed);
        for (int k = 0; k < 5_000; k++) {
            int width = 1 + random.nextInt(12);
            String text = ".-'*0123456789".substring(random.nextInt(14));
            long number = random.nextBoolean() ? random.nextInt(2_000) - 1_000 : random.nextLong();
            assertThat(Columns.right(text, width)).as("seed %d, %s in %d", seed, text, width)
                    .isEqualTo(String.format(Locale.ROOT, "%" + width + "s", text));
            assertThat(Columns.right(number, width)).as("seed %d, %d in %d", seed, number, width)
                    .isEqualTo(String.format(Locale.ROOT, "%" + width + "d", number));
        }
    }
}
