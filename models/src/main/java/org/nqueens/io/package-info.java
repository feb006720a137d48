/**
 * The board formats: the compact string, CSPLib parameter files, grids, and the text drawing of a board.
 * Reads to and writes from {@code org.nqueens.problem}'s {@code Problem}; depends on that package only.
 */
package org.nqueens.io;
