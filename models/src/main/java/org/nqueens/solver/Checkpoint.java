package org.nqueens.solver;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.zip.CRC32;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Quote;

/**
 * A checkpoint file: an append-only journal of the finished parts of one divided search, so that a
 * run killed at any moment (power cut aside, {@code kill -9} included) and started again with the
 * same file searches only the parts not yet finished and ends with exactly the total of an
 * uninterrupted run.
 *
 * <p>The file is text. A header, written under the lock into a new or empty file, names the format, the program, the question (n, what is counted), the plan (how many parts and a CRC-32 of
 * their ids) and the fields of a result; then comes one line per finished part:
 * {@code ID VALUE... CRC}, the CRC-32 of the rest of the line in hexadecimal. Each line is written
 * with one {@code write} call ending in its newline, and reaches the operating system before the
 * part counts as recorded, so a killed process leaves at worst one final line without its newline. A
 * write that fails (a full disk) cuts off what it wrote and ends the journal's writing with an
 * {@link java.io.UncheckedIOException}: the file keeps every part recorded before and stays readable.
 *
 * <p>Opening an existing file checks it whole. A header for another question or plan, another
 * program version, or any damaged line is refused with one line naming the file and the fault
 * ({@link InvalidInputException}), never merged. The one exception is a final line without its
 * newline: that is the line a kill cut short, and it is dropped (and cut from the file). Dropping it
 * is safe because a part counts as finished only once its whole line is written: the part it
 * described is searched again, and no count is lost or counted twice.
 *
 * <p>Only one process may use a checkpoint at a time (an advisory file lock held from opening to
 * closing, released by the operating system when the process dies); a second is refused at once. The
 * path must be a regular file (or a link to one) or absent: a device, pipe, folder or link to nothing
 * is refused, never replaced or written through.
 *
 * @param <R> the result of a part
 */
public final class Checkpoint<R> implements WorkSplitter.Journal<R>, AutoCloseable {

    /** How a result becomes the numbers of a journal line and back. */
    public interface Codec<R> {

        /** The names of the numbers, one word each. */
        List<String> fields();

        /** The numbers of {@code result}, one per field. */
        long[] encode(R result);

        /** The result with these numbers; throws {@link IllegalArgumentException} for numbers no result has. */
        R decode(long[] values);
    }

    private static final String FORMAT = "nqueens-checkpoint 1";
    private static final String END_OF_HEADER = "parts-follow";
    private static final long FORCE_EVERY_NANOS = 1_000_000_000L;

    private final Path file;
    private final Codec<R> codec;
    private final Map<String, R> finished;
    private final FileChannel channel;
    private final FileLock lock;
    private final int droppedTornLine;
    private long lastForce = System.nanoTime();
    private UncheckedIOException failure;

    private Checkpoint(Path file, Codec<R> codec, Map<String, R> finished, FileChannel channel, FileLock lock, int droppedTornLine) {
        this.file = file;
        this.codec = codec;
        this.finished = finished;
        this.channel = channel;
        this.lock = lock;
        this.droppedTornLine = droppedTornLine;
    }

    /**
     * Opens the checkpoint {@code file} of the question {@code identity} (ordered name-value pairs:
     * program, n, question...) whose plan has the parts {@code partIds}, creating it with its
     * header if it does not exist or is empty.
     *
     * @throws InvalidInputException if the file belongs to another question, plan or program, is damaged, or is in use,
     *     or is a folder, has no folder, or cannot be opened (the system's reason)
     */
    public static <R> Checkpoint<R> open(Path file, Map<String, String> identity, Collection<String> partIds, Codec<R> codec) {
        List<String> header = header(identity, partIds, codec);
        requireRegularOrAbsent(file);
        Path folder = file.toAbsolutePath().getParent();
        if (!Files.isDirectory(folder)) {
            throw new InvalidInputException("The checkpoint " + file + " cannot be made: its folder " + folder + " does not exist.");
        }
        try {
            // Opened once and read through the same channel: the lock is a POSIX record lock, which the
            // system drops when the process closes any descriptor of the file (Files.readAllBytes did).
            // Created in place, never moved over: a second count must find the file the first one locked.
            FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE,
                    StandardOpenOption.CREATE);
            boolean opened = false;
            try {
                FileLock lock = lock(file, channel);
                byte[] bytes = readAll(channel);
                if (bytes.length == 0) {
                    writeFully(channel, ByteBuffer.wrap((String.join("\n", header) + "\n").getBytes(StandardCharsets.UTF_8)), 0);
                    channel.force(true);
                    bytes = readAll(channel);
                }
                Set<String> plan = new HashSet<>(partIds);
                Map<String, R> finished = new HashMap<>();
                long keep = read(file, bytes, header, plan, codec, finished);
                int torn = 0;
                if (keep < bytes.length) {
                    channel.truncate(keep);
                    channel.force(true);
                    torn = 1;
                }
                channel.position(keep);
                opened = true;
                return new Checkpoint<>(file, codec, finished, channel, lock, torn);
            } finally {
                if (!opened) {
                    channel.close();
                }
            }
        } catch (IOException e) {
            throw new InvalidInputException("The checkpoint " + file + " cannot be opened: " + InvalidInputException.reason(e) + ".", e);
        }
    }

    /** Refuses a path that is there but is not a regular file (or a link to one): it is never replaced or written through. */
    private static void requireRegularOrAbsent(Path file) {
        if (Files.isDirectory(file)) {
            throw new InvalidInputException("The checkpoint " + file + " is a folder; give the path of a file (it is made if missing).");
        }
        if (Files.isSymbolicLink(file) && !Files.exists(file)) {
            throw new InvalidInputException("The checkpoint " + file
                    + " is a symbolic link to nothing; give the path of a regular file (it is made if missing).");
        }
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new InvalidInputException("The checkpoint " + file
                    + " is not a regular file (a device, pipe or socket); give the path of a regular file (it is made if missing).");
        }
    }

    private static byte[] readAll(FileChannel channel) throws IOException {
        long size = channel.size();
        if (size > Integer.MAX_VALUE - 16) {
            throw new IOException("the file is " + size + " bytes, more than a checkpoint holds");
        }
        ByteBuffer buffer = ByteBuffer.allocate((int) size);
        while (buffer.hasRemaining() && channel.read(buffer, buffer.position()) >= 0) {
            // read on from where the last read ended
        }
        return buffer.hasRemaining() ? Arrays.copyOf(buffer.array(), buffer.position()) : buffer.array();
    }

    private static void writeFully(FileChannel channel, ByteBuffer buffer, long position) throws IOException {
        while (buffer.hasRemaining()) {
            position += channel.write(buffer, position);
        }
    }

    /** How many parts the file recorded as finished when it was opened. */
    public int resumedParts() {
        return finished.size();
    }

    /** 1 if a final line cut short by a kill was dropped on opening, else 0. */
    public int droppedTornLines() {
        return droppedTornLine;
    }

    /** The file. */
    public Path file() {
        return file;
    }

    @Override
    public Optional<R> finished(String id) {
        return Optional.ofNullable(finished.get(id));
    }

    @Override
    public synchronized void record(String id, R result) {
        StringBuilder line = new StringBuilder(id);
        for (long value : codec.encode(result)) {
            line.append(' ').append(value);
        }
        String checksum = crc(line.toString());
        line.append(' ').append(checksum).append('\n');
        ByteBuffer buffer = ByteBuffer.wrap(line.toString().getBytes(StandardCharsets.UTF_8));
        if (failure != null) {
            throw failure;
        }
        long start = -1;
        try {
            start = channel.position();
            writeFully(channel, buffer, start);
            channel.position(start + buffer.limit());
            long now = System.nanoTime();
            if (now - lastForce >= FORCE_EVERY_NANOS) {
                channel.force(false);
                lastForce = now;
            }
        } catch (IOException e) {
            // A line is whole or not there: what a full disk let through is cut off, and nothing more is
            // written, so the journal stays readable with every part recorded before.
            failure = new UncheckedIOException("The checkpoint " + file + " cannot be written: " + InvalidInputException.reason(e)
                    + "; the parts it records are kept, so the same command resumes once it can be written.", e);
            if (start >= 0) {
                try {
                    channel.truncate(start);
                } catch (IOException truncation) {
                    failure.addSuppressed(truncation);
                }
            }
            throw failure;
        }
    }

    /** Forces what was written to the disk and releases the file. */
    @Override
    public synchronized void close() {
        try {
            if (channel.isOpen()) {
                channel.force(false);
                lock.release();
                channel.close();
            }
        } catch (IOException e) {
            throw new InvalidInputException("The checkpoint " + file + " cannot be closed: " + InvalidInputException.reason(e) + ".", e);
        }
    }

    private static <R> List<String> header(Map<String, String> identity, Collection<String> partIds, Codec<R> codec) {
        Map<String, String> lines = new LinkedHashMap<>(identity);
        CRC32 ids = new CRC32();
        for (String id : partIds) {
            ids.update(id.getBytes(StandardCharsets.UTF_8));
            ids.update('\n');
        }
        lines.put("plan", partIds.size() + " parts, ids crc32 " + String.format("%08x", ids.getValue()));
        lines.put("fields", String.join(" ", codec.fields()));
        List<String> header = new ArrayList<>();
        header.add(FORMAT);
        lines.forEach((name, value) -> {
            if (!name.matches("[a-z][a-z0-9-]*") || value.contains("\n")) {
                throw new IllegalArgumentException("The checkpoint header entry " + Quote.of(name) + " must be a lower-case word with a one-line value.");
            }
            header.add(name + " " + value);
        });
        header.add(END_OF_HEADER);
        return header;
    }

    private static FileLock lock(Path file, FileChannel channel) throws IOException {
        try {
            FileLock lock = channel.tryLock();
            if (lock != null) {
                return lock;
            }
        } catch (OverlappingFileLockException e) {
            // Held by this process: another run in it is using the file.
        }
        throw new InvalidInputException("The checkpoint " + file + " is in use by another count; wait for it or give another file.");
    }

    /**
     * Checks the header and reads the finished parts into {@code finished}; returns how many bytes
     * to keep (all but a torn final line).
     */
    private static <R> long read(Path file, byte[] bytes, List<String> header, Set<String> plan, Codec<R> codec,
                                 Map<String, R> finished) {
        int lastNewline = bytes.length - 1;
        while (lastNewline >= 0 && bytes[lastNewline] != '\n') {
            lastNewline--;
        }
        long keep = lastNewline + 1;
        String[] lines = new String(bytes, 0, (int) keep, StandardCharsets.UTF_8).split("\n", -1);
        int count = lines.length - 1;
        if (count < header.size()) {
            throw new InvalidInputException("The file " + file + " is not a checkpoint of this program: its header is missing or incomplete.");
        }
        if (!lines[0].equals(FORMAT)) {
            throw new InvalidInputException("The file " + file + " is not a checkpoint of this program (its first line is not " + Quote.of(FORMAT) + ").");
        }
        for (int i = 1; i < header.size(); i++) {
            if (!lines[i].equals(header.get(i))) {
                throw mismatch(file, lines[i], header.get(i));
            }
        }
        int fields = codec.fields().size();
        for (int i = header.size(); i < count; i++) {
            String line = lines[i];
            String fault = parse(line, fields, plan, codec, finished);
            if (fault != null) {
                throw new InvalidInputException("Line " + (i + 1) + " of the checkpoint " + file + " is damaged (" + fault
                        + "); it is refused rather than merged: move the file away to start again.");
            }
        }
        return keep;
    }

    /** Reads one part line into {@code finished}; the fault, or null. */
    private static <R> String parse(String line, int fields, Set<String> plan, Codec<R> codec, Map<String, R> finished) {
        String[] words = line.split(" ", -1);
        if (words.length != fields + 2) {
            return "it has " + words.length + " words, not " + (fields + 2);
        }
        int lastSpace = line.lastIndexOf(' ');
        if (!words[words.length - 1].equals(crc(line.substring(0, lastSpace)))) {
            return "its checksum does not match";
        }
        String id = words[0];
        if (!plan.contains(id)) {
            return "part " + Quote.of(id) + " is not in the plan";
        }
        long[] values = new long[fields];
        try {
            for (int f = 0; f < fields; f++) {
                values[f] = Long.parseLong(words[f + 1]);
            }
        } catch (NumberFormatException e) {
            return "a value is not a number";
        }
        R result;
        try {
            result = codec.decode(values);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        if (finished.putIfAbsent(id, result) != null) {
            return "part " + Quote.of(id) + " is recorded twice";
        }
        return null;
    }

    private static InvalidInputException mismatch(Path file, String found, String expected) {
        int space = expected.indexOf(' ');
        String name = space < 0 ? expected : expected.substring(0, space);
        String wanted = space < 0 ? "" : expected.substring(space + 1);
        // What the file has: a short plain value as it is ("n 12"), anything else quoted, escaped and cut (it is outside input).
        boolean named = found.startsWith(name + " ");
        String value = named ? found.substring(name.length() + 1) : found;
        String had = named && value.length() <= Quote.PREFIX && Quote.line(value).equals(value) ? value : Quote.of(value);
        return new InvalidInputException("The checkpoint " + file + " was written for " + name + " " + had + ", but this run has "
                + name + " " + wanted + "; it is refused rather than merged: give another file, or move this one away to start again.");
    }

    private static String crc(String text) {
        CRC32 crc = new CRC32();
        crc.update(text.getBytes(StandardCharsets.UTF_8));
        return String.format("%08x", crc.getValue());
    }
}
