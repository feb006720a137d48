package org.nqueens.formulations.bitboard.count;

import java.util.Arrays;

/**
 * The interior of a frame with no symmetry, as a plain search sees it: the free rows in search
 * order, each with the columns the frame leaves it (column c is bit c), and the row distance from
 * each to the next (the frame's own rows are skipped, so a diagonal moves that many columns). Every
 * way to put a queen on each free row with no two attacking is one interior, a class of eight
 * solutions; its counts are the interiors and the queens placed on safe squares in all free rows
 * (the nodes), however a search finds them ({@code PartCounts.ofInterior}). What an engine that counts elsewhere (a GPU)
 * needs of a part, and nothing of the symmetries.
 *
 * @param n the board size
 * @param masks the columns free of the frame's attacks in each free row, in search order; at least one row
 * @param shifts the row distance from each free row to the next, one fewer than the rows
 */
public record Interior(int n, long[] masks, int[] shifts) {

    /** Validates the shape and keeps copies. */
    public Interior {
        if (masks == null || shifts == null || masks.length < 1 || shifts.length != masks.length - 1 || masks.length > n - 2) {
            throw new IllegalArgumentException("An interior of the " + n + " x " + n + " board needs 1 to " + (n - 2)
                    + " free rows and one shift fewer; " + (masks == null ? "no" : masks.length) + " rows and "
                    + (shifts == null ? "no" : shifts.length) + " shifts were given.");
        }
        for (int shift : shifts) {
            if (shift < 1 || shift >= n) {
                throw new IllegalArgumentException("The row distance (" + shift + ") between free rows must lie between 1 and " + (n - 1) + ".");
            }
        }
        masks = masks.clone();
        shifts = shifts.clone();
    }

    /** The free rows. */
    public int rows() {
        return masks.length;
    }

    /** The columns free of the frame's attacks in free row {@code i} (0 is the first searched). */
    public long mask(int i) {
        return masks[i];
    }

    /** The row distance from free row {@code i} to the next. */
    public int shift(int i) {
        return shifts[i];
    }

    @Override
    public long[] masks() {
        return masks.clone();
    }

    @Override
    public int[] shifts() {
        return shifts.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Interior interior && n == interior.n && Arrays.equals(masks, interior.masks)
                && Arrays.equals(shifts, interior.shifts);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * n + Arrays.hashCode(masks)) + Arrays.hashCode(shifts);
    }

    @Override
    public String toString() {
        return "Interior[n=" + n + ", masks=" + Arrays.toString(masks) + ", shifts=" + Arrays.toString(shifts) + "]";
    }
}
