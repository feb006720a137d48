/**
 * The generator of partial boards in the CSPLib families (random completion, excluded diagonals, blocked
 * squares), the same board for the same seed. Depends on {@code org.nqueens.problem} only.
 */
package org.nqueens.generate;
