package org.nqueens.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.nqueens.io.BoardFiles;
import org.nqueens.solver.Status;
import org.nqueens.problem.Problem;

/** The CSPLib instances bundled as test resources, with their published answers. */
public final class Instances {

    /** One instance: its file name, kind, size, published answer and the classic problem of the board it holds. */
    public record Instance(String file, String kind, int n, Status answer, Problem problem) {
        @Override
        public String toString() {
            return file + " (" + answer + ")";
        }
    }

    private Instances() {
    }

    /** Every instance of {@code answers.csv}, in its order. */
    public static List<Instance> all() {
        List<Instance> instances = new ArrayList<>();
        String[] lines = read("answers.csv").split("\\R");
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            String[] cells = lines[i].split(",");
            Problem board = BoardFiles.parse(read(cells[0]), cells[0]);
            instances.add(new Instance(cells[0], cells[1], Integer.parseInt(cells[2]), Status.valueOf(cells[3]), board));
        }
        return instances;
    }

    /** The instances of at most {@code n} rows. */
    public static List<Instance> upTo(int n) {
        return all().stream().filter(instance -> instance.n() <= n).toList();
    }

    private static String read(String name) {
        try (InputStream in = Instances.class.getResourceAsStream("/instances/" + name)) {
            if (in == null) {
                throw new IllegalStateException("The test resource /instances/" + name + " is missing.");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
