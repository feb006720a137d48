/**
 * Generalized exact cover by Knuth's Algorithm X: primary items covered exactly once, secondary items at most once, and Knuth's
 * text format for problems. Two engines search behind one API ({@link org.nqueens.dlx.ExactCoverSearch}, chosen by
 * {@link org.nqueens.dlx.Engine}): dancing links over doubly linked lists ({@link org.nqueens.dlx.DancingLinks}, as Knuth's DLX1)
 * and dancing cells over sparse sets ({@link org.nqueens.dlx.DancingCells}, as his SSXC1); {@link org.nqueens.dlx.ParallelCount}
 * splits a count of either across threads; what the two share around their hot loops (fixing, splitting, the counters)
 * is written once in their package-private superclass {@code AlgorithmX}. Also the smallest covers, each primary item covered at least once
 * ({@link org.nqueens.dlx.MinimumCover}), by the same branching with a bound, and the largest packings
 * ({@link org.nqueens.dlx.MaximumPacking}), sharing what {@code OptionLinks} keeps: the first on sparse sets, the second on links. Knows nothing of queens and depends on nothing
 * but the JDK.
 */
package org.nqueens.dlx;
