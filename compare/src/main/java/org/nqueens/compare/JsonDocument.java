package org.nqueens.compare;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.nqueens.io.JsonWriter;

/**
 * The comparison as one JSON document:
 * {@code {"verdict": "AGREE", "verdictLine": ..., "reference": "backtrack", "timeLimitMillis": 3000,
 * "questions": [{"question": "counts", "solvers": [...], "rows": [{"row": "n=8", "n": 8, "expected": ..., "verdict": ...,
 * "notes": [...], "cells": [{"solver": ..., "outcome": "ANSWERED", "answer": "92", "wrong": false, "millis": 0.42, "cpuMillis": 0.40,
 * "stats": {"placements": 1965}, "note": ""}]}]}]}}.
 */
final class JsonDocument {

    private JsonDocument() {
    }

    static void write(ComparisonResult result, PrintWriter out) {
        JsonWriter.indented(out, json -> {
            json.writeStartObject();
            json.writeStringField("verdict", result.verdict().name());
            json.writeStringField("verdictLine", result.verdictLine());
            json.writeStringField("reference", result.reference());
            json.writeNumberField("timeLimitMillis", result.timeLimit().toMillis());
            json.writeNumberField("repeat", result.repeat());
            json.writeNumberField("seed", result.seed());
            json.writeStringField("environment", result.environment());
            json.writeArrayFieldStart("questions");
            for (Table table : result.tables()) {
                json.writeStartObject();
                json.writeStringField("question", table.question().key());
                json.writeStringField("title", table.question().title());
                json.writeStringField("rule", table.question().rule());
                json.writeStringField("verdict", table.verdict().name());
                json.writeArrayFieldStart("solvers");
                for (String solver : table.solvers()) {
                    json.writeString(solver);
                }
                json.writeEndArray();
                json.writeArrayFieldStart("rows");
                for (Row row : table.rows()) {
                    row(json, row);
                }
                json.writeEndArray();
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        });
    }

    private static void millis(JsonGenerator json, String field, Optional<Duration> time) throws IOException {
        if (time.isPresent()) {
            json.writeNumberField(field, Figures.millis(time.get()));
        } else {
            json.writeNullField(field);
        }
    }

    private static void row(JsonGenerator json, Row row) throws IOException {
        json.writeStartObject();
        json.writeStringField("row", row.label());
        json.writeNumberField("n", row.n());
        json.writeStringField("expected", row.expected());
        json.writeStringField("verdict", row.verdict().name());
        json.writeArrayFieldStart("notes");
        for (String note : row.notes()) {
            json.writeString(note);
        }
        json.writeEndArray();
        json.writeArrayFieldStart("cells");
        for (Cell cell : row.cells()) {
            json.writeStartObject();
            json.writeStringField("solver", cell.solver());
            json.writeStringField("outcome", cell.outcome().name());
            json.writeStringField("answer", Figures.answer(cell));
            json.writeBooleanField("wrong", cell.wrong());
            millis(json, "millis", cell.wall());
            millis(json, "cpuMillis", cell.cpu());
            json.writeObjectFieldStart("stats");
            for (Map.Entry<String, Long> stat : cell.stats().values().entrySet()) {
                json.writeNumberField(stat.getKey(), stat.getValue());
            }
            json.writeEndObject();
            json.writeStringField("note", cell.note());
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
    }
}
