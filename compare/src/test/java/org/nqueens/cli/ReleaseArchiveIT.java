package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release artifact that {@code ./mvnw package} writes, unpacked into a temporary folder as a user would and
 * run with nothing but a Java on the PATH. Run by failsafe in {@code verify}, after {@code package}.
 */
class ReleaseArchiveIT {

    private static final Path ZIP = Path.of(System.getProperty("nqueens.release.zip", "target/missing.zip"));
    private static final Path TAR = Path.of(System.getProperty("nqueens.release.tar", "target/missing.tar.gz"));

    @TempDir
    static Path temp;

    static Path fromZip;
    static Path fromTar;

    @BeforeAll
    static void unpackBothArchives() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/unzip")) && Files.isExecutable(Path.of("/bin/tar")),
                "unzip and tar are needed to unpack the archives as a user would");
        assertThat(ZIP).as("the release zip (./mvnw package writes it)").isRegularFile();
        assertThat(TAR).as("the release tar.gz").isRegularFile();
        Path zipFolder = Files.createDirectories(temp.resolve("from zip"));
        Path tarFolder = Files.createDirectories(temp.resolve("from-tar"));
        assertThat(exec(zipFolder, Map.of(), "/usr/bin/unzip", "-q", ZIP.toAbsolutePath().toString()).code()).isZero();
        assertThat(exec(tarFolder, Map.of(), "/bin/tar", "xzf", TAR.toAbsolutePath().toString()).code()).isZero();
        fromZip = only(zipFolder);
        fromTar = only(tarFolder);
    }

    @Test
    void theArchiveHoldsLaunchersJarsManualPagesCompletionReadmeAndLicence() throws IOException {
        for (Path home : List.of(fromZip, fromTar)) {
            assertThat(home.getFileName().toString()).startsWith("nqueens-");
            assertThat(home.resolve("bin/nqueens")).isExecutable();
            assertThat(home.resolve("bin/nqueens.bat")).isRegularFile();
            assertThat(home.resolve("README.md")).isRegularFile();
            assertThat(home.resolve("docs/index.md")).as("the guide the README links to").isRegularFile();
            assertThat(home.resolve("LICENSE")).content().contains("Apache License");
            assertThat(home.resolve("completion/nqueens")).content().contains("complete -F");
            assertThat(home.resolve("man/man1/nqueens.1")).isRegularFile();
            assertThat(home.resolve("man/man1/nqueens-solve.1")).content().contains(".SH OPTIONS");
            try (Stream<Path> jars = Files.list(home.resolve("lib"))) {
                assertThat(jars.map(jar -> jar.getFileName().toString()))
                        .anyMatch(name -> name.startsWith("nqueens-compare-"))
                        .anyMatch(name -> name.startsWith("picocli-"));
            }
        }
        try (ZipFile zip = new ZipFile(ZIP.toFile())) {
            assertThat(zip.stream().map(ZipEntry::getName))
                    .as("the class-data archive holds this machine's paths: each installation makes its own")
                    .noneMatch(name -> name.endsWith(".jsa") || name.endsWith(".built") || name.contains("/lib/native/"));
        }
    }

    @Test
    void unpackedAnywhereItSolvesWithOnlyAJavaOnThePath() throws Exception {
        Result run = exec(temp, onlyJava(), fromZip.resolve("bin/nqueens").toString(), "solve", "8", "--format", "compact");

        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out().strip().split(" ")).hasSize(8);
        assertThat(run.err()).isEmpty();
    }

    @Test
    void afterItsFirstRunItStartsFromItsClassDataArchive() throws Exception {
        exec(temp, onlyJava(), fromTar.resolve("bin/nqueens").toString(), "--version");
        Map<String, String> logging = new HashMap<>(onlyJava());
        logging.put("NQUEENS_JAVA_OPTS", "-Xlog:class+load=info");

        Result run = exec(temp, logging, fromTar.resolve("bin/nqueens").toString(), "solve", "100", "--format", "compact");

        assertThat(run.code()).as(run.err()).isZero();
        assertThat(fromTar.resolve("lib/nqueens.jsa")).isRegularFile();
        assertThat(run.out()).contains("org.nqueens.cli.Nqueens source: shared objects file")
                // picocli's classes (Java 5 class files) too: JDK 17 keeps them only in a static archive.
                .contains("picocli.CommandLine source: shared objects file")
                .doesNotContain("picocli-4");
    }

    @Test
    void versionNamesTheVersionAndTheCommit() throws Exception {
        Result run = exec(temp, onlyJava(), fromZip.resolve("bin/nqueens").toString(), "--version");

        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("nqueens ").contains("commit ");
    }

    @Test
    void aFormulationInAnotherJarJoinsThroughTheClassPath() throws Exception {
        Path jar = PluginJar.build(Files.createDirectories(temp.resolve("plugin")));
        Map<String, String> environment = new HashMap<>(onlyJava());
        environment.put("NQUEENS_CLASSPATH", jar.toString());
        String launcher = fromZip.resolve("bin/nqueens").toString();

        Result solvers = exec(temp, environment, launcher, "solvers");
        Result solve = exec(temp, environment, launcher, "solve", "10", "--solver", PluginJar.ID, "--format", "compact");
        Result compare = exec(temp, environment, launcher, "compare", "--solvers", PluginJar.ID, "--n", "1..7",
                "--questions", "counts", "--repeat", "1");

        assertThat(solvers.out()).contains(PluginJar.ID);
        assertThat(solve.code()).as(solve.err()).isZero();
        assertThat(compare.code()).as(compare.out() + compare.err()).isZero();
        assertThat(compare.out()).contains(PluginJar.ID);
    }

    @Test
    void anUnreadableJarIsNamedInsteadOfANoClassDefFoundError() throws Exception {
        assumeTrue(!"root".equals(System.getProperty("user.name")), "root reads every file; the check needs another user");
        Path lib = fromTar.resolve("lib");
        Path picocli;
        try (Stream<Path> jars = Files.list(lib)) {
            picocli = jars.filter(jar -> jar.getFileName().toString().startsWith("picocli-")).findFirst().orElseThrow();
        }
        assertThat(picocli.toFile().setReadable(false)).isTrue();
        try {
            Result run = exec(temp, onlyJava(), fromTar.resolve("bin/nqueens").toString(), "solve", "8");

            assertThat(run.code()).isEqualTo(2);
            assertThat(run.err()).contains("cannot read " + picocli);
        } finally {
            picocli.toFile().setReadable(true);
        }
    }

    @Test
    void aMissingJarIsNamedInsteadOfANoClassDefFoundError() throws Exception {
        Path folder = Files.createDirectories(temp.resolve("damaged"));
        assertThat(exec(folder, Map.of(), "/usr/bin/unzip", "-q", ZIP.toAbsolutePath().toString()).code()).isZero();
        Path home = only(folder);
        Path picocli;
        try (Stream<Path> jars = Files.list(home.resolve("lib"))) {
            picocli = jars.filter(jar -> jar.getFileName().toString().startsWith("picocli-")).findFirst().orElseThrow();
        }
        Files.delete(picocli);

        Result run = exec(temp, onlyJava(), home.resolve("bin/nqueens").toString(), "solve", "8");

        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).contains(picocli + " is missing");
        assertThat(run.out()).isEmpty();
    }

    /**
     * A Java newer than 17 numbers the classes of the training runs' lists ("id: N"), which clashed once the lists were
     * joined, so that every run of such a Java tried to make the archive again, for seconds. Where a JDK 21 or later is
     * installed beside the one running the tests (the project's machines have Temurin 25), it makes its archive once
     * and starts from it.
     */
    @Test
    void aNewerJavaMakesItsArchiveOnceAndStartsFromIt() throws Exception {
        Path newer = newerJdk();
        assumeTrue(newer != null, "no JDK 21 or later under /usr/lib/jvm beside the one running the tests");
        Path home = unpackedAgain("newer java");
        Map<String, String> environment = new HashMap<>(onlyJava());
        environment.put("JAVA_HOME", newer.toString());

        Result first = exec(temp, environment, home.resolve("bin/nqueens").toString(), "--version");
        environment.put("NQUEENS_JAVA_OPTS", "-Xlog:class+load=info");
        Result second = exec(temp, environment, home.resolve("bin/nqueens").toString(), "solve", "8", "--format", "compact");

        assertThat(first.code()).as(first.err()).isZero();
        assertThat(first.out()).contains("Java " + javaVersion(newer));
        assertThat(Files.readString(home.resolve("lib/nqueens.jsa.key"))).contains(newer.resolve("bin/java").toString());
        assertThat(home.resolve("lib/nqueens.jsa.failed")).doesNotExist();
        assertThat(second.code()).as(second.err()).isZero();
        assertThat(second.out()).contains("org.nqueens.cli.Nqueens source: shared objects file");
    }

    /** A Java whose archive cannot be made (here one whose dump always fails) is not asked again at every run. */
    @Test
    void aFailedArchiveIsNotTriedAgainAtEveryRun() throws Exception {
        Path home = unpackedAgain("failing dump");
        Path fakeHome = Files.createDirectories(temp.resolve("failing-dump-java/bin"));
        Path dumps = temp.resolve("failing-dump-java/dumps");
        Path java = fakeHome.resolve("java");
        Files.writeString(java, String.join("\n",
                "#!/bin/bash",
                "case \" $* \" in *' -Xshare:dump '*) echo dump >> '" + dumps + "'; exit 1 ;; esac",
                "exec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' \"$@\"",
                ""));
        assertThat(java.toFile().setExecutable(true)).isTrue();
        Map<String, String> environment = new HashMap<>(onlyJava());
        environment.put("JAVA_HOME", fakeHome.getParent().toString());

        Result first = exec(temp, environment, home.resolve("bin/nqueens").toString(), "solve", "8", "--format", "compact");
        Result second = exec(temp, environment, home.resolve("bin/nqueens").toString(), "solve", "8", "--format", "compact");

        assertThat(first.code()).as(first.err()).isZero();
        assertThat(second.code()).as(second.err()).isZero();
        assertThat(second.out()).isEqualTo(first.out());
        assertThat(Files.readAllLines(dumps)).as("dumps tried").hasSize(1);
        assertThat(home.resolve("lib/nqueens.jsa")).doesNotExist();
        assertThat(home.resolve("lib/nqueens.jsa.failed")).isRegularFile();
    }

    /** A JDK of release 21 or later under /usr/lib/jvm other than the one running the tests, or null. */
    private static Path newerJdk() throws IOException {
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return null;
        }
        Path running = Path.of(System.getProperty("java.home")).toRealPath();
        try (Stream<Path> homes = Files.list(jvms)) {
            for (Path home : homes.sorted().toList()) {
                if (!Files.isRegularFile(home.resolve("release")) || !Files.isExecutable(home.resolve("bin/java"))
                        || home.toRealPath().equals(running)) {
                    continue;
                }
                String major = javaVersion(home).split("\\.")[0];
                if (major.matches("[0-9]+") && Integer.parseInt(major) >= 21) {
                    return home;
                }
            }
        }
        return null;
    }

    /** The version a JDK's {@code release} file names ("25.0.3"), or "" where it names none. */
    private static String javaVersion(Path home) throws IOException {
        return Files.readString(home.resolve("release")).lines().filter(line -> line.startsWith("JAVA_VERSION="))
                .findFirst().orElse("").replaceAll("[^0-9.]", "");
    }

    /** A fresh copy of the release, unpacked from the tar into a folder of its own. */
    private static Path unpackedAgain(String name) throws Exception {
        Path folder = Files.createDirectories(temp.resolve(name));
        assertThat(exec(folder, Map.of(), "/bin/tar", "xzf", TAR.toAbsolutePath().toString()).code()).isZero();
        return only(folder);
    }

    /** The environment of a user with a Java and the basic tools only: no Maven, no JAVA_HOME. */
    private static Map<String, String> onlyJava() {
        Path java = Path.of(System.getProperty("java.home"), "bin");
        return Map.of("PATH", java + ":/usr/bin:/bin", "HOME", temp.toString());
    }

    private static Path only(Path folder) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            List<Path> all = entries.toList();
            assertThat(all).as("the archive holds one folder").hasSize(1);
            return all.get(0);
        }
    }

    record Result(int code, String out, String err) {
    }

    static Result exec(Path folder, Map<String, String> environment, String... command) throws Exception {
        Path out = Files.createTempFile("release", ".out");
        Path err = Files.createTempFile("release", ".err");
        try {
            ProcessBuilder builder = new ProcessBuilder(new ArrayList<>(List.of(command))).directory(folder.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            builder.environment().clear();
            builder.environment().putAll(environment);
            Process process = builder.start();
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("Still running after 120 s: " + String.join(" ", command));
            }
            return new Result(process.exitValue(), Files.readString(out), Files.readString(err));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
