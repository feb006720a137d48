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

    /** The numbers of the counts, in the order of {@link Counts#CODEC}'s fields. */
    private final long[] values;

    PartCounts(Counts counts) {
        this.values = Counts.CODEC.encode(counts);
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
        return new PartCounts(new Counts(interiors, 0, 0, nodes, 0, 0));
    }

    /** The counts these numbers stand for. */
    Counts counts() {
        return Counts.CODEC.decode(values.clone());
    }

    /** The sum of these counts and {@code other}'s. */
    public PartCounts plus(PartCounts other) {
        return new PartCounts(counts().plus(other.counts()));
    }

    /** The solutions these parts hold (for progress reports). */
    public long solutions() {
        return counts().found();
    }

    /** A value read from a stream is checked as a new one is: numbers no count has are refused. */
    private Object readResolve() {
        if (values == null || values.length != Counts.CODEC.fields().size()) {
            throw new IllegalArgumentException("The counts of a part must be " + Counts.CODEC.fields().size() + " numbers ("
                    + String.join(", ", Counts.CODEC.fields()) + "); " + (values == null ? "none" : values.length) + " arrived.");
        }
        return new PartCounts(Counts.CODEC.decode(values.clone()));
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
