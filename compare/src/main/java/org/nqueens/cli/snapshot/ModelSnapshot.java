package org.nqueens.cli.snapshot;

import java.lang.annotation.Annotation;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * The recorded annotations of the command line's classes, as {@link SnapshotWriter} wrote them, read from the resource
 * {@value #RESOURCE} beside this class. A text of tab-separated lines: the format's name and version; the default value
 * of every attribute of each annotation type; then for each class its name and the checksum of its class file (for
 * picocli's own classes, picocli's version), the {@code @Command} attributes that differ from the defaults, and its
 * annotated fields in declaration order. A class is parsed when first asked for, and only where its class file still
 * has the recorded checksum. One snapshot serves the whole process (its records are kept), so its look-ups are
 * synchronized.
 */
final class ModelSnapshot {

    /** The resource, beside this class, that the build writes. */
    static final String RESOURCE = "command-models.tsv";
    /** The first line of the resource: the format and its version. */
    static final String HEADER = "nqueens-command-models\t1";

    /** The package of picocli's classes. */
    private static final String PICOCLI_PACKAGE = CommandLine.class.getPackageName() + ".";

    /** The annotation types a snapshot holds, by simple name. */
    static final Map<String, Class<? extends Annotation>> TYPES = types();

    /** Each annotation type's defaults line, and its values once decoded (only the types a command meets are). */
    private final Map<String, List<String>> defaultsLines = new HashMap<>();
    private final Map<String, Map<String, Object>> defaults = new HashMap<>();
    private final Map<String, List<String>> sections = new HashMap<>();
    private final Map<Class<?>, ClassRecord> records = new HashMap<>();

    /** A snapshot that holds no class, which replays nothing. */
    static final ModelSnapshot EMPTY = new ModelSnapshot(List.of(HEADER));

    private ModelSnapshot(List<String> lines) {
        if (lines.isEmpty() || !lines.get(0).equals(HEADER)) {
            throw new IllegalArgumentException("The command model snapshot must start with '" + HEADER + "'.");
        }
        List<String> section = null;
        for (String line : lines.subList(1, lines.size())) {
            if (line.startsWith("defaults\t")) {
                List<String> tokens = Tokens.split(line);
                defaultsLines.put(tokens.get(1), tokens);
            } else if (line.startsWith("class\t")) {
                section = new ArrayList<>();
                section.add(line);
                sections.put(Tokens.split(line).get(1), section);
            } else if (section != null && !line.isEmpty()) {
                section.add(line);
            }
        }
    }

    /** The snapshot the build wrote beside this class, or {@link #EMPTY} where there is none. */
    static ModelSnapshot standard() {
        return Standard.SNAPSHOT;
    }

    /** Read once, at the first command built. */
    private static final class Standard {
        static final ModelSnapshot SNAPSHOT = read();

        private static ModelSnapshot read() {
            byte[] text = ClassFiles.resource(ModelSnapshot.class, RESOURCE);
            return text == null ? EMPTY : parse(new String(text, StandardCharsets.UTF_8));
        }
    }

    /** The snapshot written as {@code text}. */
    static ModelSnapshot parse(String text) {
        return new ModelSnapshot(List.of(text.split("\n", -1)));
    }

    /**
     * The record of {@code type}, which must be in the snapshot, replayable, and unchanged since (the checksum of its
     * class file as recorded).
     */
    synchronized ClassRecord record(Class<?> type) {
        ClassRecord record = records.get(type);
        if (record == null) {
            record = parseRecord(type);
            records.put(type, record);
        }
        return record;
    }

    /**
     * The name {@code type}'s {@code @Command} gives it, or null where it has none, read without the rest of its
     * record: choosing the command that runs asks each command class before it.
     */
    synchronized String commandName(Class<?> type) {
        ClassRecord parsed = records.get(type);
        if (parsed != null) {
            return parsed.command() == null ? null : parsed.command().name();
        }
        for (String line : section(type)) {
            if (line.startsWith("command\t")) {
                List<String> tokens = Tokens.split(line);
                for (int i = 1; i + 1 < tokens.size(); i += 2) {
                    if (tokens.get(i).equals("name")) {
                        return (String) Tokens.decode(tokens.get(i + 1));
                    }
                }
                return (String) defaults("Command").get("name");
            }
        }
        return null;
    }

    /** The lines of {@code type}'s record, which must be in the snapshot and unchanged since. */
    private List<String> section(Class<?> type) {
        List<String> section = sections.get(type.getName());
        if (section == null) {
            throw new Unusable(type.getName() + " is not in the snapshot");
        }
        String checksum = Tokens.split(section.get(0)).get(2);
        if (!checksum.equals(checksum(type))) {
            throw new Unusable(type.getName() + " has changed since the snapshot was written");
        }
        return section;
    }

    private ClassRecord parseRecord(Class<?> type) {
        List<String> section = section(type);
        RecordedAnnotation command = null;
        List<MemberRecord> members = new ArrayList<>();
        for (String line : section.subList(1, section.size())) {
            List<String> tokens = Tokens.split(line);
            switch (tokens.get(0)) {
                case "unsupported" -> throw new Unusable(type.getName() + ": " + tokens.get(1));
                case "command" -> command = annotation("Command", tokens, 1);
                case "member" -> members.add(new MemberRecord(tokens.get(1), annotation(tokens.get(2), tokens, 5), tokens.get(3),
                        Tokens.classes(tokens.get(4))));
                default -> throw new IllegalArgumentException("The command model snapshot has a line of unknown kind: " + line);
            }
        }
        return new ClassRecord(type, command, List.copyOf(members));
    }

    private RecordedAnnotation annotation(String typeName, List<String> tokens, int from) {
        Class<? extends Annotation> type = TYPES.get(typeName);
        Map<String, Object> values = defaults(typeName);
        if (type == null || values == null) {
            throw new IllegalArgumentException("The command model snapshot records no annotation type " + typeName + ".");
        }
        return new RecordedAnnotation(type, Tokens.attributes(tokens, from), values);
    }

    /** The default values of the attributes of the annotation type {@code typeName}, or null where the snapshot has none. */
    private synchronized Map<String, Object> defaults(String typeName) {
        Map<String, Object> values = defaults.get(typeName);
        List<String> line = defaultsLines.get(typeName);
        if (values == null && line != null) {
            values = Tokens.attributes(line, 2);
            defaults.put(typeName, values);
        }
        return values;
    }

    /**
     * The CRC-32 of the class file of {@code type}, in hexadecimal ("none" where it cannot be found); for picocli's
     * own classes (its help mixin and help command), picocli's version instead: they change only with picocli, and
     * reading their checksums opened picocli's jar (its directory, a few hundred entries) at every start.
     */
    static String checksum(Class<?> type) {
        return type.getName().startsWith(PICOCLI_PACKAGE) ? "picocli-" + CommandLine.VERSION : ClassFiles.checksum(type);
    }

    private static Map<String, Class<? extends Annotation>> types() {
        Map<String, Class<? extends Annotation>> types = new LinkedHashMap<>();
        for (Class<? extends Annotation> type : List.of(Command.class, Option.class, Parameters.class, ArgGroup.class, Mixin.class,
                Spec.class, ParentCommand.class)) {
            types.put(type.getSimpleName(), type);
        }
        return Map.copyOf(types);
    }

    /** One class: its {@code @Command} (null where it has none) and its annotated fields, in declaration order. */
    record ClassRecord(Class<?> type, RecordedAnnotation command, List<MemberRecord> members) {
    }

    /**
     * One annotated field: its name, its annotation, picocli's description of it (shown in some messages) and the
     * auxiliary types picocli infers from its declared type (the element type of a list, say).
     */
    record MemberRecord(String field, RecordedAnnotation annotation, String description, Class<?>[] auxiliaryTypes) {
    }

    /** A class that the snapshot cannot replay: missing, changed since, or using what replay does not cover. */
    static final class Unusable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unusable(String reason) {
            // No stack trace: the reason is the whole story, and it is a fallback, not a failure.
            super(reason, null, false, false);
        }
    }
}
