package org.nqueens.dlx;

/** Text that is not a problem in Knuth's exact-cover format; the message names the line and the fault. */
public final class ExactCoverFormatException extends IllegalArgumentException {

    private final int line;

    ExactCoverFormatException(int line, String message, Throwable cause) {
        super("Line " + line + ": " + message, cause);
        this.line = line;
    }

    /** The line (from 1) where the fault lies. */
    public int line() {
        return line;
    }
}
