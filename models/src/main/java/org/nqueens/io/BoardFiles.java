package org.nqueens.io;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.nqueens.board.Board;

/**
 * Reads a board from a file: a compact board string when the file holds only digits, dots and
 * white space (as {@code solve --format compact} writes it, so a million-queen board can be checked
 * with {@code verify --file}), a CSPLib parameter file when it has a {@code letting} statement,
 * otherwise a grid. Every fault, from a missing file to a stray character, is a
 * {@link BoardFormatException} naming the file.
 */
public final class BoardFiles {

    private static final long MAX_BYTES = 256L * 1024 * 1024;

    private BoardFiles() {
    }

    /** Reads the board in {@code file}. */
    public static Board read(Path file) {
        return parse(readText(file), file.toString());
    }

    /** Parses board text, choosing the format by its content; {@code source} names it in messages. */
    public static Board parse(String text, String source) {
        if (CompactBoard.looksLike(text)) {
            return CompactBoard.parse(text, source);
        }
        return CsplibParams.looksLike(text) ? CsplibParams.parse(text, source) : GridBoard.parse(text, source);
    }

    private static String readText(Path file) {
        String name = file.toString();
        try {
            if (Files.isDirectory(file)) {
                throw new BoardFormatException(name, "is a directory, not a board file");
            }
            if (Files.size(file) > MAX_BYTES) {
                throw new BoardFormatException(name, "is larger than " + MAX_BYTES / (1024 * 1024) + " MiB; no board file is that large");
            }
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new BoardFormatException(name, "no such file");
        } catch (AccessDeniedException e) {
            throw new BoardFormatException(name, "permission denied");
        } catch (CharacterCodingException e) {
            throw new BoardFormatException(name, "is not UTF-8 text");
        } catch (IOException e) {
            throw new BoardFormatException(name, "cannot be read (" + e.getMessage() + ")");
        }
    }
}
