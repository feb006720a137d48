/**
 * The board formats: the compact string, CSPLib parameter files, grids, and the text drawing of a board;
 * and the one JSON writer of every JSON output ({@link org.nqueens.io.JsonWriter}, {@link org.nqueens.io.JsonLine}).
 * Reads to and writes from {@code org.nqueens.problem}'s {@code Problem}; depends on that package and Jackson's streaming writer only.
 */
package org.nqueens.io;
