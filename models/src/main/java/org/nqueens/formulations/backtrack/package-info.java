/**
 * The reference: Dijkstra's one-queen-a-row search with column and diagonal flags, plain and with mirror
 * symmetry; and the yardstick of the optimisation questions, exhaustive search over the squares of boards of at
 * most 64 squares ({@link org.nqueens.formulations.backtrack.BacktrackOptimiser}). Depends on the JDK,
 * {@code org.nqueens.problem}, {@code org.nqueens.problem}, {@code org.nqueens.solver} and {@code org.nqueens.optimise} only.
 */
package org.nqueens.formulations.backtrack;
