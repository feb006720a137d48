package org.nqueens.formulations.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.formulations.Formulations;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Problem;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Task;

/**
 * The torus and the super-queens, counted by every formulation that takes them, against the
 * published sequences (OEIS A051906, A051223, A051224; {@code variant-counts.csv}). Up to n = 11 in
 * the default suite, n = 12..14 in the slow group.
 */
class VariantCountsTest {

    /** One row of the table. */
    record Published(String variant, int n, long count, OptionalLong unique) {
        Problem problem() {
            return variant.equals("torus")
                    ? Problem.on(new Geometry(n, n, true)).build()
                    : Problem.on(Geometry.square(n)).piece(Piece.SUPER_QUEEN).build();
        }
    }

    static List<Published> table() {
        List<Published> rows = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                VariantCountsTest.class.getResourceAsStream("/org/nqueens/problem/variant-counts.csv"), StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.startsWith("#") || line.startsWith("variant")) {
                    continue;
                }
                String[] cells = line.split(",", -1);
                rows.add(new Published(cells[0], Integer.parseInt(cells[1]), Long.parseLong(cells[2]),
                        cells[3].isEmpty() ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(cells[3]))));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }

    static Stream<Arguments> small() {
        return cases(1, 11);
    }

    static Stream<Arguments> large() {
        return cases(12, 14);
    }

    private static Stream<Arguments> cases(int from, int to) {
        Formulations formulations = Formulations.standard();
        return table().stream().filter(row -> row.n() >= from && row.n() <= to)
                .flatMap(row -> formulations.capableOf(Task.COUNT, row.problem()).stream()
                        .filter(f -> !f.id().equals("auto"))
                        .map(f -> Arguments.of(f.id(), row)));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("small")
    void countsAsPublished(String solver, Published row) {
        assertCounts(solver, row);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("large")
    void countsAsPublishedFurther(String solver, Published row) {
        assertCounts(solver, row);
    }

    private static void assertCounts(String solver, Published row) {
        Formulation formulation = Formulations.standard().get(solver);
        boolean unique = row.unique().isPresent() && formulation.supports(Task.COUNT_UNIQUE)
                && formulation.refusal(Task.COUNT_UNIQUE, row.problem()).isEmpty();
        CountResult result = formulation.count(row.problem(), unique, SearchSettings.defaults().withThreads(2));
        assertThat(result.complete()).isTrue();
        assertThat(result.count()).as(row.toString()).isEqualTo(row.count());
        if (unique) {
            assertThat(result.unique()).as(row.toString()).isEqualTo(row.unique());
        }
    }
}
