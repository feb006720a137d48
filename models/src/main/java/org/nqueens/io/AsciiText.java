package org.nqueens.io;

import java.nio.charset.StandardCharsets;

/** ASCII bytes read as characters, without copying them into a string. */
final class AsciiText implements CharSequence {

    private final byte[] bytes;
    private final int from;
    private final int to;

    AsciiText(byte[] bytes, int from, int to) {
        this.bytes = bytes;
        this.from = from;
        this.to = to;
    }

    /** Whether every byte from {@code from} on is ASCII (below 128), so that each is one character. */
    static boolean isAscii(byte[] bytes, int from) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] < 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int length() {
        return to - from;
    }

    @Override
    public char charAt(int index) {
        return (char) bytes[from + index];
    }

    @Override
    public CharSequence subSequence(int start, int end) {
        return new AsciiText(bytes, from + start, from + end);
    }

    @Override
    public String toString() {
        return new String(bytes, from, to - from, StandardCharsets.US_ASCII);
    }
}
