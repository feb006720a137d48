package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line as its own process, where the in-process tests cannot see: pipes and resident memory. */
class WholeProcessTest {

    private static final Path BASH = Path.of("/bin/bash");
    private static final Path TIME = Path.of("/usr/bin/time");

    @TempDir
    Path dir;

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java") + " -cp '" + System.getProperty("java.class.path") + "' "
                + Nqueens.class.getName();
    }

    private static Process shell(String command, Path out, Path err) throws IOException {
        return new ProcessBuilder(List.of(BASH.toString(), "-c", command))
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    }

    @Test
    void enumerateIntoHeadEndsAtOnceWithExitZero() throws IOException, InterruptedException {
        assumeThat(Files.isExecutable(BASH)).as("needs bash").isTrue();
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process pipe = shell(java() + " enumerate 16 | head -1; echo \"exit ${PIPESTATUS[0]}\"", out, err);
        try {
            // All of n = 16 is 14,772,512 lines and takes minutes; the first failed write ends it.
            assertThat(pipe.waitFor(60, TimeUnit.SECONDS)).as("enumerate 16 | head -1 ended").isTrue();
            List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
            assertThat(lines).as(Files.readString(err)).hasSize(2);
            assertThat(lines.get(0).split(" ")).hasSize(16);
            assertThat(lines.get(1)).isEqualTo("exit 0");
        } finally {
            pipe.destroyForcibly();
        }
    }

    /**
     * The registry declares the Choco and CP-SAT formulations without loading their classes, and those classes name
     * Choco's, OR-Tools' and protobuf's types: a command that runs none of them loads none of those libraries.
     */
    @Test
    void solvingEightLoadsNeitherChocoNorOrToolsNorProtobuf() throws IOException, InterruptedException {
        Path log = dir.resolve("classes.log");
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        // -Dnqueens.plugins= as the launcher passes it: no plug-in jars to search.
        Process solve = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xlog:class+load:file=" + log,
                "-Dnqueens.plugins=", "-cp", System.getProperty("java.class.path"), Nqueens.class.getName(), "solve", "8")
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        try {
            assertThat(solve.waitFor(60, TimeUnit.SECONDS)).as("solve 8 ended").isTrue();
            assertThat(solve.exitValue()).as(Files.readString(err)).isZero();
            assertThat(Files.readString(out)).startsWith("SAT: a solution of n = 8");
            List<String> libraries = Files.readAllLines(log).stream()
                    .filter(line -> line.matches(".* (org\\.chocosolver|com\\.google\\.ortools|com\\.google\\.protobuf)\\..*")).toList();
            assertThat(libraries).as("classes of Choco, OR-Tools and protobuf that solve 8 loaded").isEmpty();
            assertThat(Files.readString(log)).contains("org.nqueens.formulations.Formulations");
        } finally {
            solve.destroyForcibly();
        }
    }

    @Test
    @Tag("slow")
    void solvingAMillionQueensStaysUnderTwoHundredMegabytesResident() throws IOException, InterruptedException {
        assumeThat(Files.isExecutable(TIME) && Files.isExecutable(BASH)).as("needs GNU time and bash").isTrue();
        for (String format : List.of("text", "compact", "json")) {
            Path out = dir.resolve("out-" + format);
            Path err = dir.resolve("err-" + format);
            Process solve = shell(TIME + " -v " + java() + " solve 1000000 --format " + format, out, err);
            assertThat(solve.waitFor(120, TimeUnit.SECONDS)).isTrue();
            String report = Files.readString(err, StandardCharsets.UTF_8);
            assertThat(solve.exitValue()).as(report).isEqualTo(0);
            Matcher resident = Pattern.compile("Maximum resident set size \\(kbytes\\): (\\d+)").matcher(report);
            assertThat(resident.find()).as(report).isTrue();
            long kilobytes = Long.parseLong(resident.group(1));
            assertThat(kilobytes).as("--format %s: %d kB resident for a %d-byte answer", format, kilobytes, Files.size(out))
                    .isLessThan(200 * 1024);
            assertThat(Files.size(out)).isGreaterThan(6_000_000);
        }
    }
}
