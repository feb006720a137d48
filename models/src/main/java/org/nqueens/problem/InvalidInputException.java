package org.nqueens.problem;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/**
 * The user's input is wrong: a size, a board, a file, an option value. The one exception type that
 * the command line reports as bad input (exit 2, one line); every other exception is a defect of the
 * toolkit. The message names the value and the rule it breaks, and where the value came from when
 * that is known: "The board size n (0) must be at least 1."
 *
 * <p>It extends {@link IllegalArgumentException} because it is one, so library callers that already
 * guard arguments keep working; the command line tells the two apart by type.
 */
public class InvalidInputException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** Bad input described by {@code message}, one line naming the value and the rule. */
    public InvalidInputException(String message) {
        super(message);
    }

    /** Bad input described by {@code message}, found through {@code cause} (a file that cannot be read, say). */
    public InvalidInputException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * Why an operation on a file the user named failed, in words for a message: "permission denied",
     * "no such file or folder", or the system's own reason ("Is a directory", "No space left on
     * device"). A file that cannot be read or written is the user's to fix, so it is bad input.
     */
    public static String reason(IOException failure) {
        if (failure instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (failure instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (failure instanceof FileSystemException fileSystem && fileSystem.getReason() != null) {
            return fileSystem.getReason();
        }
        return failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage();
    }
}
