package org.nqueens.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;

/**
 * Reads a board from a file: a compact board string when the file holds only digits, dots and
 * white space (as {@code solve --format compact} writes it, so a million-queen board can be checked
 * with {@code verify --file}), a CSPLib parameter file when it has a {@code letting} statement,
 * otherwise a grid. Every fault, from a missing file to a stray character, is a
 * {@link BoardFormatException} naming the file.
 */
public final class BoardFiles {

    private static final long MAX_BYTES = 256L * 1024 * 1024;
    /** The UTF-8 byte-order mark some editors write first; it is no part of the board. */
    private static final byte[] BYTE_ORDER_MARK = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private BoardFiles() {
    }

    /** Reads the board in {@code file}, as its classic problem (queens given, squares blocked). */
    public static Problem read(Path file) {
        return parse(readText(file), file.toString());
    }

    /** Parses board text, choosing the format by its content; {@code source} names it in messages. */
    public static Problem parse(String text, String source) {
        return parse((CharSequence) text, source);
    }

    private static Problem parse(CharSequence text, String source) {
        if (CompactBoard.looksLike(text)) {
            return CompactBoard.parse(text, source);
        }
        String whole = text.toString();
        return CsplibParams.looksLike(whole) ? CsplibParams.parse(whole, source) : GridBoard.parse(whole, source);
    }

    /**
     * The position of a board file of the problem family: a grid as {@link GridBoard#position} reads
     * it (pawns, several pieces a row, R x C), or the queens and blocked squares of a compact or
     * CSPLib board; {@code source} names it in messages ("standard input").
     */
    public static GridPosition position(byte[] bytes, String source) {
        return position(text(bytes, source), source);
    }

    /** The position in {@code file}, as {@link #position(byte[], String)} reads it. */
    public static GridPosition position(Path file) {
        return position(readText(file), file.toString());
    }

    private static GridPosition position(CharSequence text, String source) {
        String whole = text.toString();
        if (CompactBoard.looksLike(text) || CsplibParams.looksLike(whole)) {
            return GridPosition.of(parse(text, source));
        }
        return GridBoard.position(whole, source);
    }

    /**
     * Parses the bytes of a board file (UTF-8; a leading byte-order mark is skipped), choosing the
     * format by its content; {@code source} names it in messages ("standard input").
     */
    public static Problem parse(byte[] bytes, String source) {
        return parse(text(bytes, source), source);
    }

    /** The file's text. */
    private static CharSequence readText(Path file) {
        String name = file.toString();
        try {
            if (Files.isDirectory(file)) {
                throw new BoardFormatException(name, "is a directory, not a board file");
            }
            if (Files.size(file) > MAX_BYTES) {
                throw new BoardFormatException(name, "is larger than " + MAX_BYTES / (1024 * 1024) + " MiB; no board file is that large");
            }
            return text(Files.readAllBytes(file), name);
        } catch (NoSuchFileException e) {
            throw new BoardFormatException(name, "no such file");
        } catch (AccessDeniedException e) {
            throw new BoardFormatException(name, "permission denied");
        } catch (IOException e) {
            throw new BoardFormatException(name, "cannot be read: " + InvalidInputException.reason(e));
        }
    }

    /**
     * The text of {@code bytes} after any UTF-8 byte-order mark: the bytes read as they are when all
     * are ASCII (a million-queen board is not copied), else decoded.
     */
    private static CharSequence text(byte[] bytes, String source) {
        if (bytes.length > MAX_BYTES) {
            throw new BoardFormatException(source, "is larger than " + MAX_BYTES / (1024 * 1024) + " MiB; no board file is that large");
        }
        int start = hasByteOrderMark(bytes) ? BYTE_ORDER_MARK.length : 0;
        if (AsciiText.isAscii(bytes, start)) {
            return new AsciiText(bytes, start, bytes.length);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes, start, bytes.length - start)).toString();
        } catch (CharacterCodingException e) {
            throw new BoardFormatException(source, "is not UTF-8 text");
        }
    }

    private static boolean hasByteOrderMark(byte[] bytes) {
        if (bytes.length < BYTE_ORDER_MARK.length) {
            return false;
        }
        for (int i = 0; i < BYTE_ORDER_MARK.length; i++) {
            if (bytes[i] != BYTE_ORDER_MARK[i]) {
                return false;
            }
        }
        return true;
    }
}
