/**
 * The empty-board count of the bitboard as a plan of parts, frames of the symmetric count and row prefixes of the
 * placements count ({@link org.nqueens.formulations.bitboard.parts.EmptyBoardCount}: on this machine's threads, with a
 * checkpoint), and the API through which an engine counts the same parts elsewhere
 * ({@link org.nqueens.formulations.bitboard.parts.CountParts}, {@link org.nqueens.formulations.bitboard.parts.PartCounts},
 * {@link org.nqueens.formulations.bitboard.parts.CountEngine}: the spark module and {@code bitboard.gpu}). Depends on
 * the JDK, {@code org.nqueens.problem}, {@code org.nqueens.solver}, {@code bitboard.count} and {@code bitboard.placements}.
 */
package org.nqueens.formulations.bitboard.parts;
