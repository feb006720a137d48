package org.nqueens.cli.snapshot;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The snapshot's text: tab-separated tokens (a backslash escapes a backslash, tab, line break or comma within one),
 * and attribute values written with a letter for their type: s a string, S strings (their count, a colon, the strings
 * separated by commas), z a boolean, i an int, c a char (its code), C a class, K classes (as S), e an enum constant (its
 * class, '#', its name).
 */
final class Tokens {

    private Tokens() {
    }

    /** The tokens of {@code line}, still escaped. */
    static List<String> split(String line) {
        return List.of(line.split("\t", -1));
    }

    /** {@code text} escaped so that it holds no tab, line break or bare comma. */
    static String escape(String text) {
        StringBuilder escaped = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\' -> escaped.append("\\\\");
                case '\t' -> escaped.append("\\t");
                case '\n' -> escaped.append("\\n");
                case '\r' -> escaped.append("\\r");
                case ',' -> escaped.append("\\,");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }

    /** The strings of an escaped token: one, or several separated by bare commas where {@code list}. */
    static List<String> unescape(String token, boolean list) {
        if (token.indexOf('\\') < 0) {
            // Nothing escaped, the common case: split on the commas alone.
            return list ? List.of(token.split(",", -1)) : List.of(token);
        }
        List<String> values = new ArrayList<>();
        StringBuilder value = new StringBuilder(token.length());
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c == '\\' && i + 1 < token.length()) {
                char next = token.charAt(++i);
                value.append(switch (next) {
                    case 't' -> '\t';
                    case 'n' -> '\n';
                    case 'r' -> '\r';
                    default -> next;
                });
            } else if (c == ',' && list) {
                values.add(value.toString());
                value.setLength(0);
            } else {
                value.append(c);
            }
        }
        values.add(value.toString());
        return values;
    }

    /** The token of an attribute's value. */
    static String encode(Object value) {
        if (value instanceof String text) {
            return "s" + escape(text);
        }
        if (value instanceof String[] texts) {
            List<String> escaped = new ArrayList<>();
            for (String text : texts) {
                escaped.add(escape(text));
            }
            return "S" + texts.length + ":" + String.join(",", escaped);
        }
        if (value instanceof Boolean flag) {
            return "z" + flag;
        }
        if (value instanceof Integer number) {
            return "i" + number;
        }
        if (value instanceof Character character) {
            return "c" + (int) character;
        }
        if (value instanceof Class<?> type) {
            return "C" + type.getName();
        }
        if (value instanceof Class<?>[] types) {
            List<String> names = new ArrayList<>();
            for (Class<?> type : types) {
                names.add(type.getName());
            }
            return "K" + types.length + ":" + String.join(",", names);
        }
        if (value instanceof Enum<?> constant) {
            return "e" + constant.getDeclaringClass().getName() + "#" + constant.name();
        }
        throw new IllegalArgumentException("An annotation value of type " + value.getClass().getName() + " cannot be recorded: " + value + ".");
    }

    /** The value of an attribute's token. */
    static Object decode(String token) {
        String body = token.substring(1);
        return switch (token.charAt(0)) {
            case 's' -> unescape(body, false).get(0);
            case 'S' -> strings(body).toArray(new String[0]);
            case 'z' -> Boolean.valueOf(body);
            case 'i' -> Integer.valueOf(body);
            case 'c' -> (char) Integer.parseInt(body);
            case 'C' -> type(body);
            case 'K' -> classes(body);
            case 'e' -> constant(body);
            default -> throw new IllegalArgumentException("The command model snapshot has a value of unknown type: " + token + ".");
        };
    }

    /** The attributes of {@code tokens} from {@code from} on: name, value, name, value... */
    static Map<String, Object> attributes(List<String> tokens, int from) {
        Map<String, Object> attributes = new HashMap<>();
        for (int i = from; i + 1 < tokens.size(); i += 2) {
            attributes.put(tokens.get(i), decode(tokens.get(i + 1)));
        }
        return attributes;
    }

    /** The strings of an array's token: their count, a colon, the strings separated by commas. */
    private static List<String> strings(String body) {
        int colon = body.indexOf(':');
        return Integer.parseInt(body.substring(0, colon)) == 0 ? List.of() : unescape(body.substring(colon + 1), true);
    }

    /** The classes of an array's token: their count, a colon, the names separated by commas. */
    static Class<?>[] classes(String body) {
        List<String> each = strings(body);
        Class<?>[] types = new Class<?>[each.size()];
        for (int i = 0; i < types.length; i++) {
            types[i] = type(each.get(i));
        }
        return types;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object constant(String body) {
        int hash = body.indexOf('#');
        return Enum.valueOf((Class) type(body.substring(0, hash)), body.substring(hash + 1));
    }

    /** The class named {@code name} (a primitive type's name too); one missing makes the snapshot unusable. */
    static Class<?> type(String name) {
        Class<?> primitive = PRIMITIVES.get(name);
        if (primitive != null) {
            return primitive;
        }
        try {
            return Class.forName(name, false, Tokens.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new ModelSnapshot.Unusable("the class " + name + " it names is not on the class path");
        }
    }

    private static final Map<String, Class<?>> PRIMITIVES = primitives();

    private static Map<String, Class<?>> primitives() {
        Map<String, Class<?>> primitives = new HashMap<>();
        for (Class<?> type : new Class<?>[] {boolean.class, byte.class, char.class, short.class, int.class, long.class, float.class,
            double.class, void.class}) {
            primitives.put(type.getName(), type);
        }
        return Map.copyOf(primitives);
    }
}
