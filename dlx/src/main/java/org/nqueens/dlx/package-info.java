/**
 * Generalized exact cover by Knuth's Algorithm X with dancing links: primary items covered exactly once,
 * secondary items at most once, and Knuth's text format for problems; and the smallest covers, each primary item covered at
 * least once ({@link org.nqueens.dlx.MinimumCover}), by the same branching with a bound. Knows nothing of queens and depends on
 * nothing but the JDK.
 */
package org.nqueens.dlx;
