package org.nqueens.formulations.bitboard.parts;

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
 */
record Counts(long eightfold, long fourfold, long twofold, long nodes, long solutions, long placements) {

    /** Nothing counted. */
    static final Counts ZERO = new Counts(0, 0, 0, 0, 0, 0);

    /** Adding up, with the solutions for progress: the classes times their sizes, or the row search's. */
    static final WorkSplitter.Summation<Counts> SUM = new WorkSplitter.Summation<>(ZERO, Counts::plus, Counts::found);

    /** The six numbers of a checkpoint line. */
    static final Checkpoint.Codec<Counts> CODEC = new Checkpoint.Codec<>() {
        @Override
        public List<String> fields() {
            return List.of("eightfold", "fourfold", "twofold", "nodes", "solutions", "placements");
        }

        @Override
        public long[] encode(Counts counts) {
            return new long[] {counts.eightfold, counts.fourfold, counts.twofold, counts.nodes, counts.solutions, counts.placements};
        }

        @Override
        public Counts decode(long[] values) {
            return new Counts(values[0], values[1], values[2], values[3], values[4], values[5]);
        }
    };

    /** Validates that no count is negative. */
    Counts {
        if (eightfold < 0 || fourfold < 0 || twofold < 0 || nodes < 0 || solutions < 0 || placements < 0) {
            throw new IllegalArgumentException("The counts of a part (" + eightfold + ", " + fourfold + ", " + twofold + ", " + nodes
                    + ", " + solutions + ", " + placements + ") cannot be negative.");
        }
    }

    /** What a frame part found. */
    static Counts of(SymmetricSearch.Classes frame) {
        return new Counts(frame.eightfold(), frame.fourfold(), frame.twofold(), frame.nodes(), 0, 0);
    }

    /** What a prefix part found. */
    static Counts of(PlacementSearch.Found prefix) {
        return new Counts(0, 0, 0, 0, prefix.solutions(), prefix.placements());
    }

    /** The sum of two. */
    Counts plus(Counts other) {
        return new Counts(eightfold + other.eightfold, fourfold + other.fourfold, twofold + other.twofold, nodes + other.nodes,
                solutions + other.solutions, placements + other.placements);
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
}
