/**
 * The hot loops of the bitboard's symmetric count of the empty board: every solution has a queen on each edge, its
 * frame; {@link org.nqueens.formulations.bitboard.count.SymmetricSearch} lists the frames that are the least of their
 * eight images, estimates their work and counts each one's interiors with Burnside's lemma, the interiors of a frame
 * with no symmetry searched by the row with the fewest free squares first ({@code FewestSquaresSearch}). A frame is a
 * {@link org.nqueens.formulations.bitboard.count.Subproblem}; its interior as a plain search sees it, what a GPU
 * counts, an {@link org.nqueens.formulations.bitboard.count.Interior}. Depends on the JDK, {@code org.nqueens.solver}
 * and {@code bitboard.complete} (the attack words) only.
 */
package org.nqueens.formulations.bitboard.count;
