package org.nqueens.cli;

import java.io.PrintWriter;

/**
 * The command's output for one long write, such as a million-queen board in the compact form:
 * appends until the reader has gone (a closed pipe, as {@code | head} leaves, seen by
 * {@link PrintWriter#checkError} every few thousand appends), then drops the rest. A writer whose
 * reader has gone fails every later write with an exception it swallows, so the two million appends
 * of such a board took ten seconds after the pipe closed, against half a second when they are read.
 */
final class ListenedOutput implements Appendable {

    /** Appends between two checks: a check flushes, and this many make about one buffer of the output. */
    private static final int CHECK_EVERY = 1 << 14;

    private final PrintWriter out;
    private int sinceCheck;
    private boolean gone;

    ListenedOutput(PrintWriter out) {
        this.out = out;
    }

    @Override
    public Appendable append(CharSequence text) {
        if (!gone) {
            out.append(text);
            listen();
        }
        return this;
    }

    @Override
    public Appendable append(CharSequence text, int start, int end) {
        if (!gone) {
            out.append(text, start, end);
            listen();
        }
        return this;
    }

    @Override
    public Appendable append(char c) {
        if (!gone) {
            out.append(c);
            listen();
        }
        return this;
    }

    private void listen() {
        if (++sinceCheck == CHECK_EVERY) {
            sinceCheck = 0;
            gone = out.checkError();
        }
    }
}
