package org.nqueens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The layers of the models module, read from the imports of its sources: the problem, its formats,
 * the formulation contract and the optimisation questions sit below the formulations and never name
 * one; the registries ({@code Formulations}, {@code Optimisers}) are the one place that does.
 */
class LayersTest {

    private static final Path MAIN = Path.of("src/main/java/org/nqueens");

    @ParameterizedTest
    @ValueSource(strings = {"problem", "io", "solver", "optimise", "generate"})
    void aPackageBelowTheFormulationsImportsNone(String layer) {
        assertThat(importsOf(layer)).as("imports of org.nqueens.%s", layer)
                .noneMatch(line -> line.contains("org.nqueens.formulations") || line.contains("org.nqueens.teach"));
    }

    private static List<String> importsOf(String layer) {
        Path folder = MAIN.resolve(layer);
        assertThat(folder).isDirectory();
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(file -> file.toString().endsWith(".java")).flatMap(LayersTest::lines)
                    .filter(line -> line.startsWith("import ")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Stream<String> lines(Path file) {
        try {
            return Files.readAllLines(file).stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
