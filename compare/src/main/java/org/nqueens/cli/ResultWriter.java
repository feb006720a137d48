package org.nqueens.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;
import java.util.Optional;
import org.nqueens.problem.Scope;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;
import org.nqueens.io.JsonWriter;
import org.nqueens.io.ProblemDrawing;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Coordinates;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Problem;
import org.nqueens.io.BoardDrawing;
import org.nqueens.io.CompactBoard;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Stats;

/** Prints solve and count results in the contract's formats; large solutions are streamed, never built as one string. */
final class ResultWriter {


    private final PrintWriter out;

    ResultWriter(PrintWriter out) {
        this.out = out;
    }

    void solve(SolveResult result, Problem problem, OutputFormat format) {
        switch (format) {
            case JSON -> json(generator -> {
                generator.writeStartObject();
                generator.writeNumberField("n", result.n());
                generator.writeStringField("solver", result.solver());
                generator.writeStringField("status", result.status().name());
                generator.writeFieldName("solution");
                boolean flat = problem.geometry().isFlat();
                Optional<Solution> solution = flat ? result.solution() : Optional.empty();
                Optional<int[]> byRow = solution.isPresent() || !flat ? Optional.empty()
                        : result.placement().flatMap(p -> p.columnsByRow(problem.rows()));
                if (solution.isPresent()) {
                    generator.writeStartArray();
                    for (int row = 1; row <= solution.get().n(); row++) {
                        generator.writeNumber(solution.get().column(row));
                    }
                    generator.writeEndArray();
                } else if (byRow.isPresent()) {
                    generator.writeArray(byRow.get(), 0, byRow.get().length);
                } else {
                    generator.writeNull();
                }
                generator.writeNumberField("millis", result.elapsed().toMillis());
                stats(generator, result.stats());
                if (!result.explanation().isEmpty()) {
                    generator.writeStringField("explanation", result.explanation());
                }
                generator.writeFieldName("pieces");
                if (result.placement().isPresent()) {
                    squares(generator, result.placement().get(), problem.geometry());
                } else {
                    generator.writeNull();
                }
                generator.writeFieldName("pawns");
                JsonWriter.squares(generator, problem.pawns(), problem.geometry());
                generator.writeEndObject();
            });
            case COMPACT -> {
                if (result.placement().isPresent()) {
                    compact(result.placement().get(), problem, out);
                } else {
                    out.println(result.status().name());
                }
            }
            case TEXT -> {
                out.println(headline(result, problem));
                if (Scope.CLASSIC.admits(problem)) {
                    result.solution().ifPresent(this::drawOrCompact);
                    if (result.solution().isEmpty() && !problem.isEmpty() && BoardDrawing.canDraw(problem.rows())) {
                        out.print(BoardDrawing.draw(problem));
                    }
                } else if (ProblemDrawing.canDraw(problem)) {
                    out.print(ProblemDrawing.draw(problem, result.placement().orElse(null)));
                } else {
                    result.placement().ifPresent(placement -> compact(placement, problem, out));
                }
                if (!result.explanation().isEmpty()) {
                    out.println(result.explanation());
                }
                if (!result.stats().values().isEmpty()) {
                    out.println(statsLine(result.stats()));
                }
            }
        }
        out.flush();
    }

    void count(CountResult result, Problem problem, OutputFormat format, String stopReason, String coverage) {
        if (format == OutputFormat.JSON) {
            json(generator -> {
                generator.writeStartObject();
                generator.writeNumberField("n", result.n());
                generator.writeStringField("solver", result.solver());
                generator.writeNumberField("count", result.count());
                if (result.unique().isPresent()) {
                    generator.writeNumberField("unique", result.unique().getAsLong());
                }
                if (result.stats().get(Stats.PLACEMENTS).isPresent()) {
                    generator.writeNumberField("placements", result.stats().get(Stats.PLACEMENTS).getAsLong());
                }
                generator.writeBooleanField("complete", result.complete());
                generator.writeNumberField("millis", result.elapsed().toMillis());
                stats(generator, result.stats());
                generator.writeEndObject();
            });
        } else {
            StringBuilder line = new StringBuilder();
            line.append(problem.label()).append(": ");
            if (!result.complete()) {
                line.append("at least ");
            }
            line.append(result.count()).append(result.count() == 1 ? " solution" : " solutions");
            result.unique().ifPresent(unique -> line.append(", ").append(unique).append(" unique up to symmetry"));
            if (!result.complete()) {
                line.append(" (stopped: ").append(stopReason).append(coverage.isEmpty() ? "" : "; " + coverage).append("; the count is partial)");
            }
            out.println(line);
            out.println("solver " + result.solver() + ", " + millis(result.elapsed().toMillis())
                    + (result.stats().values().isEmpty() ? "" : ", " + statsLine(result.stats())));
        }
        out.flush();
    }

    /** Draws a solution small enough to draw; a larger one is written in the compact form, streamed, after a note saying so. */
    private void drawOrCompact(Solution solution) {
        int n = solution.n();
        if (BoardDrawing.canDraw(n)) {
            out.print(BoardDrawing.draw(solution));
        } else {
            out.println("(n = " + n + " is too large to draw: boards are drawn up to n = " + BoardDrawing.MAX_SIZE
                    + ". The compact form follows: the columns of the queens of rows 1 to " + n + ".)");
        }
        CompactBoard.write(solution, new ListenedOutput(out));
        out.println();
    }

    /**
     * One answer on one line: the columns of rows 1, 2, .. where each row holds one piece (the
     * compact board), else the squares of the pieces in the drawing's coordinates ("a1 c2 e3").
     */
    static void compact(Placement placement, Problem problem, PrintWriter out) {
        Optional<Solution> solution = placement.solution();
        if (solution.isPresent() && Scope.CLASSIC.admits(problem)) {
            CompactBoard.write(solution.get(), new ListenedOutput(out));
        } else {
            Optional<int[]> byRow = problem.geometry().isFlat() ? placement.columnsByRow(problem.rows()) : Optional.empty();
            if (byRow.isPresent()) {
                int[] columns = byRow.get();
                for (int i = 0; i < columns.length; i++) {
                    out.print(i == 0 ? "" : " ");
                    out.print(columns[i]);
                }
            } else {
                out.print(Coordinates.names(placement.squares(), problem.geometry()));
            }
        }
        out.println();
    }

    private static void squares(JsonGenerator generator, Placement placement, Geometry geometry) throws IOException {
        Optional<Solution> solution = geometry.isFlat() ? placement.solution() : Optional.empty();
        generator.writeStartArray();
        if (solution.isPresent()) {
            for (int row = 1; row <= solution.get().n(); row++) {
                generator.writeStartArray();
                generator.writeNumber(row);
                generator.writeNumber(solution.get().column(row));
                generator.writeEndArray();
            }
        } else {
            for (Square square : placement.squares()) {
                JsonWriter.cell(generator, square, geometry);
            }
        }
        generator.writeEndArray();
    }


    private static String headline(SolveResult result, Problem problem) {
        String of = problem.label();
        String what = switch (result.status()) {
            case SAT -> "a solution of " + of;
            case UNSAT -> "no solution of " + of + " exists";
            case UNKNOWN -> "no answer for " + of;
        };
        return result.status() + ": " + what + " (solver " + result.solver() + ", " + millis(result.elapsed().toMillis()) + ")";
    }

    private static String millis(long millis) {
        return millis + " ms";
    }

    private static String statsLine(Stats stats) {
        StringBuilder line = new StringBuilder();
        for (Map.Entry<String, Long> entry : stats.values().entrySet()) {
            if (line.length() > 0) {
                line.append(", ");
            }
            line.append(entry.getKey()).append(' ').append(entry.getValue());
        }
        return line.toString();
    }

    private static void stats(JsonGenerator generator, Stats stats) throws IOException {
        generator.writeObjectFieldStart("stats");
        for (Map.Entry<String, Long> entry : stats.values().entrySet()) {
            generator.writeNumberField(entry.getKey(), entry.getValue());
        }
        generator.writeEndObject();
    }

    private void json(JsonWriter.Body body) {
        JsonWriter.line(out, body);
    }
}
