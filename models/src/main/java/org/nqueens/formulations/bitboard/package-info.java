/**
 * Rows, columns and diagonals as 64-bit words: the default counter (one or several threads, up to symmetry) and
 * a most-constrained-first completion search up to n = 64. Depends on the JDK, {@code org.nqueens.board} and
 * {@code org.nqueens.solver} only.
 */
package org.nqueens.formulations.bitboard;
