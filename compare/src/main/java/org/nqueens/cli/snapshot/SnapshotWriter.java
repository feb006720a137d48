package org.nqueens.cli.snapshot;

import java.io.IOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * Writes the snapshot of the command line's annotations (run by the build after compiling): every class of a class
 * folder that carries picocli annotations, its superclasses, and the classes named on the command line (picocli's own
 * help command), each with the checksum of its class file. What the replay does not cover (an annotated method, a
 * {@code @Unmatched} field, a type whose auxiliary types come from generics other than a list's) is written as
 * "unsupported", and such a class is read from its annotations at run time.
 *
 * <pre>java org.nqueens.cli.snapshot.SnapshotWriter OUTPUT_FILE CLASS_FOLDER [CLASS...]</pre>
 */
public final class SnapshotWriter {

    private SnapshotWriter() {
    }

    public static void main(String[] args) throws IOException, ClassNotFoundException {
        if (args.length < 2) {
            throw new IllegalArgumentException("Usage: SnapshotWriter OUTPUT_FILE CLASS_FOLDER [CLASS...]");
        }
        Path folder = Path.of(args[1]);
        List<Class<?>> classes = new ArrayList<>();
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
                String relative = folder.relativize(file).toString();
                String name = relative.substring(0, relative.length() - ".class".length()).replace(file.getFileSystem().getSeparator(), ".");
                Class<?> type = Class.forName(name, false, SnapshotWriter.class.getClassLoader());
                if (annotated(type)) {
                    classes.add(type);
                }
            }
        }
        for (String name : Arrays.asList(args).subList(2, args.length)) {
            classes.add(Class.forName(name, false, SnapshotWriter.class.getClassLoader()));
        }
        Path output = Path.of(args[0]);
        Files.createDirectories(output.toAbsolutePath().getParent());
        Files.writeString(output, write(classes), StandardCharsets.UTF_8);
    }

    /** The snapshot of {@code classes} and their superclasses. */
    static String write(List<Class<?>> classes) {
        Map<String, Class<?>> all = new TreeMap<>();
        for (Class<?> type : classes) {
            for (Class<?> each = type; each != null && each != Object.class; each = each.getSuperclass()) {
                all.put(each.getName(), each);
            }
        }
        StringBuilder text = new StringBuilder(ModelSnapshot.HEADER).append('\n');
        for (Map.Entry<String, Class<? extends Annotation>> type : new TreeMap<>(ModelSnapshot.TYPES).entrySet()) {
            text.append("defaults\t").append(type.getKey());
            for (Method attribute : attributes(type.getValue())) {
                Object value = attribute.getDefaultValue();
                if (value != null) {
                    text.append('\t').append(attribute.getName()).append('\t').append(Tokens.encode(value));
                }
            }
            text.append('\n');
        }
        for (Class<?> type : all.values()) {
            text.append("class\t").append(type.getName()).append('\t').append(ModelSnapshot.checksum(type)).append('\n');
            String unsupported = unsupported(type);
            if (unsupported != null) {
                text.append("unsupported\t").append(Tokens.escape(unsupported)).append('\n');
                continue;
            }
            Command command = type.getAnnotation(Command.class);
            if (command != null) {
                text.append("command").append(attributeValues(command)).append('\n');
            }
            for (Field field : type.getDeclaredFields()) {
                Annotation annotation = recorded(field);
                if (annotation != null) {
                    text.append("member\t").append(field.getName()).append('\t').append(annotation.annotationType().getSimpleName())
                            .append('\t').append(Tokens.escape(description(field, annotation)))
                            .append('\t').append(Tokens.encode(auxiliaryTypes(field, annotation)).substring(1))
                            .append(attributeValues(annotation)).append('\n');
                }
            }
        }
        return text.toString();
    }

    /** Why the replay cannot build {@code type}, or null where it can. */
    private static String unsupported(Class<?> type) {
        for (Method method : type.getDeclaredMethods()) {
            if (method.isAnnotationPresent(Command.class) || isPicocli(method)) {
                return "the method " + method.getName() + " is annotated";
            }
        }
        Command command = type.getAnnotation(Command.class);
        if (command != null) {
            for (Field field : command.versionProvider().getDeclaredFields()) {
                if (field.isAnnotationPresent(Spec.class)) {
                    return "its version provider has a @Spec field";
                }
            }
        }
        for (Field field : type.getDeclaredFields()) {
            long annotations = Arrays.stream(field.getAnnotations()).filter(a -> ModelSnapshot.TYPES.containsValue(a.annotationType())).count();
            if (field.isAnnotationPresent(Unmatched.class) || annotations > 1) {
                return "the field " + field.getName() + " has an @Unmatched annotation or several";
            }
            Annotation annotation = recorded(field);
            if (annotation != null && auxiliaryTypes(field, annotation) == null) {
                return "the type of the field " + field.getName() + " is not covered (" + field.getGenericType() + ")";
            }
        }
        return null;
    }

    private static boolean annotated(Class<?> type) {
        if (type.isAnnotationPresent(Command.class)) {
            return true;
        }
        return Stream.concat(Arrays.stream(type.getDeclaredFields()), Arrays.stream(type.getDeclaredMethods())).anyMatch(SnapshotWriter::isPicocli);
    }

    private static boolean isPicocli(AnnotatedElement element) {
        return element.isAnnotationPresent(Unmatched.class) || ModelSnapshot.TYPES.values().stream().anyMatch(element::isAnnotationPresent);
    }

    private static Annotation recorded(Field field) {
        for (Annotation annotation : field.getAnnotations()) {
            if (ModelSnapshot.TYPES.containsValue(annotation.annotationType())) {
                return annotation;
            }
        }
        return null;
    }

    /** picocli's description of a field: its type and name, as messages show it. */
    private static String description(Field field, Annotation annotation) {
        String generic = field.toGenericString().replace("private ", "").replace("protected ", "").replace("public ", "")
                .replace("java.lang.", "");
        return annotation.annotationType().getSimpleName().equals("Mixin") ? "mixin from member " + generic : "field " + generic;
    }

    /**
     * The auxiliary types picocli infers for {@code field} (its RuntimeTypeInfo.inferTypes): those the annotation names,
     * an array's component type, a collection's element type, else the field's type; null for what replay does not cover
     * (a map, an Optional, a collection without one class as its element type, a char array).
     */
    static Class<?>[] auxiliaryTypes(Field field, Annotation annotation) {
        Object declared = value(annotation, "type");
        if (declared instanceof Class<?>[] types && types.length > 0) {
            return types;
        }
        Class<?> type = field.getType();
        if (type == char[].class || type == Optional.class || Map.class.isAssignableFrom(type)) {
            return null;
        }
        if (type.isArray()) {
            return new Class<?>[] {type.getComponentType()};
        }
        if (Collection.class.isAssignableFrom(type)) {
            if (field.getGenericType() instanceof ParameterizedType generic) {
                Type[] arguments = generic.getActualTypeArguments();
                if (arguments.length == 1 && arguments[0] instanceof Class<?> element) {
                    return new Class<?>[] {element};
                }
            }
            return null;
        }
        return new Class<?>[] {type};
    }

    /** The attributes of {@code annotation} whose values differ from their defaults, as tokens: name, value... */
    private static String attributeValues(Annotation annotation) {
        StringBuilder tokens = new StringBuilder();
        for (Method attribute : attributes(annotation.annotationType())) {
            Object value = value(annotation, attribute.getName());
            if (!Objects.deepEquals(value, attribute.getDefaultValue())) {
                tokens.append('\t').append(attribute.getName()).append('\t').append(Tokens.encode(value));
            }
        }
        return tokens.toString();
    }

    private static List<Method> attributes(Class<? extends Annotation> type) {
        List<Method> attributes = new ArrayList<>(Arrays.asList(type.getDeclaredMethods()));
        attributes.sort(Comparator.comparing(Method::getName));
        return attributes;
    }

    private static Object value(Annotation annotation, String attribute) {
        try {
            return annotation.annotationType().getMethod(attribute).invoke(annotation);
        } catch (NoSuchMethodException e) {
            return null;
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("The attribute " + attribute + " of " + annotation + " cannot be read.", e);
        }
    }
}
