package org.nqueens.formulations.cpsat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NativeCacheTest {

    private static final String PLATFORM = "test-platform";
    private static final long SEED = 30L;

    @TempDir
    Path temporary;

    private Path jar;
    private NativeCache cache;
    private final List<byte[]> contents = new ArrayList<>();
    private final List<String> names = List.of("libjniortools.so", "libortools.so.9", "libz.so.1");

    /** A small jar laid out as OR-Tools' native jars are: a folder ortools-PLATFORM/ of libraries, and a pom.properties. */
    @BeforeEach
    void makeJar() throws IOException {
        Random random = new Random(SEED);
        jar = temporary.resolve("ortools-" + PLATFORM + "-1.2.3.jar");
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(jar))) {
            zip.putNextEntry(new ZipEntry("ortools-" + PLATFORM + "/"));
            zip.closeEntry();
            for (int i = 0; i < names.size(); i++) {
                byte[] bytes = new byte[1000 + random.nextInt(100_000)];
                random.nextBytes(bytes);
                contents.add(bytes);
                zip.putNextEntry(new ZipEntry("ortools-" + PLATFORM + "/" + names.get(i)));
                zip.write(bytes);
                zip.closeEntry();
            }
            zip.putNextEntry(new ZipEntry("META-INF/maven/com.google.ortools/ortools-" + PLATFORM + "/pom.properties"));
            zip.write("version=1.2.3\n".getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        cache = new NativeCache(new NativeCache.Source(jar, PLATFORM, "1.2.3"));
    }

    @Test
    void theCacheIsMadeOnceNamedAfterTheVersionAndPlatformAndHoldsTheJarsFiles() throws IOException {
        Path root = temporary.resolve("cache");
        Path folder = cache.prepare(root);
        assertThat(folder).isEqualTo(root.resolve("ortools-1.2.3-" + PLATFORM));
        for (int i = 0; i < names.size(); i++) {
            assertThat(Files.readAllBytes(folder.resolve(names.get(i)))).isEqualTo(contents.get(i));
        }
        assertThat(folder.resolve(NativeCache.MANIFEST)).exists();
        try (Stream<Path> children = Files.list(root)) {
            assertThat(children).containsExactly(folder);
        }
    }

    @Test
    void aSecondRunReusesTheFolderWithoutUnpackingAgain() throws IOException {
        Path root = temporary.resolve("cache");
        Path folder = cache.prepare(root);
        // A file of our own in the folder survives only if the folder is not replaced.
        Path marker = Files.writeString(folder.resolve("marker"), "kept");
        FileTime unpacked = Files.getLastModifiedTime(folder.resolve(names.get(0)));
        assertThat(cache.prepare(root)).isEqualTo(folder);
        assertThat(marker).exists();
        assertThat(Files.getLastModifiedTime(folder.resolve(names.get(0)))).isEqualTo(unpacked);
    }

    @Test
    void aFileRewrittenAtTheSameSizeIsDetectedAndReplaced() throws IOException {
        Path root = temporary.resolve("cache");
        Path folder = cache.prepare(root);
        Path damaged = folder.resolve(names.get(1));
        byte[] garbage = new byte[contents.get(1).length];
        Files.write(damaged, garbage);
        // Even where the clock is coarse, the modification time differs from the manifest's.
        Files.setLastModifiedTime(damaged, FileTime.fromMillis(Files.getLastModifiedTime(damaged).toMillis() + 5000));
        assertThat(cache.matches(folder)).isFalse();
        assertThat(cache.prepare(root)).isEqualTo(folder);
        assertThat(Files.readAllBytes(damaged)).isEqualTo(contents.get(1));
        assertThat(cache.matches(folder)).isTrue();
    }

    @Test
    void aTruncatedOrMissingFileIsDetectedAndReplaced() throws IOException {
        Path root = temporary.resolve("cache");
        Path folder = cache.prepare(root);
        try (OutputStream truncate = Files.newOutputStream(folder.resolve(names.get(0)))) {
            truncate.write(1);
        }
        Files.delete(folder.resolve(names.get(2)));
        assertThat(cache.matches(folder)).isFalse();
        cache.prepare(root);
        assertThat(Files.readAllBytes(folder.resolve(names.get(0)))).isEqualTo(contents.get(0));
        assertThat(Files.readAllBytes(folder.resolve(names.get(2)))).isEqualTo(contents.get(2));
    }

    @Test
    void aFolderWithoutItsManifestOrOfAnotherBuildIsUnpackedAgain() throws IOException {
        Path root = temporary.resolve("cache");
        Path folder = cache.prepare(root);
        List<String> manifest = Files.readAllLines(folder.resolve(NativeCache.MANIFEST));
        String[] first = manifest.get(0).split(" ");
        manifest.set(0, first[0] + " " + first[1] + " 0 " + first[3]);
        Files.write(folder.resolve(NativeCache.MANIFEST), manifest);
        assertThat(cache.matches(folder)).isFalse();
        cache.prepare(root);
        assertThat(cache.matches(folder)).isTrue();
        Files.delete(folder.resolve(NativeCache.MANIFEST));
        assertThat(cache.matches(folder)).isFalse();
        cache.prepare(root);
        assertThat(cache.matches(folder)).isTrue();
    }

    @Test
    void aCacheThatCannotBeWrittenFailsWithAnIOExceptionAndTheNextFolderIsUsed() throws IOException {
        // A regular file where the folder should be: no folder can be made under it, whoever runs the test (root too).
        Path blocked = Files.writeString(temporary.resolve("blocked"), "not a folder");
        Path unwritable = blocked.resolve("cache");
        assertThatThrownBy(() -> cache.prepare(unwritable)).isInstanceOf(IOException.class);
        List<String> failures = new ArrayList<>();
        Optional<Path> chosen = OrToolsLibrary.firstUsable(cache, List.of(unwritable, temporary.resolve("user")), failures);
        assertThat(chosen).contains(temporary.resolve("user").resolve("ortools-1.2.3-" + PLATFORM));
        assertThat(failures).singleElement().asString().startsWith(unwritable.toString());
        failures.clear();
        assertThat(OrToolsLibrary.firstUsable(cache, List.of(unwritable), failures)).isEmpty();
        assertThat(failures).hasSize(1);
    }

    /**
     * Racers unpacking into one cache at once, many rounds: each gets the complete folder, and no partial one is left.
     * A racer whose rename comes second finds the folder there, full (Linux's rename fails with ENOTEMPTY, which Java
     * reports as a plain FileSystemException): one round in a few hundred met that before it was taken as a race lost.
     */
    @Test
    void processesUnpackingAtOnceEachGetACompleteFolderAndLeaveNoPartialOne() throws Exception {
        int racers = 4;
        ExecutorService pool = Executors.newFixedThreadPool(racers);
        try {
            for (int round = 0; round < 200; round++) {
                Path root = temporary.resolve("cache-" + round);
                CountDownLatch start = new CountDownLatch(1);
                List<Future<Path>> folders = new ArrayList<>();
                for (int i = 0; i < racers; i++) {
                    Callable<Path> racer = () -> {
                        start.await();
                        return new NativeCache(new NativeCache.Source(jar, PLATFORM, "1.2.3")).prepare(root);
                    };
                    folders.add(pool.submit(racer));
                }
                start.countDown();
                for (Future<Path> folder : folders) {
                    assertThat(cache.matches(folder.get())).as("round %d", round).isTrue();
                }
                try (Stream<Path> children = Files.list(root)) {
                    assertThat(children).as("round %d", round).containsExactly(root.resolve("ortools-1.2.3-" + PLATFORM));
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theRealJarOfThisPlatformUnpacksWithItsJniLibrary() throws IOException {
        String platform = OrToolsLibrary.platform(System.getProperty("os.name"), System.getProperty("os.arch"));
        Optional<NativeCache.Source> source = NativeCache.Source.onClassPath(getClass().getClassLoader(), platform);
        assertThat(source).as("the OR-Tools jar of %s on the test class path", platform).isPresent();
        assertThat(source.get().folderName()).matches("ortools-\\d+\\.\\d+\\.\\d+-" + platform);
        Path folder = new NativeCache(source.get()).prepare(temporary.resolve("real"));
        assertThat(folder.resolve(System.mapLibraryName("jniortools"))).isRegularFile();
    }

    @ParameterizedTest
    @CsvSource({
        "Linux, amd64, linux-x86-64",
        "Linux, aarch64, linux-aarch64",
        "Mac OS X, x86_64, darwin-x86-64",
        "Mac OS X, aarch64, darwin-aarch64",
        "Windows 11, amd64, win32-x86-64",
        "SunOS, sparcv9, ",
        "Linux, ppc64le, "
    })
    void platformsAreNamedAsOrToolsJarsNameThem(String osName, String osArch, String expected) {
        assertThat(OrToolsLibrary.platform(osName, osArch)).isEqualTo(expected);
    }

    @Test
    void theUserCacheFollowsXdgElseTheHomeFolder() {
        assertThat(NativeCache.userCache("/xdg", null, "/home/u", "Linux")).contains(Path.of("/xdg", "nqueens"));
        assertThat(NativeCache.userCache("relative", null, "/home/u", "Linux")).contains(Path.of("/home/u", ".cache", "nqueens"));
        assertThat(NativeCache.userCache(null, null, "/home/u", "Linux")).contains(Path.of("/home/u", ".cache", "nqueens"));
        assertThat(NativeCache.userCache(null, "C:\\Users\\u\\AppData\\Local", "C:\\Users\\u", "Windows 11"))
                .contains(Path.of("C:\\Users\\u\\AppData\\Local", "nqueens", "cache"));
        assertThat(NativeCache.userCache(null, null, "?", "Linux")).isEmpty();
    }
}
