package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * CP-SAT's native libraries from the command line, each run its own process (a process loads them once): unpacked
 * once into the cache folder and reused, and where no cache folder can be written, still answering, with one line on
 * standard error under --verbose; nothing is left in the temporary folder either way.
 */
class NativeCacheProcessTest {

    @TempDir
    Path dir;

    private record Result(int code, String out, String err) {
    }

    /** {@code nqueens ARGS} with the cache in {@code cache} (XDG_CACHE_HOME too) and the temporary folder {@code tmp}. */
    private Result nqueens(Path cache, Path tmp, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dnqueens.native.cache=" + cache, "-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"),
                Nqueens.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectOutput(dir.resolve("out").toFile()).redirectError(dir.resolve("err").toFile());
        builder.environment().put("XDG_CACHE_HOME", cache.toString());
        Process process = builder.start();
        try {
            assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("nqueens %s ended", String.join(" ", args)).isTrue();
            return new Result(process.exitValue(), Files.readString(dir.resolve("out"), StandardCharsets.UTF_8),
                    Files.readString(dir.resolve("err"), StandardCharsets.UTF_8));
        } finally {
            process.destroyForcibly();
        }
    }

    private static List<Path> children(Path folder) throws IOException {
        try (Stream<Path> children = Files.list(folder)) {
            return children.toList();
        }
    }

    @Test
    void theLibrariesAreUnpackedOnceIntoTheCacheAndLoadedFromThereAfter() throws Exception {
        Path cache = dir.resolve("cache");
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        Result first = nqueens(cache, tmp, "solve", "12", "--solver", "cpsat", "--format", "compact", "--verbose");
        assertThat(first.code()).as(first.err()).isZero();
        assertThat(first.err()).isEmpty();
        List<Path> folders = children(cache);
        assertThat(folders).singleElement().asString().matches(".*ortools-\\d+\\.\\d+\\.\\d+-[a-z0-9]+-[a-z0-9-]+");
        Path manifest = folders.get(0).resolve(NativeCacheProcessTest.MANIFEST);
        long made = Files.getLastModifiedTime(manifest).toMillis();

        Result second = nqueens(cache, tmp, "solve", "12", "--solver", "cpsat", "--format", "compact", "--verbose");
        assertThat(second.code()).as(second.err()).isZero();
        assertThat(second.out()).isEqualTo(first.out());
        assertThat(Files.getLastModifiedTime(manifest).toMillis()).as("the cache was reused, not made again").isEqualTo(made);
        assertThat(children(tmp)).as("the temporary folder").isEmpty();
    }

    @Test
    void aCacheThatCannotBeWrittenFallsBackWithOneLineUnderVerboseAndLeavesNothingBehind() throws Exception {
        // A regular file where the cache folder would go: nothing can be made under it, whoever runs the test.
        Path blocked = Files.writeString(dir.resolve("blocked"), "not a folder");
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        Result quiet = nqueens(blocked.resolve("cache"), tmp, "solve", "12", "--solver", "cpsat", "--format", "compact");
        assertThat(quiet.code()).as(quiet.err()).isZero();
        assertThat(quiet.out().strip().split(" ")).hasSize(12);
        assertThat(quiet.err()).isEmpty();

        Result verbose = nqueens(blocked.resolve("cache"), tmp, "solve", "12", "--solver", "cpsat", "--format", "compact", "--verbose");
        assertThat(verbose.code()).as(verbose.err()).isZero();
        assertThat(verbose.out()).isEqualTo(quiet.out());
        assertThat(verbose.err().lines()).singleElement().asString()
                .startsWith("nqueens: the OR-Tools native library cache could not be used")
                .endsWith("unpacked it into a temporary folder for this run instead.");
        assertThat(children(tmp)).as("the temporary folder after the run").isEmpty();
    }

    /** The manifest's name in the cache folder (NativeCache.MANIFEST, package-private in the models module). */
    private static final String MANIFEST = "manifest.txt";
}
