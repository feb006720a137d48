package org.nqueens.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;

/** One small JSON object built field by field, for the commands whose answers are a few values. */
final class JsonLine {

    private static final JsonFactory JSON = JsonFactory.builder().build();

    private final StringWriter text = new StringWriter();
    private final JsonGenerator generator;

    private JsonLine() {
        try {
            generator = JSON.createGenerator(text);
            generator.writeStartObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An empty object. */
    static JsonLine object() {
        return new JsonLine();
    }

    JsonLine field(String name, Object value) {
        try {
            generator.writeFieldName(name);
            writeValue(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    private void writeValue(Object value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else if (value instanceof String string) {
            generator.writeString(string);
        } else if (value instanceof Boolean bool) {
            generator.writeBoolean(bool);
        } else if (value instanceof Integer || value instanceof Long) {
            generator.writeNumber(((Number) value).longValue());
        } else if (value instanceof JsonLine nested) {
            generator.writeRawValue(nested.end());
        } else if (value instanceof List<?> list) {
            generator.writeStartArray();
            for (Object element : list) {
                writeValue(element);
            }
            generator.writeEndArray();
        } else {
            throw new IllegalArgumentException("No JSON form for a " + value.getClass().getSimpleName() + ".");
        }
    }

    /** The object's text, closed. */
    String end() {
        try {
            generator.writeEndObject();
            generator.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }
}
