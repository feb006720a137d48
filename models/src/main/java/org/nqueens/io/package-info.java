/**
 * The board formats: the compact string, CSPLib parameter files, grids, and the text drawing of a board.
 * Depends on {@code org.nqueens.problem} and {@code org.nqueens.problem} only.
 */
package org.nqueens.io;
