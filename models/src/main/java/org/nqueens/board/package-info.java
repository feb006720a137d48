/**
 * The n-queens board as a value (its size, given queens and blocked squares), a solution, the independent
 * verifier, the symmetries of the square and the free part of a partial board. Depends on the JDK and
 * {@code org.nqueens.problem} only; every other package may use it.
 */
package org.nqueens.board;
