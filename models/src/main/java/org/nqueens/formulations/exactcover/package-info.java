/**
 * n-queens as generalized exact cover, solved by {@code org.nqueens.dlx}: one option a square, ranks and files
 * primary, diagonals secondary; and domination as a minimum cover
 * ({@link org.nqueens.formulations.exactcover.CoverOptimiser}). Depends on {@code org.nqueens.dlx}, {@code org.nqueens.problem},
 * {@code org.nqueens.problem}, {@code org.nqueens.solver} and {@code org.nqueens.optimise}.
 */
package org.nqueens.formulations.exactcover;
