/**
 * How the bitboard solves, completes, enumerates and counts a partial board: one word of open columns a free row
 * ({@link org.nqueens.formulations.bitboard.complete.RowWords}) searched most constrained row or column first with
 * forward checking ({@link org.nqueens.formulations.bitboard.complete.CompletionSearch}). Depends on the JDK,
 * {@code org.nqueens.problem} and {@code org.nqueens.solver} only.
 */
package org.nqueens.formulations.bitboard.complete;
