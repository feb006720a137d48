package org.nqueens.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import org.nqueens.teach.Conflict;
import org.nqueens.teach.SearchTree;
import org.nqueens.teach.TraceEvent;
import org.nqueens.teach.TreeNode;

/** The JSON of the teaching commands, under the contract's names. */
final class TeachJson {

    private static final JsonFactory JSON = JsonFactory.builder().build();

    private TeachJson() {
    }

    @FunctionalInterface
    interface Body {
        void write(JsonGenerator generator) throws IOException;
    }

    /** Writes one JSON document and a newline. */
    static void write(PrintWriter out, Body body) {
        try (JsonGenerator generator = JSON.createGenerator(out)) {
            generator.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            body.write(generator);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.println();
        out.flush();
    }

    /** {@code {"events": [...]}}. */
    static void events(PrintWriter out, List<TraceEvent> events) {
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

    static void event(JsonGenerator generator, TraceEvent event) throws IOException {
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
    static void tree(JsonGenerator generator, SearchTree tree) throws IOException {
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
