package org.nqueens.formulations.bitboard.gpu;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Quote;

/**
 * The native search program: its source (a resource beside this class), built once with
 * {@code nvcc} into a cache folder named by the source's digest, so that a new version of the source
 * is built again and an old binary is never run against it.
 *
 * <p>The compiler is looked for on the {@code PATH}, then in {@code $CUDA_HOME/bin} and
 * {@code /usr/local/cuda/bin}; the cache is {@code $NQUEENS_CACHE}, else
 * {@code $XDG_CACHE_HOME/nqueens}, else {@code ~/.cache/nqueens}.
 */
final class GpuProgram {

    static final String SOURCE = "nqueens-gpu.cu";

    /** How long nvcc may take to build the program (a few seconds as a rule). */
    private static final long BUILD_MINUTES = 5;

    private final Path binary;
    /** Variables added to the environment the program runs in (for tests: {@code NQUEENS_GPU_ON_HOST}); empty as a rule. */
    private final Map<String, String> environment;

    private GpuProgram(Path binary, Map<String, String> environment) {
        this.binary = binary;
        this.environment = Map.copyOf(environment);
    }

    /** The program at {@code binary}, built already (for tests: a stand-in that speaks the protocol, or fails to). */
    static GpuProgram at(Path binary) {
        return new GpuProgram(binary, Map.of());
    }

    /**
     * This program run with {@code variables} added to its environment: for tests of the toolkit's side, which this JVM's
     * own environment cannot be changed for (the host mode's {@code NQUEENS_GPU_ON_HOST=K} lists K devices).
     */
    GpuProgram withEnvironment(Map<String, String> variables) {
        return new GpuProgram(binary, variables);
    }

    /** The program with {@code arguments}, in its environment, ready to start. */
    ProcessBuilder command(String... arguments) {
        List<String> command = new ArrayList<>(List.of(binary.toString()));
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().putAll(environment);
        return builder;
    }

    /** The program, built now if this version of its source has not been built before. */
    static GpuProgram build() {
        byte[] source = source();
        Path folder = cacheFolder().resolve("gpu-" + HexFormat.of().formatHex(digest(source), 0, 8));
        Path binary = folder.resolve("nqueens-gpu");
        if (Files.isExecutable(binary)) {
            return new GpuProgram(binary, Map.of());
        }
        Path nvcc = nvcc().orElseThrow(() -> new InvalidInputException("--engine gpu builds its search once with the CUDA compiler"
                + " nvcc, which is on neither the PATH nor in $CUDA_HOME/bin or /usr/local/cuda/bin: install the CUDA toolkit (11 or"
                + " later) where the GPU is, or count with --engine local."));
        try {
            Files.createDirectories(folder);
            Path sourceFile = folder.resolve(SOURCE);
            Files.write(sourceFile, source);
            Path building = Files.createTempFile(folder, "nqueens-gpu", ".building");
            // -arch=native builds for the devices of this machine; nvcc falls back to its default (with a warning) when it sees none.
            String output = run(new ProcessBuilder(nvcc.toString(), "-O3", "-arch=native", "-o", building.toString(), sourceFile.toString()),
                    folder);
            if (!Files.isExecutable(building) || Files.size(building) == 0) {
                Files.deleteIfExists(building);
                throw new InvalidInputException("--engine gpu could not build its search with " + nvcc + ": "
                        + firstError(output) + " (the CUDA toolkit may be older than 11.5, which --engine gpu needs).");
            }
            try {
                Files.move(building, binary, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(building, binary, StandardCopyOption.REPLACE_EXISTING);
            }
            return new GpuProgram(binary, Map.of());
        } catch (IOException e) {
            throw new InvalidInputException("--engine gpu could not build its search in " + folder + ": " + e.getMessage()
                    + "; set NQUEENS_CACHE to a folder it may write.");
        }
    }

    /** The built program's path. */
    Path binary() {
        return binary;
    }

    /** The CUDA devices the program sees: their names, in the order {@code --device} numbers them; empty with the reason when none. */
    Devices devices() {
        String output;
        try {
            output = run(command("--list"), binary.getParent());
        } catch (IOException e) {
            throw new UncheckedIOException("The gpu program " + binary + " could not be started", e);
        }
        List<String> names = new ArrayList<>();
        String reason = "the program said nothing of them";
        for (String line : output.split("\n")) {
            if (line.startsWith("device ")) {
                String[] words = line.split(" ", 3);
                names.add(words.length == 3 ? words[2] : "device " + names.size());
            } else if (line.startsWith("reason ")) {
                reason = line.substring("reason ".length());
            }
        }
        return new Devices(List.copyOf(names), reason);
    }

    /** The devices found, or the reason none was. */
    record Devices(List<String> names, String reason) {
    }

    /** Runs {@code builder}'s command to its end in {@code folder}; its output and errors together. */
    private static String run(ProcessBuilder builder, Path folder) throws IOException {
        List<String> command = builder.command();
        Process process = builder.directory(folder.toFile()).redirectErrorStream(true).start();
        process.getOutputStream().close();
        try (InputStream in = process.getInputStream()) {
            String output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(BUILD_MINUTES, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new InvalidInputException("--engine gpu gave up on " + Quote.of(command.get(0)) + " after " + BUILD_MINUTES + " minutes.");
            }
            return output;
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new InvalidInputException("--engine gpu was interrupted while it ran " + command.get(0) + ".");
        }
    }

    private static String firstError(String output) {
        for (String line : output.split("\n")) {
            if (line.contains("error")) {
                return line.strip();
            }
        }
        return output.isBlank() ? "it wrote no program and said nothing" : output.strip().split("\n")[0];
    }

    /** The CUDA compiler: on the PATH, in $CUDA_HOME/bin or in /usr/local/cuda/bin. */
    static Optional<Path> nvcc() {
        List<Path> places = new ArrayList<>();
        String path = System.getenv("PATH");
        if (path != null) {
            for (String folder : path.split(java.io.File.pathSeparator)) {
                if (!folder.isEmpty()) {
                    places.add(Path.of(folder));
                }
            }
        }
        String cudaHome = System.getenv("CUDA_HOME");
        if (cudaHome != null && !cudaHome.isEmpty()) {
            places.add(Path.of(cudaHome, "bin"));
        }
        places.add(Path.of("/usr/local/cuda/bin"));
        return places.stream().map(folder -> folder.resolve("nvcc")).filter(Files::isExecutable).findFirst();
    }

    private static Path cacheFolder() {
        String own = System.getenv("NQUEENS_CACHE");
        if (own != null && !own.isEmpty()) {
            return Path.of(own);
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        if (xdg != null && !xdg.isEmpty()) {
            return Path.of(xdg, "nqueens");
        }
        return Path.of(System.getProperty("user.home"), ".cache", "nqueens");
    }

    private static byte[] source() {
        try (InputStream in = GpuProgram.class.getResourceAsStream(SOURCE)) {
            if (in == null) {
                throw new IllegalStateException("The source " + SOURCE + " of the gpu search is missing from the toolkit's jar.");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("The source " + SOURCE + " of the gpu search could not be read", e);
        }
    }

    private static byte[] digest(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("This Java has no SHA-256, which every Java has.", e);
        }
    }
}
