package org.nqueens.formulations.bitboard.gpu;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import org.nqueens.formulations.bitboard.count.Interior;
import org.nqueens.problem.Quote;

/**
 * One running search program, bound to one device (or to this processor, for tests): it is sent
 * batches of interiors and answers each with their interiors and nodes, one batch behind (the device
 * searches a batch while the next is sent and opened), or asked for the levels of the plain search. A program
 * started for a device first says how many devices the machine has ({@link #devices()}), so that the engine learns
 * them from its first program rather than from a listing of its own (a CUDA start more before the count). Its errors go
 * to a file, read back when it fails. Used by one thread.
 */
final class DeviceProcess implements AutoCloseable {

    private final Process process;
    private final BufferedWriter input;
    private final BufferedReader output;
    private final Path errors;
    private final int device;
    /** The devices the program said the machine has; null until read (never read for this processor). */
    private Devices found;

    /** Starts the program on device {@code device}, or on this processor when {@code device} is negative; reads nothing yet. */
    DeviceProcess(GpuProgram program, int device) throws IOException {
        this.device = device;
        this.errors = Files.createTempFile("nqueens-gpu", ".err");
        ProcessBuilder command = device < 0 ? program.command("--host") : program.command("--device", String.valueOf(device));
        this.process = command.redirectError(errors.toFile()).start();
        this.input = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII), 1 << 16);
        this.output = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII), 1 << 16);
    }

    /**
     * The devices the machine has, as the program started for a device says before it wakes its own: when there are too
     * few for the device it was started on, the reason too, and the program has ended. Not for a program on this processor.
     */
    Devices devices() throws IOException {
        if (device < 0) {
            throw new IllegalStateException("A gpu program on this processor (device " + device + ") names no devices.");
        }
        if (found == null) {
            String line = output.readLine();
            int count;
            try {
                if (line == null || !line.startsWith("devices ")) {
                    throw new NumberFormatException();
                }
                count = Integer.parseInt(line.substring("devices ".length()));
                if (count < 0) {
                    throw new NumberFormatException();
                }
            } catch (NumberFormatException e) {
                throw failure(line == null ? "stopped before it named the devices" : "began with " + Quote.of(line) + ", not the devices");
            }
            String reason = "";
            if (device >= count) {
                String why = output.readLine();
                reason = why != null && why.startsWith("reason ") ? why.substring("reason ".length()) : "the program said nothing of them";
            }
            found = new Devices(count, reason);
        }
        return found;
    }

    /**
     * The devices a program says the machine has.
     *
     * @param count how many
     * @param reason why the program's own device is not among them; empty when it is
     */
    record Devices(int count, String reason) {
        Devices {
            if (count < 0) {
                throw new IllegalArgumentException("The number of devices (" + count + ") must be at least 0.");
            }
            Objects.requireNonNull(reason, "reason");
        }
    }

    /** Waits until the program has woken its device (or, on this processor, started). */
    void awaitReady() throws IOException {
        if (device >= 0 && devices().count() <= device) {
            throw failure("found no device " + device + " (" + found.reason() + ")");
        }
        String ready = output.readLine();
        if (ready == null || !ready.startsWith("ready ")) {
            throw failure("did not start on device " + device);
        }
    }

    /**
     * Sends a batch of {@code interiors} to the program, which starts its search and answers it only once the next
     * command has come (or {@link #endInput}): a caller keeps one batch ahead of the answers it reads with {@link #receive}.
     */
    void send(List<Interior> interiors) throws IOException {
        StringBuilder line = new StringBuilder(256);
        input.write("batch " + interiors.size() + "\n");
        for (Interior interior : interiors) {
            line.setLength(0);
            line.append(interior.rows());
            for (int i = 0; i < interior.rows(); i++) {
                line.append(' ').append(interior.mask(i));
            }
            for (int i = 0; i + 1 < interior.rows(); i++) {
                line.append(' ').append(interior.shift(i));
            }
            input.write(line.append('\n').toString());
        }
        input.flush();
    }

    /** Tells the program that no more commands come, so that it answers the batch it holds and ends. */
    void endInput() throws IOException {
        input.close();
    }

    /**
     * The answer to the oldest batch sent and not yet received, of {@code size} interiors: the interiors and nodes of
     * each, in their order, {@code [i][0]} and {@code [i][1]}.
     */
    long[][] receive(int size) throws IOException {
        String header = output.readLine();
        if (header == null || !header.equals("counts " + size)) {
            throw failure(header == null ? "stopped without answering a batch" : "answered a batch of " + size + " with " + Quote.of(header));
        }
        long[][] counts = new long[size][];
        for (int i = 0; i < counts.length; i++) {
            String answer = output.readLine();
            String[] words = answer == null ? new String[0] : answer.split(" ");
            try {
                if (words.length != 2) {
                    throw new NumberFormatException();
                }
                counts[i] = new long[] {Long.parseLong(words[0]), Long.parseLong(words[1])};
            } catch (NumberFormatException e) {
                throw failure("answered frame " + i + " of a batch with " + Quote.of(answer) + ", not two numbers");
            }
        }
        return counts;
    }

    /**
     * The levels of the plain search of the n x n board below the first-row columns {@code twice} (each counted twice,
     * for its mirror image) and {@code once}: the k-arrangements for k = 1..n at index k - 1. No batch may be in flight.
     */
    long[] levels(int n, int twice, int once) throws IOException {
        input.write("levels " + n + " " + Integer.toUnsignedString(twice) + " " + Integer.toUnsignedString(once) + "\n");
        input.flush();
        String answer = output.readLine();
        String[] words = answer == null ? new String[0] : answer.split(" ");
        if (words.length != n + 2 || !words[0].equals("levels") || !words[1].equals(String.valueOf(n))) {
            throw failure(answer == null ? "stopped without answering the levels of n = " + n
                    : "answered the levels of n = " + n + " with " + Quote.of(answer));
        }
        long[] levels = new long[n];
        try {
            for (int k = 0; k < n; k++) {
                levels[k] = Long.parseUnsignedLong(words[k + 2]);
            }
        } catch (NumberFormatException e) {
            throw failure("answered the levels of n = " + n + " with " + Quote.of(answer) + ", not numbers");
        }
        return levels;
    }

    /** Ends the program: its input closed, then stopped if it does not end by itself at once. */
    @Override
    public void close() {
        try {
            input.close();
        } catch (IOException e) {
            // The program is gone already: nothing is left to tell it.
        }
        process.destroy();
        process.destroyForcibly();
        try {
            output.close();
            Files.deleteIfExists(errors);
        } catch (IOException e) {
            // A temporary file of errors that cannot be removed is left for the system to clear.
        }
    }

    /** Stops the program at once (a deadline or an interrupt): a search in flight is abandoned. */
    void kill() {
        process.destroyForcibly();
    }

    /** The failure of the program, with the last line it wrote to its errors. */
    private IOException failure(String what) {
        String said = "";
        try {
            process.waitFor(2, TimeUnit.SECONDS);
            List<String> lines = Files.readAllLines(errors, StandardCharsets.UTF_8);
            said = lines.isEmpty() ? "" : ": " + lines.get(lines.size() - 1);
        } catch (IOException e) {
            said = "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return new IOException("The gpu search program " + what + said);
    }
}
