package org.nqueens.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.function.Supplier;
import org.nqueens.problem.InvalidInputException;

/**
 * The contract of every reader of outside input, as the fuzz targets check it: the reader returns a
 * value or throws the one input-error type, {@link InvalidInputException}, whose message is one
 * short line with no control characters (the input it quotes escaped and cut, as
 * {@link org.nqueens.problem.Quote} does). Any other exception (a {@link NullPointerException}, an
 * {@link ArrayIndexOutOfBoundsException}, a {@link NumberFormatException}) passes through
 * {@link #read} unchanged and fails the fuzz target, which is the finding.
 */
public final class InputContract {

    /** Longer than any message a rule needs, far shorter than one that echoes a fuzzer's input whole. */
    private static final int LONGEST_MESSAGE = 1000;

    private InputContract() {
    }

    /** What {@code reader} returns, or empty where it refuses the input as the contract says. */
    public static <T> Optional<T> read(Supplier<T> reader) {
        try {
            return Optional.of(reader.get());
        } catch (InvalidInputException refusal) {
            requireOneLine(refusal);
            return Optional.empty();
        }
    }

    /** Checks that {@code refusal}'s message is one short printable line. */
    public static void requireOneLine(RuntimeException refusal) {
        String message = refusal.getMessage();
        assertThat(message).as("the message of %s", refusal.getClass().getName()).isNotBlank()
                .doesNotContainPattern("[\\x00-\\x1f\\x7f-\\x9f\\u2028\\u2029]")
                .hasSizeLessThanOrEqualTo(LONGEST_MESSAGE);
    }
}
