package org.nqueens.compare;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import org.nqueens.problem.InvalidInputException;

/**
 * A file written whole or not at all: the text goes to a partial file beside it, which is then moved
 * over it. A full disk leaves the old file as it was, a symbolic link at the path is replaced rather
 * than written through, and the partial file is removed whatever fails. Files get the usual mode
 * (0666 less the umask).
 */
public final class WholeFile {

    private WholeFile() {
    }

    /**
     * Writes {@code text} to {@code file}, whole or not at all.
     *
     * @param what how the failure names the file: "the report " + file, say
     * @return {@code file}
     * @throws InvalidInputException if the path cannot take a file (no folder, permission denied, a folder in the way)
     * @throws UncheckedIOException if the writing failed (a full disk, an I/O error): exit 74
     */
    public static Path write(Path file, String text, String what) {
        if (Files.isDirectory(file)) {
            throw new InvalidInputException("Cannot write " + what + ": it is a folder; name a file.");
        }
        Path folder = file.toAbsolutePath().getParent();
        Path partial = folder.resolve("." + file.getFileName() + "." + ProcessHandle.current().pid() + ".part");
        try {
            try (OutputStream stream = Files.newOutputStream(partial, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                stream.write(text.getBytes(StandardCharsets.UTF_8));
            }
            return Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (NoSuchFileException e) {
            throw new InvalidInputException("Cannot write " + what + ": "
                    + (Files.isDirectory(folder) ? InvalidInputException.reason(e) : "its folder " + folder + " does not exist") + ".", e);
        } catch (AccessDeniedException | DirectoryNotEmptyException | FileAlreadyExistsException e) {
            throw new InvalidInputException("Cannot write " + what + ": " + InvalidInputException.reason(e) + ".", e);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + what + ": " + InvalidInputException.reason(e)
                    + (Files.exists(file) ? "; the file is left as it was." : "."), e);
        } finally {
            try {
                Files.deleteIfExists(partial);
            } catch (IOException ignored) {
                // Nothing more can be done about a partial file that cannot be removed; the error above says what failed.
            }
        }
    }
}
