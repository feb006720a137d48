package org.nqueens.dlx;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A generalized exact cover problem (D. E. Knuth, <i>The Art of Computer Programming</i> 4B,
 * 7.2.2.1): a set of items, each primary or secondary, and a list of options, each a nonempty set
 * of items. A solution is a set of options that contains every primary item exactly once and every
 * secondary item at most once. As in Knuth's programs, an option made only of secondary items is
 * never chosen by the search (it covers no primary item), though it may be fixed in advance.
 *
 * <p>Items and options are numbered from 0 in the order they were given; a solution names its
 * options by these numbers. Immutable; build one with {@link #builder()} or read one with
 * {@link ExactCoverText#parse(String)}.
 */
public final class ExactCover {

    private final String[] names;
    private final boolean[] primary;
    private final int primaryCount;
    private final int[] optionStart;
    private final int[] entries;

    private ExactCover(Builder builder) {
        this.names = Arrays.copyOf(builder.names, builder.itemCount);
        this.primary = Arrays.copyOf(builder.primary, builder.itemCount);
        int primaries = 0;
        for (boolean p : primary) {
            primaries += p ? 1 : 0;
        }
        this.primaryCount = primaries;
        this.optionStart = Arrays.copyOf(builder.optionStart, builder.optionCount + 1);
        this.entries = Arrays.copyOf(builder.entries, builder.entryCount);
    }

    /** A builder with no items and no options. */
    public static Builder builder() {
        return new Builder();
    }

    /** How many items, primary and secondary. */
    public int itemCount() {
        return names.length;
    }

    /** How many primary items. */
    public int primaryCount() {
        return primaryCount;
    }

    /** How many options. */
    public int optionCount() {
        return optionStart.length - 1;
    }

    /** How many items all the options name together (the 1s of the matrix). */
    public int entryCount() {
        return entries.length;
    }

    /** The name of item {@code item}. */
    public String itemName(int item) {
        return names[checkItem(item)];
    }

    /** Whether item {@code item} is primary (to be covered exactly once) rather than secondary (at most once). */
    public boolean isPrimary(int item) {
        return primary[checkItem(item)];
    }

    /** The items of option {@code option}, in the order given. */
    public int[] option(int option) {
        checkOption(option);
        return Arrays.copyOfRange(entries, optionStart[option], optionStart[option + 1]);
    }

    /** How many items option {@code option} names. */
    public int optionSize(int option) {
        checkOption(option);
        return optionStart[option + 1] - optionStart[option];
    }

    int optionStart(int option) {
        return optionStart[option];
    }

    int entry(int index) {
        return entries[index];
    }

    private int checkItem(int item) {
        if (item < 0 || item >= names.length) {
            throw new IllegalArgumentException("The item number (" + item + ") must lie between 0 and " + (names.length - 1) + ".");
        }
        return item;
    }

    void checkOption(int option) {
        if (option < 0 || option >= optionCount()) {
            throw new IllegalArgumentException("The option number (" + option + ") must lie between 0 and " + (optionCount() - 1) + ".");
        }
    }

    @Override
    public String toString() {
        return "ExactCover(" + primaryCount + " primary and " + (names.length - primaryCount) + " secondary items, "
                + optionCount() + " options)";
    }

    /**
     * Collects items and options. Items come first: an option may name only items already declared.
     * Item names are nonempty and contain neither white space nor {@code |}, so that the problem can
     * be written in Knuth's text format.
     */
    public static final class Builder {
        private final Map<String, Integer> index = new HashMap<>();
        private String[] names = new String[16];
        private boolean[] primary = new boolean[16];
        private int itemCount;
        private int[] optionStart = new int[16];
        private int optionCount;
        private int[] entries = new int[64];
        private int entryCount;
        private int[] seen = new int[16];

        private Builder() {
        }

        /** Declares primary items, to be covered exactly once; returns this builder. */
        public Builder primary(String... itemNames) {
            for (String name : itemNames) {
                addItem(name, true);
            }
            return this;
        }

        /** Declares primary items, to be covered exactly once; returns this builder. */
        public Builder primary(List<String> itemNames) {
            return primary(itemNames.toArray(String[]::new));
        }

        /** Declares secondary items, to be covered at most once; returns this builder. */
        public Builder secondary(String... itemNames) {
            for (String name : itemNames) {
                addItem(name, false);
            }
            return this;
        }

        /** Declares secondary items, to be covered at most once; returns this builder. */
        public Builder secondary(List<String> itemNames) {
            return secondary(itemNames.toArray(String[]::new));
        }

        /** Declares an item and returns its number. */
        public int addItem(String name, boolean isPrimary) {
            if (name == null || name.isEmpty() || !isPlainName(name)) {
                throw new IllegalArgumentException("The item name '" + name + "' must be nonempty, without white space or '|'.");
            }
            if (index.putIfAbsent(name, itemCount) != null) {
                throw new IllegalArgumentException("The item '" + name + "' is declared twice; item names must be distinct.");
            }
            if (itemCount == names.length) {
                names = Arrays.copyOf(names, 2 * itemCount);
                primary = Arrays.copyOf(primary, 2 * itemCount);
            }
            names[itemCount] = name;
            primary[itemCount] = isPrimary;
            return itemCount++;
        }

        /** Whether {@code name} holds neither white space nor '|' (a loop, not a stream: the reader calls it in a cold JVM). */
        private static boolean isPlainName(String name) {
            for (int k = 0; k < name.length(); k++) {
                char c = name.charAt(k);
                if (c == '|' || Character.isWhitespace(c)) {
                    return false;
                }
            }
            return true;
        }

        /** Adds an option naming items by name; returns this builder. */
        public Builder option(String... itemNames) {
            int[] items = new int[itemNames.length];
            for (int k = 0; k < itemNames.length; k++) {
                Integer item = index.get(itemNames[k]);
                if (item == null) {
                    throw new IllegalArgumentException("The option " + String.join(" ", itemNames) + " names '" + itemNames[k]
                            + "', which is not a declared item.");
                }
                items[k] = item;
            }
            addOption(items);
            return this;
        }

        /** Adds an option naming items by name; returns this builder. */
        public Builder option(List<String> itemNames) {
            return option(itemNames.toArray(String[]::new));
        }

        /** Adds an option naming items by number and returns the option's number. */
        public int addOption(int... items) {
            if (items.length == 0) {
                throw new IllegalArgumentException("Option " + optionCount + " is empty; an option must name at least one item.");
            }
            if (seen.length < itemCount) {
                seen = Arrays.copyOf(seen, Math.max(itemCount, 2 * seen.length));
            }
            int mark = optionCount + 1;
            for (int item : items) {
                if (item < 0 || item >= itemCount) {
                    throw new IllegalArgumentException("Option " + optionCount + " names the item number " + item
                            + ", but the items are numbered 0 to " + (itemCount - 1) + ".");
                }
                if (seen[item] == mark) {
                    throw new IllegalArgumentException("Option " + optionCount + " names the item '" + names[item]
                            + "' twice; an option is a set of distinct items.");
                }
                seen[item] = mark;
            }
            if (optionCount + 2 > optionStart.length) {
                optionStart = Arrays.copyOf(optionStart, 2 * optionStart.length);
            }
            if (entryCount + items.length > entries.length) {
                entries = Arrays.copyOf(entries, Math.max(entryCount + items.length, 2 * entries.length));
            }
            System.arraycopy(items, 0, entries, entryCount, items.length);
            entryCount += items.length;
            optionCount++;
            optionStart[optionCount] = entryCount;
            return optionCount - 1;
        }

        /** The number of the item named {@code name}. */
        public int item(String name) {
            Integer item = index.get(name);
            if (item == null) {
                throw new IllegalArgumentException("'" + name + "' is not a declared item.");
            }
            return item;
        }

        /** The problem of the items and options given so far. */
        public ExactCover build() {
            return new ExactCover(this);
        }
    }
}
