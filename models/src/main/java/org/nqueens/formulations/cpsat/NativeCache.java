package org.nqueens.formulations.cpsat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.UUID;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The OR-Tools native libraries unpacked once into a folder kept between runs, instead of into a new temporary
 * folder on every run as OR-Tools' own {@code Loader} does (71 MB, most of a second). The folder is named after
 * OR-Tools' version and the platform ({@code ortools-9.15.6755-linux-x86-64}) and holds a manifest, written last,
 * of each file's size, CRC-32 (checked against the jar's while unpacking) and modification time; a run uses the
 * folder only when every file still matches it, which costs a directory listing, not a read of 71 MB. A folder
 * that does not match is unpacked again. Unpacking goes to a uniquely named sibling that is renamed into place
 * whole, so two processes at once each see either no folder or a complete one.
 */
final class NativeCache {

    /** The manifest's name; a folder without it is incomplete. */
    static final String MANIFEST = "manifest.txt";
    /** The prefix of a folder being unpacked. */
    private static final String PARTIAL = ".partial-";
    /** A partial folder this old was left by a process that died while unpacking. */
    private static final Duration ABANDONED = Duration.ofMinutes(10);

    private final Source source;

    /** A cache of the libraries in {@code source}. */
    NativeCache(Source source) {
        this.source = source;
    }

    /**
     * The folder under {@code root} that holds a checked copy of the libraries, made there (or made again, when
     * the copy there does not match its manifest) as needed.
     *
     * @throws IOException if the folder cannot be made or written
     */
    Path prepare(Path root) throws IOException {
        Path folder = root.resolve(source.folderName());
        if (matches(folder)) {
            return folder;
        }
        Files.createDirectories(root);
        removeAbandoned(root);
        Path partial = root.resolve(PARTIAL + source.folderName() + "-" + UUID.randomUUID());
        try {
            unpack(partial);
            if (Files.exists(folder)) {
                // A damaged copy, or one another process has just put there: the first is set aside, the second kept.
                if (matches(folder)) {
                    return folder;
                }
                setAside(root, folder);
            }
            try {
                Files.move(partial, folder, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException cannot) {
                throw new IOException("the file system of " + root + " cannot rename a folder into place", cannot);
            } catch (FileSystemException raced) {
                // Another process renamed its copy into place between the check and the move: its copy serves. (Linux's
                // rename onto a full folder fails with ENOTEMPTY, which Java reports as a plain FileSystemException, not
                // as DirectoryNotEmptyException.) Any other failure, or a folder there that does not match, is this one's.
                if (!matches(folder)) {
                    throw raced;
                }
            }
            return folder;
        } finally {
            deleteTree(partial);
        }
    }

    /** Unpacks the libraries into {@code folder} (a new one), each checked against the jar's CRC-32, the manifest last. */
    void unpack(Path folder) throws IOException {
        Files.createDirectories(folder);
        StringBuilder manifest = new StringBuilder();
        try (ZipFile zip = source.openJar()) {
            for (Source.Entry entry : source.entries()) {
                ZipEntry zipped = zip.getEntry(source.entryName(entry));
                if (zipped == null) {
                    throw new IOException("the jar " + zip.getName() + " no longer holds " + entry.name());
                }
                Path file = folder.resolve(entry.name());
                CRC32 crc = new CRC32();
                try (InputStream in = zip.getInputStream(zipped); OutputStream out = Files.newOutputStream(file)) {
                    byte[] buffer = new byte[1 << 16];
                    for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                        crc.update(buffer, 0, read);
                        out.write(buffer, 0, read);
                    }
                }
                long size = Files.size(file);
                if (size != entry.size() || crc.getValue() != entry.crc()) {
                    throw new IOException("the unpacked " + file + " does not match the jar's entry (size " + size + " against "
                            + entry.size() + ", CRC-32 " + Long.toHexString(crc.getValue()) + " against " + Long.toHexString(entry.crc()) + ")");
                }
                manifest.append(entry.name()).append(' ').append(size).append(' ').append(Long.toHexString(entry.crc())).append(' ')
                        .append(Files.getLastModifiedTime(file).toMillis()).append('\n');
            }
        }
        Files.writeString(folder.resolve(MANIFEST), manifest, StandardCharsets.UTF_8);
    }

    /**
     * Whether {@code folder} holds every library of the source, each file with the size and modification time its
     * manifest recorded when it was unpacked and checked, and the manifest the source's very entries (name, size,
     * CRC-32): a file truncated, rewritten or missing, or a folder of another build, does not match.
     */
    boolean matches(Path folder) {
        Path manifest = folder.resolve(MANIFEST);
        List<String> lines;
        try {
            lines = Files.readAllLines(manifest, StandardCharsets.UTF_8);
        } catch (IOException | UncheckedIOException missing) {
            return false;
        }
        List<Source.Entry> entries;
        try {
            entries = source.entries();
        } catch (IOException unreadable) {
            return false;
        }
        if (lines.size() != entries.size()) {
            return false;
        }
        for (int i = 0; i < lines.size(); i++) {
            String[] fields = lines.get(i).split(" ");
            Source.Entry entry = entries.get(i);
            if (fields.length != 4 || !fields[0].equals(entry.name()) || !fields[1].equals(Long.toString(entry.size()))
                    || !fields[2].equals(Long.toHexString(entry.crc()))) {
                return false;
            }
            Path file = folder.resolve(entry.name());
            try {
                if (Files.size(file) != entry.size() || Files.getLastModifiedTime(file).toMillis() != Long.parseLong(fields[3])) {
                    return false;
                }
            } catch (IOException | NumberFormatException changed) {
                return false;
            }
        }
        return true;
    }

    /** Moves a damaged copy out of the way and deletes it (a process that loaded from it keeps its mapped files). */
    private static void setAside(Path root, Path folder) throws IOException {
        Path aside = root.resolve(PARTIAL + "stale-" + UUID.randomUUID());
        try {
            Files.move(folder, aside, StandardCopyOption.ATOMIC_MOVE);
        } catch (NoSuchFileException gone) {
            return;
        }
        deleteTree(aside);
    }

    /** Deletes the partial folders of processes that died while unpacking. */
    private static void removeAbandoned(Path root) throws IOException {
        Instant before = Instant.now().minus(ABANDONED);
        List<Path> abandoned = new ArrayList<>();
        try (Stream<Path> children = Files.list(root)) {
            children.filter(child -> child.getFileName().toString().startsWith(PARTIAL)).forEach(abandoned::add);
        }
        for (Path partial : abandoned) {
            FileTime time;
            try {
                time = Files.getLastModifiedTime(partial);
            } catch (IOException gone) {
                continue;
            }
            if (time.toInstant().isBefore(before)) {
                deleteTree(partial);
            }
        }
    }

    /** Deletes {@code folder} and what it holds, as far as it can; a file another process removed first is no fault. */
    static void deleteTree(Path folder) {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(folder)) {
            walk.sorted(Comparator.reverseOrder()).forEach(path -> {
                try {
                    Files.deleteIfExists(path);
                } catch (IOException kept) {
                    // Left behind (a file still open on Windows, say); nothing depends on its going.
                }
            });
        } catch (IOException | UncheckedIOException kept) {
            // As above.
        }
    }

    /** The default folders a cache may live in, best first: the installation's (when the launcher names one), the user's. */
    static List<Path> defaultRoots() {
        List<Path> roots = new ArrayList<>();
        String installation = System.getProperty(OrToolsLibrary.CACHE_PROPERTY);
        if (installation != null && !installation.isBlank()) {
            roots.add(Path.of(installation));
        }
        userCache(System.getenv("XDG_CACHE_HOME"), System.getenv("LOCALAPPDATA"), System.getProperty("user.home"),
                System.getProperty("os.name")).ifPresent(roots::add);
        return roots;
    }

    /** The user's cache folder for nqueens: {@code $XDG_CACHE_HOME/nqueens}, else {@code ~/.cache/nqueens} (on Windows, under LOCALAPPDATA). */
    static Optional<Path> userCache(String xdgCacheHome, String localAppData, String home, String osName) {
        if (xdgCacheHome != null && !xdgCacheHome.isBlank() && Path.of(xdgCacheHome).isAbsolute()) {
            return Optional.of(Path.of(xdgCacheHome, "nqueens"));
        }
        if (osName != null && osName.toLowerCase(Locale.ROOT).startsWith("windows") && localAppData != null && !localAppData.isBlank()) {
            return Optional.of(Path.of(localAppData, "nqueens", "cache"));
        }
        if (home == null || home.isBlank() || home.equals("?")) {
            return Optional.empty();
        }
        return Optional.of(Path.of(home, ".cache", "nqueens"));
    }

    /**
     * The jar of OR-Tools' native libraries for one platform ({@code ortools-linux-x86-64-9.15.6755.jar} holds the
     * folder {@code ortools-linux-x86-64/}): its version, its entries in the central directory's order, their bytes.
     */
    static final class Source {

        /** One library: its name in the folder, its size and CRC-32 as the jar records them. */
        record Entry(String name, long size, long crc) {
        }

        private final Path jar;
        private final String platform;
        private final String version;
        private List<Entry> entries;

        Source(Path jar, String platform, String version) {
            this.jar = jar;
            this.platform = platform;
            this.version = version;
        }

        /**
         * The jar on the class path that holds the libraries of this platform; empty where there is none, or where
         * the libraries are not in a jar (a folder on the class path needs no unpacking, and OR-Tools' loader copes).
         */
        static Optional<Source> onClassPath(ClassLoader loader, String platform) {
            URL folder = loader.getResource(OrToolsLibrary.RESOURCE_PREFIX + platform + "/");
            if (folder == null || !folder.getProtocol().equals("jar")) {
                return Optional.empty();
            }
            String spec = folder.getPath();
            int separator = spec.indexOf("!/");
            if (separator < 0) {
                return Optional.empty();
            }
            Path jar;
            try {
                jar = Path.of(new URL(spec.substring(0, separator)).toURI());
            } catch (URISyntaxException | IOException | IllegalArgumentException notAFile) {
                return Optional.empty();
            }
            String version = "unknown";
            try (InputStream in = loader.getResourceAsStream("META-INF/maven/com.google.ortools/ortools-" + platform + "/pom.properties")) {
                if (in != null) {
                    Properties properties = new Properties();
                    properties.load(in);
                    version = properties.getProperty("version", version);
                }
            } catch (IOException unreadable) {
                // The CRC-32s in the manifest still tell one build from another.
            }
            return Optional.of(new Source(jar, platform, version));
        }

        /** {@code ortools-VERSION-PLATFORM}. */
        String folderName() {
            return OrToolsLibrary.RESOURCE_PREFIX + version + "-" + platform;
        }

        String platform() {
            return platform;
        }

        /** The libraries, read once from the jar's central directory. */
        synchronized List<Entry> entries() throws IOException {
            if (entries == null) {
                String prefix = OrToolsLibrary.RESOURCE_PREFIX + platform + "/";
                Map<String, Entry> found = new LinkedHashMap<>();
                try (ZipFile zip = openJar()) {
                    zip.stream().filter(entry -> !entry.isDirectory() && entry.getName().startsWith(prefix))
                            .forEach(entry -> {
                                String name = entry.getName().substring(prefix.length());
                                if (!name.isEmpty() && !name.contains("/") && !name.contains("\\")) {
                                    found.put(name, new Entry(name, entry.getSize(), entry.getCrc()));
                                }
                            });
                }
                if (found.isEmpty()) {
                    throw new IOException("the jar " + jar + " holds no file under " + prefix);
                }
                entries = List.copyOf(found.values());
            }
            return entries;
        }

        /** The jar, open; the caller closes it. */
        ZipFile openJar() throws IOException {
            return new ZipFile(jar.toFile());
        }

        /** The name of {@code entry} in the jar. */
        String entryName(Entry entry) {
            return OrToolsLibrary.RESOURCE_PREFIX + platform + "/" + entry.name();
        }
    }
}
