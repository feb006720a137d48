package org.nqueens.formulations.cpsat;

import com.google.ortools.Loader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * How this process loads OR-Tools' native libraries: from a folder kept between runs (the installation's, which the
 * launcher names in the system property {@value #CACHE_PROPERTY}, else the user's cache folder), unpacked there once
 * and checked on every run (see {@link NativeCache}). Where no such folder can be used, they are unpacked into a
 * temporary folder for this run, which is deleted as soon as they are loaded, and a note says why; the command line
 * prints it under {@code --verbose}.
 */
public final class OrToolsLibrary {

    /** The system property naming the installation's folder for the unpacked libraries. */
    public static final String CACHE_PROPERTY = "nqueens.native.cache";
    /** The prefix of the jar's folder of libraries and of the unpacked folder. */
    static final String RESOURCE_PREFIX = "ortools-";

    /**
     * The libraries in the order they must be loaded where the platform does not find a library's dependencies beside
     * it (OR-Tools' own loader's order for Windows); on Linux and macOS only {@code jniortools} is in the folder under
     * its mapped name, and it finds the others through its run path.
     */
    private static final List<String> LOAD_ORDER = List.of("zlib1", "bz2", "abseil_dll", "re2", "libutf8_validity", "libprotobuf",
            "highs", "libscip", "ortools", "jniortools");

    private static final AtomicReference<String> NOTE = new AtomicReference<>();

    private OrToolsLibrary() {
    }

    /**
     * The note of this process's loading, once: why the libraries were unpacked into a temporary folder rather than
     * loaded from a kept one; empty where they were not (or not loaded at all), and after the note was taken.
     */
    public static Optional<String> takeNote() {
        return Optional.ofNullable(NOTE.getAndSet(null));
    }

    /** Loads the libraries as the class comment says; the loader of {@link NativeLibrary#OR_TOOLS}. */
    static void load() {
        String platform = platform(System.getProperty("os.name", ""), System.getProperty("os.arch", ""));
        ClassLoader classes = OrToolsLibrary.class.getClassLoader();
        Optional<NativeCache.Source> source = platform == null ? Optional.empty() : NativeCache.Source.onClassPath(classes, platform);
        if (source.isEmpty()) {
            // No jar of this platform's libraries: a folder on the class path, or an unknown platform; OR-Tools copes or says why.
            Loader.loadNativeLibraries();
            return;
        }
        NativeCache cache = new NativeCache(source.get());
        List<String> failures = new ArrayList<>();
        for (Path root : NativeCache.defaultRoots()) {
            Optional<Path> folder = firstUsable(cache, List.of(root), failures);
            if (folder.isPresent()) {
                try {
                    loadFrom(folder.get());
                    return;
                } catch (UnsatisfiedLinkError failed) {
                    failures.add(folder.get() + " (" + reason(failed) + ")");
                }
            }
        }
        NOTE.set("the OR-Tools native library cache could not be used: "
                + (failures.isEmpty() ? "no folder to keep it in (set XDG_CACHE_HOME)" : String.join("; ", failures))
                + "; unpacked it into a temporary folder for this run instead.");
        loadThroughTemporaryFolder(cache);
    }

    /**
     * The checked folder of libraries under the first of {@code roots} where one is there or can be made; each
     * root that fails adds a line to {@code failures}.
     */
    static Optional<Path> firstUsable(NativeCache cache, List<Path> roots, List<String> failures) {
        for (Path root : roots) {
            try {
                return Optional.of(cache.prepare(root));
            } catch (IOException | SecurityException | UnsupportedOperationException failed) {
                failures.add(root + " (" + reason(failed) + ")");
            }
        }
        return Optional.empty();
    }

    /** "AccessDeniedException: /var/cache/nqueens": a file system exception's message is often the path alone. */
    private static String reason(Throwable failed) {
        return failed.getClass().getSimpleName() + (failed.getMessage() == null ? "" : ": " + failed.getMessage());
    }

    /** Today's way, minus the litter: unpack into a temporary folder, load, delete the folder at once (the loaded libraries stay mapped). */
    private static void loadThroughTemporaryFolder(NativeCache cache) {
        Path temporary;
        try {
            temporary = Files.createTempDirectory("nqueens-ortools");
        } catch (IOException | SecurityException failed) {
            Loader.loadNativeLibraries();
            return;
        }
        try {
            Path folder = temporary.resolve("libraries");
            cache.unpack(folder);
            loadFrom(folder);
        } catch (IOException failed) {
            throw new IllegalStateException("The OR-Tools native libraries could not be unpacked into " + temporary + ": " + failed.getMessage(), failed);
        } finally {
            NativeCache.deleteTree(temporary);
            if (Files.exists(temporary)) {
                // Windows keeps a loaded library's file: remove what is left when the JVM exits.
                temporary.toFile().deleteOnExit();
            }
        }
    }

    /** Loads the libraries of {@code folder} in {@link #LOAD_ORDER}. */
    private static void loadFrom(Path folder) {
        for (String name : LOAD_ORDER) {
            Path library = folder.resolve(System.mapLibraryName(name));
            if (Files.isRegularFile(library)) {
                System.load(library.toAbsolutePath().toString());
            }
        }
    }

    /**
     * The platform's name in OR-Tools' jars (JNA's resource prefix: {@code linux-x86-64}, {@code darwin-aarch64},
     * {@code win32-x86-64}...), or null for a platform OR-Tools does not ship.
     */
    static String platform(String osName, String osArch) {
        String os = osName.toLowerCase(Locale.ROOT);
        String system = os.startsWith("linux") ? "linux" : os.startsWith("mac") || os.startsWith("darwin") ? "darwin"
                : os.startsWith("windows") ? "win32" : null;
        String arch = switch (osArch.toLowerCase(Locale.ROOT)) {
            case "amd64", "x86_64", "x86-64" -> "x86-64";
            case "aarch64", "arm64" -> "aarch64";
            default -> null;
        };
        return system == null || arch == null ? null : system + "-" + arch;
    }
}
