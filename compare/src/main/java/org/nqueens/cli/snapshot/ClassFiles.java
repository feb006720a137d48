package org.nqueens.cli.snapshot;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.ProtectionDomain;
import java.util.HashMap;
import java.util.Map;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A class's own class file and the resources beside it, read from where the class came from (its code source: a jar
 * or a class folder), not looked up along the class path: a look-up along the class path opens every jar before the
 * one that holds the name (picocli's, say, is behind most of the installation's), and cost more than the replay saved.
 * In a jar a class file's checksum is read from the jar's directory, without reading the class file.
 */
final class ClassFiles {

    /** The jars opened, by path; kept open (the JVM shares their directories with its own class loader's copy). */
    private static final Map<Path, ZipFile> JARS = new HashMap<>();
    /**
     * The jar or class folder of each code source met, by the protection domain the class loader gives all the classes
     * of one code source (no equals of its own: looked up by identity, without writing out the location's URL), and
     * whether it is a folder.
     */
    private static final Map<ProtectionDomain, Path> SOURCES = new HashMap<>();
    private static final Map<Path, Boolean> FOLDERS = new HashMap<>();

    private ClassFiles() {
    }

    /** The CRC-32 of {@code type}'s class file, in hexadecimal, or "none" where it cannot be found. */
    static String checksum(Class<?> type) {
        String entry = type.getName().replace('.', '/') + ".class";
        Path source = source(type);
        if (source == null) {
            return "none";
        }
        if (isFolder(source)) {
            Path file = source.resolve(entry);
            return Files.isRegularFile(file) ? crc(read(file)) : "none";
        }
        ZipEntry zipEntry = jar(source).getEntry(entry);
        return zipEntry == null || zipEntry.getCrc() < 0 ? "none" : Long.toHexString(zipEntry.getCrc());
    }

    /** The bytes of the resource {@code name} in {@code anchor}'s package, from where {@code anchor} came from; null where there is none. */
    static byte[] resource(Class<?> anchor, String name) {
        String packagePath = anchor.getPackageName().replace('.', '/');
        String entry = packagePath.isEmpty() ? name : packagePath + "/" + name;
        Path source = source(anchor);
        if (source == null) {
            return null;
        }
        if (isFolder(source)) {
            Path file = source.resolve(entry);
            return Files.isRegularFile(file) ? read(file) : null;
        }
        ZipFile jar = jar(source);
        ZipEntry zipEntry = jar.getEntry(entry);
        if (zipEntry == null) {
            return null;
        }
        try (InputStream in = jar.getInputStream(zipEntry)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("The resource " + entry + " of " + source + " cannot be read.", e);
        }
    }

    /**
     * The jar or class folder {@code type} came from, or null where it has none on the file system. Each is found once:
     * the classes of a command come from one or two of them.
     */
    private static synchronized Path source(Class<?> type) {
        ProtectionDomain domain = type.getProtectionDomain();
        if (SOURCES.containsKey(domain)) {
            return SOURCES.get(domain);
        }
        CodeSource codeSource = domain.getCodeSource();
        URL location = codeSource == null ? null : codeSource.getLocation();
        Path source = null;
        if (location != null && location.getProtocol().equals("file")) {
            try {
                source = Path.of(location.toURI());
                FOLDERS.put(source, Files.isDirectory(source));
            } catch (URISyntaxException e) {
                source = null;
            }
        }
        SOURCES.put(domain, source);
        return source;
    }

    private static synchronized boolean isFolder(Path source) {
        return FOLDERS.get(source);
    }

    private static synchronized ZipFile jar(Path path) {
        ZipFile jar = JARS.get(path);
        if (jar == null) {
            try {
                jar = new ZipFile(path.toFile());
            } catch (IOException e) {
                throw new UncheckedIOException("The jar " + path + " cannot be read.", e);
            }
            JARS.put(path, jar);
        }
        return jar;
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException("The file " + file + " cannot be read.", e);
        }
    }

    private static String crc(byte[] bytes) {
        CRC32 crc = new CRC32();
        crc.update(bytes);
        return Long.toHexString(crc.getValue());
    }
}
