/**
 * The comparison harness behind {@code nqueens compare}: the same questions put to every formulation that can
 * answer them, each answer judged against the reference, the known counts and the verifier, and the tables,
 * CSV, JSON and HTML report of the results. May depend on Jackson and the models packages; not on the command
 * line.
 */
package org.nqueens.compare;
