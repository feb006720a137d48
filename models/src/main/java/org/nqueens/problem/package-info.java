/**
 * The problem as a value: the board's geometry (rows by columns, plain or torus), the piece and
 * its attack relation, fixed pawns, given pieces, blocked squares and how many pieces to place;
 * validated in its constructors. Depends on nothing but the JDK and {@code org.nqueens.board}.
 */
package org.nqueens.problem;
