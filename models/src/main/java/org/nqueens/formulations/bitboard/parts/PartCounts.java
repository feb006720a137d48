package org.nqueens.formulations.bitboard.parts;

import java.io.Serializable;
import java.util.Arrays;

/**
 * What one or several parts of an empty-board count found, as a value that travels between
 * processes (Java serialization: a few numbers) and adds up in any order. It holds the numbers a
 * checkpoint line holds, so it stays in step with the counter's own result whatever that counts.
 */
public final class PartCounts implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Nothing counted. */
    public static final PartCounts ZERO = new PartCounts(Counts.ZERO);

    /** The most levels a part's counts hold: one a row of the largest board. */
    private static final int MAX_LEVELS = Long.SIZE;

    /** The numbers of the counts, in the order of {@link Counts#codec}'s fields, its levels last. */
    private final long[] values;

    PartCounts(Counts counts) {
        this.values = Counts.codec(counts.levels().length).encode(counts);
    }

    /**
     * The counts of a part whose interior ({@link org.nqueens.formulations.bitboard.count.Interior}) was searched elsewhere.
     *
     * @param interiors the ways to fill every free row
     * @param nodes the queens placed on safe squares in all free rows, in the order of the rows
     */
    public static PartCounts ofInterior(long interiors, long nodes) {
        if (interiors < 0 || nodes < interiors) {
            throw new IllegalArgumentException("An interior search found " + interiors + " interiors with " + nodes
                    + " nodes; the interiors cannot be negative nor exceed the nodes.");
        }
        return new PartCounts(new Counts(interiors, 0, 0, nodes, 0, 0, new long[0]));
    }

    /** The counts these numbers stand for. */
    Counts counts() {
        return Counts.codec(values.length - Counts.CODEC.fields().size()).decode(values.clone());
    }

    /** The sum of these counts and {@code other}'s. */
    public PartCounts plus(PartCounts other) {
        return new PartCounts(counts().plus(other.counts()));
    }

    /**
     * The safe placements of the plain row-by-row search these parts hold, row by row (0-based): empty when they hold
     * none so counted (frames), or hold placements without their rows.
     */
    public long[] levels() {
        return counts().levels();
    }

    /** The solutions these parts hold (for progress reports). */
    public long solutions() {
        return counts().found();
    }

    /** A value read from a stream is checked as a new one is: numbers no count has are refused. */
    private Object readResolve() {
        int fields = Counts.CODEC.fields().size();
        if (values == null || values.length < fields || values.length > fields + MAX_LEVELS) {
            throw new IllegalArgumentException("The counts of a part must be " + fields + " numbers (" + String.join(", ", Counts.CODEC.fields())
                    + ") and at most " + MAX_LEVELS + " levels; " + (values == null ? "none" : values.length) + " arrived.");
        }
        return new PartCounts(counts());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PartCounts counts && Arrays.equals(values, counts.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return counts().toString();
    }
}
