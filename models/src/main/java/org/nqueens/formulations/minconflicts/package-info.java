/**
 * Min-conflicts repair on a permutation of the columns (Minton et al. 1992; Sosic and Gu): incomplete, for very
 * large boards. Depends on the JDK, {@code org.nqueens.problem} and {@code org.nqueens.solver} only.
 */
package org.nqueens.formulations.minconflicts;
