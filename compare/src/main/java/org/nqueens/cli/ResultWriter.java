package org.nqueens.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Map;
import org.nqueens.board.Board;
import org.nqueens.board.Solution;
import org.nqueens.io.BoardDrawing;
import org.nqueens.io.CompactBoard;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Stats;

/** Prints solve and count results in the contract's formats; large solutions are streamed, never built as one string. */
final class ResultWriter {

    private static final JsonFactory JSON = JsonFactory.builder().build();

    private final PrintWriter out;

    ResultWriter(PrintWriter out) {
        this.out = out;
    }

    void solve(SolveResult result, Board board, OutputFormat format) {
        switch (format) {
            case JSON -> json(generator -> {
                generator.writeStartObject();
                generator.writeNumberField("n", result.n());
                generator.writeStringField("solver", result.solver());
                generator.writeStringField("status", result.status().name());
                generator.writeFieldName("solution");
                if (result.solution().isPresent()) {
                    Solution solution = result.solution().get();
                    generator.writeStartArray();
                    for (int row = 1; row <= solution.n(); row++) {
                        generator.writeNumber(solution.column(row));
                    }
                    generator.writeEndArray();
                } else {
                    generator.writeNull();
                }
                generator.writeNumberField("millis", result.elapsed().toMillis());
                stats(generator, result.stats());
                if (!result.explanation().isEmpty()) {
                    generator.writeStringField("explanation", result.explanation());
                }
                generator.writeEndObject();
            });
            case COMPACT -> {
                if (result.solution().isPresent()) {
                    CompactBoard.write(result.solution().get(), out);
                    out.println();
                } else {
                    out.println(result.status().name());
                }
            }
            case TEXT -> {
                out.println(headline(result));
                result.solution().ifPresent(this::drawOrCompact);
                if (result.solution().isEmpty() && !board.isEmpty() && BoardDrawing.canDraw(board.n())) {
                    out.print(BoardDrawing.draw(board));
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

    void count(CountResult result, OutputFormat format, String stopReason, String coverage) {
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
            line.append("n = ").append(result.n()).append(": ");
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
            out.print(BoardDrawing.draw(Board.of(solution)));
        } else {
            out.println("(n = " + n + " is too large to draw: boards are drawn up to n = " + BoardDrawing.MAX_SIZE
                    + ". The compact form follows: the columns of the queens of rows 1 to " + n + ".)");
        }
        CompactBoard.write(solution, out);
        out.println();
    }

    private static String headline(SolveResult result) {
        String what = switch (result.status()) {
            case SAT -> "a solution of n = " + result.n();
            case UNSAT -> "no solution of n = " + result.n() + " exists";
            case UNKNOWN -> "no answer for n = " + result.n();
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

    @FunctionalInterface
    private interface JsonBody {
        void write(JsonGenerator generator) throws IOException;
    }

    private void json(JsonBody body) {
        try (JsonGenerator generator = JSON.createGenerator(out)) {
            generator.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            body.write(generator);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.println();
    }
}
