package org.nqueens.dlx;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.Arrays;

/**
 * Reads Knuth's exact-cover text in one pass over its characters, for {@link ExactCoverText}. The command line reads a
 * problem once, in a cold JVM, where each regular expression, stream and {@code String} per token costs interpreted
 * time (the 2,056 options of pentominoes 6 x 10 took 65-100 ms by {@code split("\\s+")} a line): so a line is split
 * by hand, and an option's item names are looked up straight from the characters in a hash table of the item names,
 * sized once after the item line, without a {@code String} made per name.
 *
 * <p>A line of plain ASCII (printable characters, space, tab, vertical tab, form feed) is split here; where
 * {@link String#strip()}, {@link String#isBlank()} and {@code split("\\s+")} agree on it, and they do on those
 * characters. Any other line (a control character, a non-ASCII character) and any line at fault is read again by
 * {@link #readLine}, the reference reading, so that what is accepted and every message stay those of the reference.
 */
final class ExactCoverReader {

    private static final char VERTICAL_TAB = 0x0B;

    private final char[] text;
    private final int length;
    private final String source;
    private final ExactCover.Builder builder = ExactCover.builder();
    private boolean itemsRead;
    /** The item names declared, in order, and their open-addressing table (slot to item + 1; 0 is empty). */
    private String[] names = new String[16];
    private int itemCount;
    private int[] slots;
    private int mask;
    private int[] items = new int[16];

    private ExactCoverReader(char[] text, int length, String source) {
        this.text = text;
        this.length = length;
        this.source = source;
    }

    /** The problem of {@code text}, faults named by {@code source} (or without a name if null). */
    static ExactCover read(String text, String source) {
        return new ExactCoverReader(text.toCharArray(), text.length(), source).problem(false);
    }

    /** The problem read from {@code reader}, faults named by {@code source} (or without a name if null). */
    static ExactCover read(Reader reader, String source) {
        char[] text = new char[8192];
        int length = 0;
        try {
            for (int read; (read = reader.read(text, length, text.length - length)) >= 0; ) {
                length += read;
                if (length == text.length) {
                    text = Arrays.copyOf(text, 2 * text.length);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the exact cover problem " + (source == null ? "" : source + " ")
                    + "at line " + (completeLines(text, length) + 1) + ": " + e.getMessage(), e);
        }
        return new ExactCoverReader(text, length, source).problem(false);
    }

    /** As {@link #read(String, String)}, every line by the reference reading: for the tests that compare the two. */
    static ExactCover readByReference(String text, String source) {
        return new ExactCoverReader(text.toCharArray(), text.length(), source).problem(true);
    }

    /** The lines that end before {@code length}, as {@link java.io.BufferedReader#readLine()} counts them. */
    private static int completeLines(char[] text, int length) {
        int lines = 0;
        for (int i = 0; i < length; i++) {
            if (text[i] == '\n' || (text[i] == '\r' && (i + 1 == length || text[i + 1] != '\n'))) {
                lines++;
            }
        }
        return lines;
    }

    private ExactCover problem(boolean byReference) {
        int position = 0;
        int number = 0;
        while (position < length) {
            int start = position;
            boolean plain = !byReference;
            char c = 0;
            for (; position < length; position++) {
                c = text[position];
                if (c == '\n' || c == '\r') {
                    break;
                }
                if (c > '~' || (c < ' ' && c != '\t' && c != VERTICAL_TAB && c != '\f')) {
                    plain = false;
                }
            }
            int end = position;
            if (position < length) {
                position += c == '\r' && position + 1 < length && text[position + 1] == '\n' ? 2 : 1;
            }
            number++;
            try {
                if (!plain || !readPlainLine(start, end)) {
                    readLine(new String(text, start, end - start));
                }
            } catch (IllegalArgumentException e) {
                throw new ExactCoverFormatException(source, number, e.getMessage(), e);
            }
        }
        return builder.build();
    }

    private static boolean isSeparator(char c) {
        return c == ' ' || c == '\t' || c == VERTICAL_TAB || c == '\f';
    }

    /** Reads a line of plain ASCII; false for a line it leaves to the reference reading (one at fault). */
    private boolean readPlainLine(int start, int end) {
        int position = start;
        while (position < end && isSeparator(text[position])) {
            position++;
        }
        if (position == end || text[start] == '|') {
            return true;
        }
        if (!itemsRead) {
            return readPlainItems(start, end);
        }
        int count = 0;
        while (true) {
            while (position < end && isSeparator(text[position])) {
                position++;
            }
            if (position == end) {
                break;
            }
            int tokenStart = position;
            int hash = 0;
            for (; position < end && !isSeparator(text[position]); position++) {
                hash = 31 * hash + text[position];
            }
            int item = find(tokenStart, position, hash);
            if (item < 0) {
                return false;
            }
            if (count == items.length) {
                items = Arrays.copyOf(items, 2 * count);
            }
            items[count++] = item;
        }
        builder.addOption(Arrays.copyOf(items, count));
        return true;
    }

    private boolean readPlainItems(int start, int end) {
        int bars = 0;
        for (int position = start; position < end; position++) {
            bars += text[position] == '|' ? 1 : 0;
        }
        if (bars > 1) {
            return false;
        }
        boolean primary = true;
        int position = start;
        while (position < end) {
            char c = text[position];
            if (c == '|') {
                primary = false;
                position++;
            } else if (isSeparator(c)) {
                position++;
            } else {
                int tokenStart = position;
                while (position < end && text[position] != '|' && !isSeparator(text[position])) {
                    position++;
                }
                declare(new String(text, tokenStart, position - tokenStart), primary);
            }
        }
        indexItems();
        return true;
    }

    /** The reference reading of one line, as the reader was first written: strip, split by regular expressions. */
    private void readLine(String line) {
        if (line.startsWith("|") || line.isBlank()) {
            return;
        }
        if (itemsRead) {
            builder.option(tokens(line));
            return;
        }
        String[] parts = line.split("\\|", -1);
        if (parts.length > 2) {
            throw new IllegalArgumentException("The item line has " + (parts.length - 1)
                    + " '|' separators; at most one goes between the primary and the secondary items.");
        }
        for (String name : tokens(parts[0])) {
            declare(name, true);
        }
        if (parts.length == 2) {
            for (String name : tokens(parts[1])) {
                declare(name, false);
            }
        }
        indexItems();
    }

    private static String[] tokens(String text) {
        String trimmed = text.strip();
        return trimmed.isEmpty() ? new String[0] : trimmed.split("\\s+");
    }

    private void declare(String name, boolean primary) {
        builder.addItem(name, primary);
        if (itemCount == names.length) {
            names = Arrays.copyOf(names, 2 * itemCount);
        }
        names[itemCount++] = name;
    }

    /** The table of the item names, at most half full, made once the item line is read. */
    private void indexItems() {
        itemsRead = true;
        int capacity = Integer.highestOneBit(Math.max(2 * itemCount, 2) - 1) << 1;
        slots = new int[capacity];
        mask = capacity - 1;
        for (int item = 0; item < itemCount; item++) {
            int slot = names[item].hashCode() & mask;
            while (slots[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            slots[slot] = item + 1;
        }
    }

    /** The item named by {@code text[start, end)} (whose {@link String#hashCode()} is {@code hash}), or -1. */
    private int find(int start, int end, int hash) {
        for (int slot = hash & mask; slots[slot] != 0; slot = (slot + 1) & mask) {
            String name = names[slots[slot] - 1];
            if (name.length() == end - start && matches(name, start)) {
                return slots[slot] - 1;
            }
        }
        return -1;
    }

    private boolean matches(String name, int start) {
        for (int k = 0; k < name.length(); k++) {
            if (name.charAt(k) != text[start + k]) {
                return false;
            }
        }
        return true;
    }
}
