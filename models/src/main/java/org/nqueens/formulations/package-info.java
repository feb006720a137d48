/**
 * The registries: the formulations by solver id ({@link org.nqueens.formulations.Formulations}) and the
 * optimisers by id ({@link org.nqueens.formulations.Optimisers}). The formulations are the toolkit's own,
 * one package each below this one, and those other jars offer through {@link java.util.ServiceLoader}. What several
 * formulations share about a problem lives below them, in {@code org.nqueens.formulations.shared}; no formulation
 * package uses this one, so the registries sit above the formulations they name. May depend on
 * {@code org.nqueens.solver}, {@code org.nqueens.optimise}, {@code org.nqueens.problem} and the formulation packages.
 */
package org.nqueens.formulations;
