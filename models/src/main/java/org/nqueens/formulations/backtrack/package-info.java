/**
 * The reference: Dijkstra's one-queen-a-row search with column and diagonal flags, plain and with mirror
 * symmetry. Depends on the JDK, {@code org.nqueens.board} and {@code org.nqueens.solver} only.
 */
package org.nqueens.formulations.backtrack;
