package org.nqueens.formulations.bitboard.count;

/**
 * For tests elsewhere (the parts' and the gpu engine's): the interiors and nodes of an {@link Interior} by the plainest
 * search, a queen on each free square of a row, then the rows below, as the gpu program searches it and knowing nothing
 * of frames.
 */
public final class PlainInteriorSearch {

    private PlainInteriorSearch() {
    }

    /** The interiors (a queen on every free row) at [0] and the queens placed on safe squares in all free rows at [1]. */
    public static long[] of(Interior interior) {
        long[] counts = new long[2];
        search(interior, 0, interior.mask(0), 0, 0, 0, counts);
        return counts;
    }

    private static void search(Interior interior, int row, long free, long l, long d, long r, long[] counts) {
        counts[1] += Long.bitCount(free);
        if (row + 1 == interior.rows()) {
            counts[0] += Long.bitCount(free);
            return;
        }
        int shift = interior.shift(row);
        for (long rest = free; rest != 0; rest &= rest - 1) {
            long bit = rest & -rest;
            long nl = (l | bit) << shift;
            long nd = d | bit;
            long nr = (r | bit) >>> shift;
            search(interior, row + 1, interior.mask(row + 1) & ~(nl | nd | nr), nl, nd, nr, counts);
        }
    }
}
