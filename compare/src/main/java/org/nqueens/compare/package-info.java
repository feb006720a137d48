/**
 * The comparison harness behind {@code nqueens compare}: the same questions put to every formulation that can
 * answer them, each answer judged against the reference, the known counts and the verifier, and the tables,
 * CSV, JSON and HTML report of the results (the report also draws the level widths of {@code org.nqueens.teach}).
 * May depend on Jackson, Apache Commons CSV and the models packages; not on the command line.
 */
package org.nqueens.compare;
