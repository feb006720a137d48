package org.nqueens.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Standard output that remembers why it failed. The writers above it keep only that a write failed
 * ({@link java.io.PrintWriter#checkError}); this keeps the first error, so that a full disk or a
 * closed descriptor (exit 74) can be told from a reader that has read enough and closed its pipe
 * (quiet, as {@code | head} expects).
 */
final class StandardOutput extends FilterOutputStream {

    private volatile IOException failure;

    StandardOutput(OutputStream out) {
        super(out);
    }

    /** The first write error, or null. */
    IOException failure() {
        return failure;
    }

    /** Whether {@code failure} is a pipe closed by its reader (EPIPE), which ends the output without an error. */
    static boolean readerHasGone(IOException failure) {
        return "Broken pipe".equals(failure.getMessage());
    }

    @Override
    public void write(int b) throws IOException {
        try {
            out.write(b);
        } catch (IOException e) {
            throw remembered(e);
        }
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        try {
            out.write(bytes, offset, length);
        } catch (IOException e) {
            throw remembered(e);
        }
    }

    @Override
    public void flush() throws IOException {
        try {
            out.flush();
        } catch (IOException e) {
            throw remembered(e);
        }
    }

    private IOException remembered(IOException e) {
        if (failure == null) {
            failure = e;
        }
        return e;
    }
}
