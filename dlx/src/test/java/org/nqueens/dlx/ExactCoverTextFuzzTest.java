package org.nqueens.dlx;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;

/**
 * Fuzzes the reader of Knuth's exact-cover format: any text is a problem or one
 * {@link ExactCoverFormatException} with a one-line message, and what the writer makes of a problem
 * reads back to the same text. Without {@code JAZZER_FUZZ} it replays the committed inputs (the
 * regression corpus); {@code scripts/fuzz ExactCoverTextFuzzTest MINUTES} runs a campaign.
 */
class ExactCoverTextFuzzTest {

    @FuzzTest
    void readsAProblemOrSaysWhyNot(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);
        ExactCover problem;
        try {
            problem = ExactCoverText.parse(text);
        } catch (ExactCoverFormatException e) {
            assertThat(e.getMessage()).as("the message of %s", e).isNotBlank().doesNotContain("\n", "\r");
            assertThat(e.line()).as("the line of %s", e).isPositive();
            return;
        }
        String written = ExactCoverText.write(problem);
        ExactCover read = ExactCoverText.parse(written);
        assertThat(ExactCoverText.write(read)).as("the problem written and read again").isEqualTo(written);
        assertThat(read.itemCount()).isEqualTo(problem.itemCount());
        assertThat(read.primaryCount()).isEqualTo(problem.primaryCount());
        assertThat(read.optionCount()).isEqualTo(problem.optionCount());
    }
}
