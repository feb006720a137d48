/**
 * The registry of formulations by solver id ({@link org.nqueens.formulations.Formulations}): the toolkit's own,
 * one package each below this one, and those other jars offer through {@link java.util.ServiceLoader}. May
 * depend on {@code org.nqueens.solver}, {@code org.nqueens.board} and the formulation packages.
 */
package org.nqueens.formulations;
