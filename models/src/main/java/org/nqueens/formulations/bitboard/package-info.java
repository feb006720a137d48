/**
 * The formulation {@code bitboard} ({@link org.nqueens.formulations.bitboard.BitboardCounter}): rows, columns and
 * diagonals as 64-bit words, boards up to n = 64. Its rooms, each a subpackage:
 * <ul>
 * <li>{@code count}: the symmetric count's hot loops, the border queens' frames under the eight symmetries
 * ({@code SymmetricSearch}) and each interior by the row with the fewest free squares first
 * ({@code FewestSquaresSearch});</li>
 * <li>{@code placements}: the placements of the plain row-by-row search ({@code count --placements}, seed 002's measure);</li>
 * <li>{@code parts}: the empty-board count as a plan of parts ({@code EmptyBoardCount}) and the API through which other
 * engines count them ({@code CountParts}, {@code PartCounts}, {@code CountEngine}: the spark module, {@code gpu});</li>
 * <li>{@code variant}: queens on the torus and super-queens, counted by parts and searched row by row;</li>
 * <li>{@code complete}: the most-constrained-first search that solves, completes and enumerates a partial board;</li>
 * <li>{@code gpu}: the engine that counts the frames' interiors on CUDA devices.</li>
 * </ul>
 * The rooms depend on the JDK, {@code org.nqueens.problem}, {@code org.nqueens.solver} and one another without a cycle
 * ({@code parts} on {@code count} and {@code placements}, {@code count} on {@code complete}, {@code gpu} on {@code parts}).
 */
package org.nqueens.formulations.bitboard;
