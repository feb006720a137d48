package org.nqueens.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * What {@code nqueens --version} prints: the version and the git commit the build was made from, as the build
 * wrote them into {@code build.properties} and {@code commit.txt} ({@code git describe --always --dirty}). A build
 * outside a git checkout (from a source archive) has no commit, and says so.
 */
final class BuildVersion implements IVersionProvider {

    /** The resource the build filters; beside this class. */
    static final String RESOURCE = "build.properties";

    /** The resource git describe writes at build time; beside this class. */
    static final String COMMIT_RESOURCE = "commit.txt";

    private Properties properties;
    private String commit;

    /**
     * The version of the running build, read from the resources when first asked for: picocli makes the provider
     * whenever it builds the top command, and reading two resources from the jar on every start cost milliseconds.
     */
    BuildVersion() {
    }

    /** The version given by {@code properties} and {@code commit} (git describe's output, blank if unknown). */
    BuildVersion(Properties properties, String commit) {
        this.properties = properties;
        this.commit = commit.strip();
    }

    @Override
    public String[] getVersion() {
        return new String[] {
            "nqueens " + version(),
            "commit " + commit(),
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"
        };
    }

    /** The project version, {@code 1.0.0-SNAPSHOT} say. */
    String version() {
        read();
        return resolved("version").orElse("unknown");
    }

    /** The abbreviated commit id, with {@code -dirty} if the tree had uncommitted changes, or a note that it is unknown. */
    String commit() {
        read();
        return commit.isEmpty() ? "unknown (built outside a git checkout)" : commit;
    }

    /** A property the build filled in; an unfilled {@code ${...}} placeholder counts as absent. */
    private Optional<String> resolved(String key) {
        String value = properties.getProperty(key, "").strip();
        return value.isEmpty() || value.startsWith("${") ? Optional.empty() : Optional.of(value);
    }

    /** Reads the build's resources, once; a provider made with its values has them already. */
    private void read() {
        if (properties == null) {
            properties = load();
            commit = text(COMMIT_RESOURCE).strip();
        }
    }

    private static String text(String resource) {
        try (InputStream in = BuildVersion.class.getResourceAsStream(resource)) {
            return in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("The build's resource " + resource + " could not be read.", e);
        }
    }

    private static Properties load() {
        Properties properties = new Properties();
        try (InputStream in = BuildVersion.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("The build's version resource " + RESOURCE + " could not be read.", e);
        }
        return properties;
    }
}
