package org.nqueens.io;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;

/** One small JSON object built field by field, for the commands whose answers are a few values; written by {@link JsonWriter}'s generator. */
public final class JsonLine {

    private final StringWriter text = new StringWriter();
    private final JsonGenerator generator;

    private JsonLine() {
        generator = JsonWriter.generator(text);
        try {
            generator.writeStartObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An empty object. */
    public static JsonLine object() {
        return new JsonLine();
    }

    /** Adds the field {@code name}: a string, a boolean, a whole number, null, a nested object or a list of those. */
    public JsonLine field(String name, Object value) {
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
    public String end() {
        try {
            generator.writeEndObject();
            generator.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }
}
