package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.nqueens.formulations.Formulations;
import org.nqueens.formulations.Optimisers;
import org.nqueens.teach.TracedSearches;

/**
 * The command line asks a formulation for a capability (a {@link org.nqueens.solver.Counter}, a traced
 * search, a DIMACS model) and never chooses a code path by comparing solver ids: this reads the cli
 * sources and fails on any such comparison.
 */
class NoSolverNamesTest {

    private static final Path CLI = Path.of("src/main/java/org/nqueens/cli");

    /** {@code x.id().equals(...)}, {@code ...equals(x.id())}: a comparison with whatever id a formulation has. */
    private static final Pattern ID_COMPARED = Pattern.compile("id\\(\\)\\s*\\.\\s*(equals|equalsIgnoreCase|startsWith|endsWith|contains)\\s*\\("
            + "|(equals|equalsIgnoreCase)\\s*\\([^()]*\\.id\\(\\)\\s*\\)");
    /** A string literal compared or matched: {@code .equals("x")}, {@code "x".equals(}, {@code startsWith("x")}, {@code case "x"}. */
    private static final Pattern LITERAL_COMPARED = Pattern.compile("(?:equals|equalsIgnoreCase|startsWith|endsWith|contains)\\s*\\(\\s*\"([^\"]*)\""
            + "|\"([^\"]*)\"\\s*\\.\\s*(?:equals|equalsIgnoreCase)\\s*\\(|case\\s+\"([^\"]*)\"");

    @Test
    void theCommandLineComparesNoSolverId() {
        Set<String> ids = solverIds();
        List<String> found = new ArrayList<>();
        for (Path file : sources()) {
            List<String> lines = lines(file);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (ID_COMPARED.matcher(line).find()) {
                    found.add(file.getFileName() + ":" + (i + 1) + ": " + line.strip());
                }
                Matcher literal = LITERAL_COMPARED.matcher(line);
                while (literal.find()) {
                    String text = literal.group(1) != null ? literal.group(1) : literal.group(2) != null ? literal.group(2) : literal.group(3);
                    if (namesSolvers(ids, text)) {
                        found.add(file.getFileName() + ":" + (i + 1) + ": " + line.strip());
                    }
                }
            }
        }
        assertThat(found).as("comparisons with a solver id in the cli sources").isEmpty();
    }

    @Test
    void theScanFindsTheComparisonsItLooksFor() {
        Set<String> ids = solverIds();
        assertThat(ids).contains("bitboard", "cpsat", "choco", "backtrack", "dlx");
        for (String line : List.of("if (formulation.id().equals(\"bitboard\")) {", "if (solver.equals(\"cpsat\")) {",
                "search.id().startsWith(\"choco\")", "\"dlx\".equals(solver)", "case \"backtrack\" -> 1;", "x.equals(formulation.id())")) {
            boolean idCompared = ID_COMPARED.matcher(line).find();
            Matcher literal = LITERAL_COMPARED.matcher(line);
            boolean literalCompared = false;
            while (literal.find()) {
                String text = literal.group(1) != null ? literal.group(1) : literal.group(2) != null ? literal.group(2) : literal.group(3);
                literalCompared |= namesSolvers(ids, text);
            }
            assertThat(idCompared || literalCompared).as(line).isTrue();
        }
        assertThat(LITERAL_COMPARED.matcher("file.equals(\"-\")").find()).isTrue();
        assertThat(namesSolvers(ids, "-")).isFalse();
        assertThat(namesSolvers(ids, "m")).isFalse();
    }

    /** Whether {@code text} is a solver id, or the family of several ({@code choco} of {@code choco-dual}). */
    private static boolean namesSolvers(Set<String> ids, String text) {
        return ids.contains(text) || ids.stream().anyMatch(id -> id.startsWith(text + "-"));
    }

    /** Every solver id a user can type: formulations, optimisers and traced searches. */
    private static Set<String> solverIds() {
        Set<String> ids = new TreeSet<>(Formulations.standard().ids());
        ids.addAll(Optimisers.standard().ids());
        ids.addAll(TracedSearches.ids());
        ids.add("cpsat");
        return ids;
    }

    private static List<Path> sources() {
        try (Stream<Path> files = Files.list(CLI)) {
            List<Path> sources = files.filter(file -> file.toString().endsWith(".java")).sorted().toList();
            assertThat(sources).as("the cli sources under " + CLI.toAbsolutePath()).isNotEmpty();
            return sources;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
