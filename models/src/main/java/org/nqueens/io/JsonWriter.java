package org.nqueens.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Collection;
import org.nqueens.problem.Coordinates;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Square;

/**
 * The one JSON writer of the toolkit: every JSON output (the answers of the command line, the
 * teaching views, the comparison's document) is written through it, with the same generator
 * settings, so that a field written in one place reads the same in another.
 */
public final class JsonWriter {

    private static final JsonFactory JSON = JsonFactory.builder().build();

    private JsonWriter() {
    }

    /** What a document says, written on the generator. */
    @FunctionalInterface
    public interface Body {
        /** Writes the document's value on {@code json}. */
        void write(JsonGenerator json) throws IOException;
    }

    /** Writes one document on one line to {@code out}, then a newline; the caller flushes. */
    public static void line(PrintWriter out, Body body) {
        write(out, body, false);
        out.println();
    }

    /** Writes one document, indented for reading, to {@code out}, then a newline. */
    public static void indented(PrintWriter out, Body body) {
        write(out, body, true);
        out.println();
    }

    /** Writes {@code squares} as an array of [row, column] pairs: {@code [[1,2],[3,4]]}. */
    public static void squares(JsonGenerator json, Collection<Square> squares) throws IOException {
        json.writeStartArray();
        for (Square square : squares) {
            json.writeStartArray();
            json.writeNumber(square.row());
            json.writeNumber(square.column());
            json.writeEndArray();
        }
        json.writeEndArray();
    }

    /**
     * Writes {@code squares} of a board of {@code geometry} as an array of cells as JSON names them: [row, column] on a
     * flat board, [x, y, z] on a box of layers ({@link Coordinates#numbers}).
     */
    public static void squares(JsonGenerator json, Collection<Square> squares, Geometry geometry) throws IOException {
        json.writeStartArray();
        for (Square square : squares) {
            cell(json, square, geometry);
        }
        json.writeEndArray();
    }

    /** Writes one cell of a board of {@code geometry}: [row, column] on a flat board, [x, y, z] on a box of layers. */
    public static void cell(JsonGenerator json, Square square, Geometry geometry) throws IOException {
        json.writeStartArray();
        for (int number : Coordinates.numbers(square, geometry)) {
            json.writeNumber(number);
        }
        json.writeEndArray();
    }

    /** A generator writing to {@code text}, for a value built a field at a time ({@link JsonLine}). */
    static JsonGenerator generator(Writer text) {
        try {
            return JSON.createGenerator(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(PrintWriter out, Body body, boolean indented) {
        try (JsonGenerator json = JSON.createGenerator(out)) {
            json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            if (indented) {
                json.useDefaultPrettyPrinter();
            }
            body.write(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
