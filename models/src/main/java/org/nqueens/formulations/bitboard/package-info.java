/**
 * Rows, columns and diagonals as 64-bit words: the default counter (one or several threads, up to symmetry) and
 * a most-constrained-first completion search up to n = 64; and the same row-by-row words for queens on the torus
 * (diagonal words rotated) and for super-queens (knight masks), counted and searched up to n = 64. Depends on the
 * JDK, {@code org.nqueens.board}, {@code org.nqueens.problem} and {@code org.nqueens.solver} only.
 */
package org.nqueens.formulations.bitboard;
