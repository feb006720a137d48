package org.nqueens.formulations.external;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.nqueens.problem.Problem;

/**
 * The three constraint models of n-queens written in MiniZinc, each a {@code .mzn} file of its own
 * (bundled beside this class), with the board as MiniZinc data ({@code .dzn}): the size, the given
 * queens and the blocked squares. The models read the same data, so one board file serves all three.
 */
public enum MiniZincModel {
    /** One variable a row; all different on q[r], q[r] + r, q[r] - r. */
    INTEGER("minizinc", "integer.mzn",
            "MiniZinc + Gecode: alldifferent on q[r], q[r] + r, q[r] - r, first-fail (external)"),
    /** A variable a row and a variable a column, linked by inverse; diagonals all different on both sides. */
    DUAL("minizinc-dual", "dual.mzn",
            "MiniZinc + Gecode: rows and columns linked by inverse, diagonals all different on both, first-fail over both (external)"),
    /** A 0/1 variable a square; exactly one a row and a column, at most one a diagonal. */
    BOOLEAN("minizinc-boolean", "boolean.mzn",
            "MiniZinc + Gecode: a 0/1 variable a square, one a row and a column, at most one a diagonal (external)");

    /**
     * The toolkit's formulations whose model each MiniZinc model restates, so that {@code model --format minizinc}
     * can print the MiniZinc form of a formulation by its own id.
     */
    private static final Map<String, MiniZincModel> RESTATED = Map.of(
            "choco", INTEGER, "cpsat", INTEGER,
            "choco-dual", DUAL,
            "cpsat-boolean", BOOLEAN, "sat", BOOLEAN, "cadical", BOOLEAN);

    private final String solverId;
    private final String resource;
    private final String title;

    MiniZincModel(String solverId, String resource, String title) {
        this.solverId = solverId;
        this.resource = resource;
        this.title = title;
    }

    /** The id of the lane that runs this model. */
    public String solverId() {
        return solverId;
    }

    /** The file name of the model: {@code integer.mzn}, {@code dual.mzn}, {@code boolean.mzn}. */
    public String fileName() {
        return resource;
    }

    /** One line saying what the model is. */
    public String title() {
        return title;
    }

    /** The MiniZinc model of the formulation {@code id} (a lane's own id, or a toolkit formulation it restates). */
    public static Optional<MiniZincModel> forSolver(String id) {
        for (MiniZincModel model : values()) {
            if (model.solverId.equals(id)) {
                return Optional.of(model);
            }
        }
        return Optional.ofNullable(RESTATED.get(id));
    }

    /** The model's text, as bundled. */
    public String text() {
        try (InputStream in = MiniZincModel.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("The bundled MiniZinc model " + resource + " is missing from the build.");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read the bundled MiniZinc model " + resource + ".", e);
        }
    }

    /**
     * The board as MiniZinc data: {@code n}, {@code given} (row r's given column, 0 for none) and {@code blocked}
     * (one row a blocked square), each an assignment on a line of its own.
     */
    public static String data(Problem problem) {
        int n = problem.rows();
        StringBuilder given = new StringBuilder();
        for (int row = 1; row <= n; row++) {
            given.append(row > 1 ? ", " : "").append(problem.givenColumn(row).orElse(0));
        }
        String blocked = problem.blocked().isEmpty() ? "array2d(1..0, 1..2, [])"
                : problem.blocked().stream().sorted().map(square -> square.row() + ", " + square.column())
                        .collect(Collectors.joining(" | ", "[| ", " |]"));
        return "n = " + n + ";\n"
                + "given = [" + given + "];\n"
                + "blocked = " + blocked + ";\n";
    }

    /**
     * The model followed by the board's data, one text MiniZinc reads as a whole ({@code minizinc --solver gecode
     * FILE.mzn}); the data lines alone form the board's {@code .dzn} file.
     */
    public String withData(Problem problem) {
        return text() + "\n% The board (these lines alone are the board's .dzn file for the model above).\n" + data(problem);
    }
}
