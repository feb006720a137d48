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
import java.util.concurrent.TimeUnit;
import org.nqueens.formulations.bitboard.count.Interior;
import org.nqueens.problem.Quote;

/**
 * One running search program, bound to one device (or to this processor, for tests): it is sent
 * batches of interiors and answers each with their interiors and nodes. Its errors go to a file,
 * read back when it fails. Used by one thread.
 */
final class DeviceProcess implements AutoCloseable {

    private final Process process;
    private final BufferedWriter input;
    private final BufferedReader output;
    private final Path errors;

    /** Starts the program on device {@code device}, or on this processor when {@code device} is negative; waits until it is ready. */
    DeviceProcess(GpuProgram program, int device) throws IOException {
        this.errors = Files.createTempFile("nqueens-gpu", ".err");
        List<String> command = device < 0 ? List.of(program.binary().toString(), "--host")
                : List.of(program.binary().toString(), "--device", String.valueOf(device));
        this.process = new ProcessBuilder(command).redirectError(errors.toFile()).start();
        this.input = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII), 1 << 16);
        this.output = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII), 1 << 16);
        String ready = output.readLine();
        if (ready == null || !ready.startsWith("ready ")) {
            throw failure("did not start on device " + device);
        }
    }

    /** The interiors and nodes of each of {@code interiors}, in their order: {@code [i][0]} and {@code [i][1]}. */
    long[][] search(List<Interior> interiors) throws IOException {
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
        String header = output.readLine();
        if (header == null || !header.equals("counts " + interiors.size())) {
            throw failure(header == null ? "stopped without answering a batch" : "answered a batch of " + interiors.size() + " with " + Quote.of(header));
        }
        long[][] counts = new long[interiors.size()][];
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
