package org.nqueens.dlx;

/**
 * Text that is not a problem in Knuth's exact-cover format; the message names the source (when
 * known), the line and the fault, on one line: "pentomino.txt:3: The option ... names 'q', which is
 * not a declared item.", or "Line 3: ..." when the text has no name.
 */
public final class ExactCoverFormatException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String source;
    private final int line;
    private final String fault;

    ExactCoverFormatException(String source, int line, String fault, Throwable cause) {
        super((source == null ? "Line " + line : source + ":" + line) + ": " + fault, cause);
        this.source = source;
        this.line = line;
        this.fault = fault;
    }

    /** The name of the text (a file name, or "-" for standard input), or null when it has none. */
    public String source() {
        return source;
    }

    /** The line (from 1) where the fault lies. */
    public int line() {
        return line;
    }

    /** What is wrong, without the place. */
    public String fault() {
        return fault;
    }
}
