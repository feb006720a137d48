package org.nqueens.formulations.bitboard.parts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.nqueens.formulations.bitboard.count.SymmetricSearch;
import org.nqueens.formulations.bitboard.placements.PlacementSearch;
import org.nqueens.solver.Checkpoint;
import org.nqueens.solver.WorkSplitter;

/**
 * What one part of an empty-board count found, and what several found together.
 *
 * @param eightfold solution classes of eight (frame parts)
 * @param fourfold classes of four, symmetric under the half turn (frame parts)
 * @param twofold classes of two, symmetric under the quarter turn (frame parts)
 * @param nodes queens placed inside frames (frame parts)
 * @param solutions whole solutions reached by the plain row-by-row search (row parts), mirror images included
 * @param placements safe queens placed by the plain row-by-row search (row parts), mirror images included
 * @param levels those placements row by row (0-based), when the row search ran; empty otherwise (frame parts, and
 *     counts read from a journal that does not keep them); their sum is the placements
 */
record Counts(long eightfold, long fourfold, long twofold, long nodes, long solutions, long placements, long[] levels) {

    /** The numbers of a checkpoint line before the levels (first: the codecs below read them). */
    private static final List<String> FIELDS = List.of("eightfold", "fourfold", "twofold", "nodes", "solutions", "placements");

    /** Nothing counted. */
    static final Counts ZERO = new Counts(0, 0, 0, 0, 0, 0, new long[0]);

    /** Adding up, with the solutions for progress: the classes times their sizes, or the row search's. */
    static final WorkSplitter.Summation<Counts> SUM = new WorkSplitter.Summation<>(ZERO, Counts::plus, Counts::found);

    /** The six numbers of a checkpoint line of a count that does not ask for the levels. */
    static final Checkpoint.Codec<Counts> CODEC = codec(0);

    /**
     * The numbers of a checkpoint line: the six counts, then {@code levels} widths ({@code level1}..., 0 when the count
     * does not ask for them: a count's journal without levels is the same file it was before they were counted).
     */
    static Checkpoint.Codec<Counts> codec(int levels) {
        List<String> fields = new ArrayList<>(FIELDS);
        for (int k = 1; k <= levels; k++) {
            fields.add("level" + k);
        }
        List<String> named = List.copyOf(fields);
        return new Checkpoint.Codec<>() {
            @Override
            public List<String> fields() {
                return named;
            }

            @Override
            public long[] encode(Counts counts) {
                long[] values = Arrays.copyOf(new long[] {counts.eightfold, counts.fourfold, counts.twofold, counts.nodes, counts.solutions,
                    counts.placements}, named.size());
                if (levels > 0 && counts.levels.length > 0) {
                    if (counts.levels.length != levels) {
                        throw new IllegalArgumentException("Counts of " + counts.levels.length + " levels cannot be written as " + levels + ".");
                    }
                    System.arraycopy(counts.levels, 0, values, FIELDS.size(), levels);
                }
                return values;
            }

            @Override
            public Counts decode(long[] values) {
                if (values.length != named.size()) {
                    throw new IllegalArgumentException("The counts of a part must be " + named.size() + " numbers; " + values.length
                            + " were given.");
                }
                return new Counts(values[0], values[1], values[2], values[3], values[4], values[5],
                        Arrays.copyOfRange(values, FIELDS.size(), values.length));
            }
        };
    }

    /** Validates that no count is negative, and that the levels add up to the placements. */
    Counts {
        levels = levels.clone();
        if (eightfold < 0 || fourfold < 0 || twofold < 0 || nodes < 0 || solutions < 0 || placements < 0
                || Arrays.stream(levels).anyMatch(width -> width < 0)) {
            throw new IllegalArgumentException("The counts of a part (" + eightfold + ", " + fourfold + ", " + twofold + ", " + nodes
                    + ", " + solutions + ", " + placements + ", levels " + Arrays.toString(levels) + ") cannot be negative.");
        }
        if (levels.length > 0 && Arrays.stream(levels).sum() != placements) {
            throw new IllegalArgumentException("The levels of a part " + Arrays.toString(levels) + " must add up to its placements ("
                    + placements + ").");
        }
    }

    /** What a frame part found. */
    static Counts of(SymmetricSearch.Classes frame) {
        return new Counts(frame.eightfold(), frame.fourfold(), frame.twofold(), frame.nodes(), 0, 0, new long[0]);
    }

    /** What a prefix part found. */
    static Counts of(PlacementSearch.Found prefix) {
        return new Counts(0, 0, 0, 0, prefix.solutions(), prefix.placements(), prefix.levels());
    }

    /** The placements row by row (a copy): empty when no row search ran. */
    @Override
    public long[] levels() {
        return levels.clone();
    }

    /**
     * The sum of two. Counts without levels but with placements (read from a journal that does not keep the levels)
     * make a sum without levels: its levels would not add up to its placements.
     */
    Counts plus(Counts other) {
        long[] sum;
        if (levels.length == 0 || other.levels.length == 0) {
            Counts without = levels.length == 0 ? this : other;
            sum = without.placements > 0 ? new long[0] : (levels.length == 0 ? other.levels : levels);
        } else if (levels.length != other.levels.length) {
            throw new IllegalArgumentException("Counts of " + levels.length + " and " + other.levels.length + " levels cannot be added.");
        } else {
            sum = new long[levels.length];
            for (int k = 0; k < sum.length; k++) {
                sum[k] = levels[k] + other.levels[k];
            }
        }
        return new Counts(eightfold + other.eightfold, fourfold + other.fourfold, twofold + other.twofold, nodes + other.nodes,
                solutions + other.solutions, placements + other.placements, sum);
    }

    /** All solutions of the classes counted in frames. */
    long classified() {
        return 8 * eightfold + 4 * fourfold + 2 * twofold;
    }

    /** The classes counted in frames. */
    long unique() {
        return eightfold + fourfold + twofold;
    }

    /** Solutions found, by whichever search ran (a count runs the row search alone only when it asks placements alone). */
    long found() {
        return classified() + solutions;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Counts that && eightfold == that.eightfold && fourfold == that.fourfold && twofold == that.twofold
                && nodes == that.nodes && solutions == that.solutions && placements == that.placements && Arrays.equals(levels, that.levels);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(new long[] {eightfold, fourfold, twofold, nodes, solutions, placements}) * 31 + Arrays.hashCode(levels);
    }

    @Override
    public String toString() {
        return "Counts[eightfold=" + eightfold + ", fourfold=" + fourfold + ", twofold=" + twofold + ", nodes=" + nodes + ", solutions="
                + solutions + ", placements=" + placements + (levels.length == 0 ? "" : ", levels=" + Arrays.toString(levels)) + "]";
    }
}
