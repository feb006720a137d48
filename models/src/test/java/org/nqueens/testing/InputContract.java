package org.nqueens.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.nqueens.problem.InvalidInputException;

/**
 * The contract of every reader of outside input, as the fuzz targets check it: the reader returns a
 * value or throws the one input-error type, {@link InvalidInputException}, whose message is one
 * short line with no control characters (the input it quotes escaped and cut, as
 * {@link org.nqueens.problem.Quote} does). Any other exception (a {@link NullPointerException}, an
 * {@link ArrayIndexOutOfBoundsException}, a {@link NumberFormatException}) passes through
 * {@link #read} unchanged and fails the fuzz target, which is the finding.
 *
 * <p>The reader runs on a thread with a small stack ({@value #STACK_BYTES} bytes), so that recursion
 * as deep as a fuzzer's few kilobytes of input (nested lists, say) overflows it: the same recursion
 * over a file a thousand times larger would overflow the command line's own stack.
 */
public final class InputContract {

    /** Longer than any message a rule needs, far shorter than one that echoes a fuzzer's input whole. */
    private static final int LONGEST_MESSAGE = 1000;
    private static final long STACK_BYTES = 256 * 1024;
    private static final ExecutorService SMALL_STACK = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(null, task, "input-contract", STACK_BYTES);
        thread.setDaemon(true);
        return thread;
    });

    private InputContract() {
    }

    /** What {@code reader} returns, or empty where it refuses the input as the contract says. */
    public static <T> Optional<T> read(Supplier<T> reader) {
        try {
            return Optional.of(onSmallStack(reader));
        } catch (InvalidInputException refusal) {
            requireOneLine(refusal);
            return Optional.empty();
        }
    }

    /** What {@code reader} returns on the small-stack thread; what it throws, thrown here. */
    private static <T> T onSmallStack(Supplier<T> reader) {
        Future<T> result = SMALL_STACK.submit(reader::get);
        try {
            return result.get();
        } catch (ExecutionException failure) {
            if (failure.getCause() instanceof RuntimeException unchecked) {
                throw unchecked;
            }
            if (failure.getCause() instanceof Error error) {
                throw error;
            }
            throw new AssertionError("The reader threw a checked exception.", failure.getCause());
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new AssertionError("Interrupted while the reader ran.", interrupted);
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
