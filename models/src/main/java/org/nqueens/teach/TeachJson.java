package org.nqueens.teach;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import org.nqueens.io.JsonWriter;

/** The JSON of the teaching views, under the contract's names, written by the one {@link JsonWriter}. */
public final class TeachJson {

    private TeachJson() {
    }

    /** Writes one JSON document and a newline, and flushes. */
    public static void write(PrintWriter out, JsonWriter.Body body) {
        JsonWriter.line(out, body);
        out.flush();
    }

    /** {@code {"events": [...]}}. */
    public static void events(PrintWriter out, List<TraceEvent> events) {
        write(out, generator -> {
            generator.writeStartObject();
            generator.writeArrayFieldStart("events");
            for (TraceEvent event : events) {
                event(generator, event);
            }
            generator.writeEndArray();
            generator.writeEndObject();
        });
    }

    public static void event(JsonGenerator generator, TraceEvent event) throws IOException {
        generator.writeStartObject();
        generator.writeStringField("event", event.kind().jsonName());
        if (event.choice().isPresent()) {
            generator.writeStringField("item", event.choice().get().item());
            generator.writeNumberField("options", event.choice().get().options());
        } else {
            generator.writeNumberField("row", event.row());
            generator.writeNumberField("column", event.column());
        }
        if (event.conflict().isPresent()) {
            Conflict conflict = event.conflict().get();
            generator.writeObjectFieldStart("conflict");
            generator.writeNumberField("row", conflict.row());
            generator.writeNumberField("column", conflict.column());
            generator.writeStringField("rule", conflict.rule().jsonName());
            generator.writeEndObject();
        }
        generator.writeEndObject();
    }

    /** One tree: {@code {"solver", "placements", "solutions", "stats", "nodes": [...]}}. */
    public static void tree(JsonGenerator generator, SearchTree tree) throws IOException {
        generator.writeStartObject();
        generator.writeStringField("solver", tree.solver());
        generator.writeNumberField("n", tree.n());
        generator.writeNumberField("placements", tree.placements());
        generator.writeNumberField("solutions", tree.solutions());
        generator.writeObjectFieldStart("stats");
        generator.writeNumberField(tree.workName(), tree.work());
        generator.writeEndObject();
        generator.writeArrayFieldStart("nodes");
        for (TreeNode node : tree.nodes()) {
            generator.writeStartObject();
            generator.writeNumberField("id", node.id());
            if (node.isRoot()) {
                generator.writeNullField("parent");
                generator.writeNullField("row");
                generator.writeNullField("column");
            } else {
                generator.writeNumberField("parent", node.parent());
                generator.writeNumberField("row", node.row());
                generator.writeNumberField("column", node.column());
            }
            generator.writeStringField("kind", node.kind().jsonName());
            generator.writeEndObject();
        }
        generator.writeEndArray();
        generator.writeEndObject();
    }
}
