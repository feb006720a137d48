/**
 * The bitboard's variants of the problem, one queen a row on the n x n board
 * ({@link org.nqueens.formulations.bitboard.variant.RowVariant}): queens on the torus (diagonal words rotated) and
 * super-queens (knight masks), counted on the empty board by parts up to symmetry
 * ({@link org.nqueens.formulations.bitboard.variant.VariantCount}) and otherwise searched row by row
 * ({@link org.nqueens.formulations.bitboard.variant.VariantRowSearch}). Depends on the JDK, {@code org.nqueens.problem}
 * and {@code org.nqueens.solver} only.
 */
package org.nqueens.formulations.bitboard.variant;
