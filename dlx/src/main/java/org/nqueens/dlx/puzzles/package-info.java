/**
 * Generators of classic exact-cover problems that are not queens, to exercise the engine against
 * published counts: the pentomino rectangles ({@link org.nqueens.dlx.puzzles.Pentominoes}), Langford
 * pairings ({@link org.nqueens.dlx.puzzles.Langford}) and Sudoku ({@link org.nqueens.dlx.puzzles.Sudoku}).
 * Each builds an {@link org.nqueens.dlx.ExactCover} whose item names can be written in Knuth's text
 * format and read back from a solution's option lines.
 */
package org.nqueens.dlx.puzzles;
