/**
 * n-queens as generalized exact cover, solved by {@code org.nqueens.dlx}: one option a square, ranks and files
 * primary, diagonals secondary. Depends on {@code org.nqueens.dlx}, {@code org.nqueens.board} and {@code
 * org.nqueens.solver}.
 */
package org.nqueens.formulations.exactcover;
