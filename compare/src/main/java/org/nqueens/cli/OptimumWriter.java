package org.nqueens.cli;

import java.io.PrintWriter;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.nqueens.io.Columns;
import org.nqueens.problem.Square;
import org.nqueens.io.JsonWriter;
import org.nqueens.io.BoardDrawing;
import org.nqueens.io.ProblemDrawing;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.Optimum;
import org.nqueens.optimise.Status;
import org.nqueens.optimise.Witness;
import org.nqueens.problem.Coordinates;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Problem;

/**
 * Prints the answer to an optimisation question: in text, the drawing of the witness (pieces,
 * partner pieces in lower case, pawns {@code P}, blocked squares {@code x}), the value, the status
 * with the bound and its reason, the count and the solver's work; in JSON, the contract's fields
 * {@code question, value, bound, status, witness {pieces, pawns}, count, solver, millis, stats}.
 */
final class OptimumWriter {


    private final PrintWriter out;

    OptimumWriter(PrintWriter out) {
        this.out = out;
    }

    void write(Optimum optimum, OutputFormat format) {
        if (format == OutputFormat.JSON) {
            json(optimum);
        } else {
            text(optimum);
        }
    }

    private void text(Optimum optimum) {
        Problem problem = optimum.question().problem();
        Objective objective = optimum.question().objective();
        out.println(objective.label() + " of " + subject(optimum) + ": " + headline(optimum));
        if (optimum.witness().isPresent()) {
            Witness witness = optimum.witness().get();
            if (ProblemDrawing.canDraw(problem)) {
                out.print(problem.geometry().isFlat() ? draw(optimum, witness) : ProblemDrawing.draw(problem, witness.pieces()));
            } else {
                out.println("pieces: " + Coordinates.names(witness.pieces().squares(), problem.geometry()));
            }
            if (!witness.partners().squares().isEmpty()) {
                out.println(optimum.question().partner().orElseThrow().id() + "s: " + witness.partners());
            }
            if (!witness.pawns().isEmpty()) {
                out.println("pawns: " + Coordinates.names(witness.pawns(), problem.geometry()));
            }
        }
        out.println("bound: " + (optimum.hasBound() ? optimum.bound() + " (" + optimum.boundReason() + ")" : optimum.boundReason()));
        optimum.count().ifPresent(count -> out.println("optimal witnesses: " + count));
        StringBuilder work = new StringBuilder("solver " + optimum.solver() + ", " + optimum.elapsed().toMillis() + " ms");
        for (Map.Entry<String, Long> entry : optimum.stats().values().entrySet()) {
            work.append(", ").append(entry.getKey()).append(' ').append(entry.getValue());
        }
        out.println(work);
    }

    /** "8 x 8, knights", "8 x 8, queens and knights", "9 queens on 8 x 8". */
    private static String subject(Optimum optimum) {
        Problem problem = optimum.question().problem();
        return switch (optimum.question().objective()) {
            case FEWEST_PAWNS -> problem.pieces() + " " + problem.piece().id() + "s on " + problem.geometry();
            case MIXED_ARMY -> problem.piece().id() + "s and " + optimum.question().partner().orElseThrow().id() + "s on " + problem.geometry();
            default -> problem.piece().id() + "s on " + problem.geometry();
        };
    }

    /** "5 (OPTIMAL)", "6 (FEASIBLE, bound 5)", "no witness (UNKNOWN)". */
    private static String headline(Optimum optimum) {
        Status status = optimum.status();
        return switch (status) {
            case OPTIMAL -> optimum.value().getAsInt() + " (OPTIMAL)";
            case FEASIBLE -> optimum.value().getAsInt() + " (FEASIBLE, bound " + optimum.bound() + ")";
            case INFEASIBLE -> "none exists (INFEASIBLE)";
            case UNKNOWN -> "no witness found (UNKNOWN, bound " + optimum.bound() + ")";
        };
    }

    private static String draw(Optimum optimum, Witness witness) {
        Problem problem = optimum.question().problem();
        if (!BoardDrawing.canDraw(problem.rows()) || !BoardDrawing.canDraw(problem.columns())) {
            return "";
        }
        Set<Square> pieces = new HashSet<>(witness.pieces().squares());
        Set<Square> partners = new HashSet<>(witness.partners().squares());
        char piece = ProblemDrawing.letter(problem.piece());
        char partner = optimum.question().partner().map(p -> Character.toLowerCase(ProblemDrawing.letter(p))).orElse('?');
        int labelWidth = Integer.toString(problem.rows()).length();
        StringBuilder text = new StringBuilder();
        for (int row = problem.rows(); row >= 1; row--) {
            text.append(Columns.right(row, labelWidth));
            for (int column = 1; column <= problem.columns(); column++) {
                Square square = new Square(row, column);
                char mark = pieces.contains(square) ? piece
                        : partners.contains(square) ? partner
                        : witness.pawns().contains(square) ? 'P'
                        : problem.blocked().contains(square) ? 'x' : '.';
                text.append(' ').append(mark);
            }
            text.append('\n');
        }
        if (problem.columns() <= 26) {
            text.append(" ".repeat(labelWidth));
            for (int column = 1; column <= problem.columns(); column++) {
                text.append(' ').append(Coordinates.columnName(column));
            }
            text.append('\n');
        }
        return text.toString();
    }

    private void json(Optimum optimum) {
        JsonWriter.line(out, generator -> {
            generator.writeStartObject();
            generator.writeStringField("question", questionName(optimum.question().objective()));
            if (optimum.value().isPresent()) {
                generator.writeNumberField("value", optimum.value().getAsInt());
            } else {
                generator.writeNullField("value");
            }
            if (optimum.hasBound()) {
                generator.writeNumberField("bound", optimum.bound());
            } else {
                generator.writeNullField("bound");
            }
            generator.writeStringField("status", optimum.status().name());
            generator.writeStringField("bound_reason", optimum.boundReason());
            generator.writeFieldName("witness");
            if (optimum.witness().isPresent()) {
                Witness witness = optimum.witness().get();
                generator.writeStartObject();
                generator.writeFieldName("pieces");
                Geometry geometry = optimum.question().problem().geometry();
                JsonWriter.squares(generator, witness.pieces().squares(), geometry);
                generator.writeFieldName("pawns");
                JsonWriter.squares(generator, witness.pawns(), geometry);
                if (optimum.question().partner().isPresent()) {
                    generator.writeFieldName("partners");
                    JsonWriter.squares(generator, witness.partners().squares(), geometry);
                }
                generator.writeEndObject();
            } else {
                generator.writeNull();
            }
            if (optimum.count().isPresent()) {
                generator.writeNumberField("count", optimum.count().getAsLong());
            } else {
                generator.writeNullField("count");
            }
            generator.writeStringField("solver", optimum.solver());
            generator.writeNumberField("millis", optimum.elapsed().toMillis());
            generator.writeObjectFieldStart("stats");
            for (Map.Entry<String, Long> entry : optimum.stats().values().entrySet()) {
                generator.writeNumberField(entry.getKey(), entry.getValue());
            }
            generator.writeEndObject();
            generator.writeEndObject();
        });
    }

    /** The contract's names of the questions: independence, domination, independent-domination, fewest-pawns, mixed-army. */
    static String questionName(Objective objective) {
        return objective.label().replace(' ', '-');
    }
}
