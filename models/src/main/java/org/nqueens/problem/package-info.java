/**
 * The problem as a value, and the one description of a question that every formulation, the harness, the
 * teaching views and the command line use: the board's geometry (rows by columns, plain or torus, or a box of layers: the cube), the piece
 * and its attack relation, fixed pawns, given pieces, blocked squares and how many pieces to place, validated in
 * its constructors; the answers (a placement of pieces, a solution with one queen a row), the independent
 * verifier and its faults, the symmetries of the board, and the free part of a partial classic board, the
 * representation the one-queen-a-row searches start from. Depends on nothing but the JDK.
 */
package org.nqueens.problem;
