package org.nqueens.optimise;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;

/** The published sequences the optimisation tests hold their answers against, read from the test resources. */
public final class Sequences {

    private Sequences() {
    }

    /** The terms of {@code name} (A075458, A279402, A002564) by n: lines "n,value" after '#' comments and a header. */
    public static Map<Integer, Long> read(String name) {
        String resource = "/org/nqueens/optimise/" + name + ".csv";
        Map<Integer, Long> terms = new TreeMap<>();
        try (InputStream in = Sequences.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("The test resource " + resource + " is missing.");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#") || line.startsWith("n,")) {
                    continue;
                }
                String[] fields = line.split(",");
                terms.put(Integer.parseInt(fields[0].trim()), Long.parseLong(fields[1].trim()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return terms;
    }
}
