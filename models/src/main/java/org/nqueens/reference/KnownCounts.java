package org.nqueens.reference;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The reference table bundled with the toolkit: solution and unique counts for n = 1..27 (OEIS
 * A000170, A002562) and, for n = 1..19, the placements of constrained depth-first search with and
 * without mirror symmetry (J. Walker's n-queens counter table).
 */
public final class KnownCounts {

    private static final String RESOURCE = "counts.csv";
    private static final List<KnownCount> ALL = load();

    private KnownCounts() {
    }

    /** Every row of the table, n ascending. */
    public static List<KnownCount> all() {
        return ALL;
    }

    /** The row for board size {@code n}, if the table has one. */
    public static Optional<KnownCount> of(int n) {
        return ALL.stream().filter(row -> row.n() == n).findFirst();
    }

    /** The largest n the table covers. */
    public static int maxN() {
        return ALL.get(ALL.size() - 1).n();
    }

    private static List<KnownCount> load() {
        try (InputStream in = KnownCounts.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("The bundled reference table " + RESOURCE + " is missing from the classpath.");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<KnownCount> rows = new ArrayList<>();
            String header = reader.readLine();
            if (header == null || !header.startsWith("n,solutions,unique")) {
                throw new IllegalStateException("The reference table " + RESOURCE + " has an unexpected header: " + header);
            }
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank()) {
                    continue;
                }
                String[] cells = line.split(",", -1);
                rows.add(new KnownCount(Integer.parseInt(cells[0]), Long.parseLong(cells[1]), Long.parseLong(cells[2]),
                        optional(cells, 3), optional(cells, 4)));
            }
            return List.copyOf(rows);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the bundled reference table " + RESOURCE, e);
        }
    }

    private static OptionalLong optional(String[] cells, int index) {
        return index < cells.length && !cells[index].isBlank() ? OptionalLong.of(Long.parseLong(cells[index])) : OptionalLong.empty();
    }
}
