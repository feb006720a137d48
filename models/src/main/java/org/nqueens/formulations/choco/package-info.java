/**
 * The Choco-solver models: allDifferent on q[r], q[r] + r and q[r] - r, and the pairwise CLP(FD) form. The only
 * package that may use Choco-solver; besides it, {@code org.nqueens.problem} and {@code org.nqueens.solver}.
 */
package org.nqueens.formulations.choco;
