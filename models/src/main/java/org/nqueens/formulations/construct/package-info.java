/**
 * Explicit construction: the n mod 12 rule writes a solution of the empty board down in O(n), no search.
 * Depends on the JDK, {@code org.nqueens.problem} and {@code org.nqueens.solver} only.
 */
package org.nqueens.formulations.construct;
