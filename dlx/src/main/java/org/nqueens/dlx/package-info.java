/**
 * Generalized exact cover by Knuth's Algorithm X with dancing links: primary items covered exactly once,
 * secondary items at most once, and Knuth's text format for problems. Knows nothing of queens and depends on
 * nothing but the JDK.
 */
package org.nqueens.dlx;
