package org.nqueens.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.nqueens.solver.Formulation;

/**
 * A jar of its own holding the example formulation of {@code src/test/plugin} (a user's formulation, compiled
 * against the toolkit's models only) and its {@code META-INF/services} entry, built the way a user would build it.
 */
final class PluginJar {

    /** The example formulation's solver id. */
    static final String ID = "example-permutations";

    private static final Path SOURCES = Path.of("src", "test", "plugin");

    private PluginJar() {
    }

    /** Compiles the example into {@code folder}/classes and writes {@code folder}/example-formulation.jar. */
    static Path build(Path folder) throws IOException {
        Path classes = Files.createDirectories(folder.resolve("classes"));
        List<String> sources;
        try (Stream<Path> files = Files.walk(SOURCES)) {
            sources = files.filter(f -> f.toString().endsWith(".java")).map(Path::toString).toList();
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("The tests need a JDK (javax.tools finds no compiler in this Java).");
        }
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        List<String> arguments = new ArrayList<>(List.of("--release", "17", "-d", classes.toString(),
                "-cp", modelsOnClassPath().toString()));
        arguments.addAll(sources);
        int code = javac.run(null, diagnostics, diagnostics, arguments.toArray(String[]::new));
        if (code != 0) {
            throw new IllegalStateException("The example formulation did not compile (javac exit " + code + "): " + diagnostics.toString(StandardCharsets.UTF_8));
        }
        Path jar = folder.resolve("example-formulation.jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest)) {
            add(out, classes);
            add(out, SOURCES.resolve("META-INF"), "META-INF/");
        }
        return jar;
    }

    private static void add(JarOutputStream out, Path root) throws IOException {
        add(out, root, "");
    }

    private static void add(JarOutputStream out, Path root, String prefix) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new JarEntry(prefix + root.relativize(file).toString().replace('\\', '/')));
                out.write(Files.readAllBytes(file));
                out.closeEntry();
            }
        }
    }

    /** Where the models classes are (a jar or target/classes): all the example needs to compile. */
    private static Path modelsOnClassPath() {
        try {
            return Path.of(Formulation.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new UncheckedIOException(new IOException("The models classes have no file location.", e));
        }
    }
}
