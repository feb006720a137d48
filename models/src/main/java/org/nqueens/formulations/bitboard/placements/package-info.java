/**
 * The placements metric: every queen the plain row-by-row search puts on a safe square on the empty board (seed 002's
 * table, the reference backtracker's {@code placements}; {@code count --placements}), counted with bitmasks by parts
 * ({@link org.nqueens.formulations.bitboard.placements.RowPrefix}) up to the left-right mirror. Kept apart from the
 * symmetric counter's loops: it measures the plain search, not the counter. Depends on the JDK and
 * {@code org.nqueens.solver} only.
 */
package org.nqueens.formulations.bitboard.placements;
