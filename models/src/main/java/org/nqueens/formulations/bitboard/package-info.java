/**
 * Rows, columns and diagonals as 64-bit words: the default counter (one or several threads, up to symmetry: the
 * border queens' frames, {@code SymmetricSearch}, each interior searched by the row with the fewest free squares
 * first, {@code FewestSquaresSearch}) and a most-constrained-first completion search up to n = 64; and the same row-by-row words for queens on the torus
 * (diagonal words rotated) and for super-queens (knight masks), counted and searched up to n = 64.
 * {@code CountParts}, {@code PartCounts} and {@code CountEngine} lay the parts of an empty-board count out for an
 * engine that runs them in other processes (the spark module). Depends on the JDK, {@code org.nqueens.problem},
 * {@code org.nqueens.problem} and {@code org.nqueens.solver} only.
 */
package org.nqueens.formulations.bitboard;
