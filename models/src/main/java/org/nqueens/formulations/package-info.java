/**
 * The registries: the formulations by solver id ({@link org.nqueens.formulations.Formulations}) and the
 * optimisers by id ({@link org.nqueens.formulations.Optimisers}). The formulations are the toolkit's own,
 * one package each below this one, and those other jars offer through {@link java.util.ServiceLoader}. Beside
 * them, what several formulations share about a problem: the squares a grid model gives a variable
 * ({@link org.nqueens.formulations.FreeSquares}) and the cubes a split search divides it into
 * ({@link org.nqueens.formulations.Cubes}). May
 * depend on {@code org.nqueens.solver}, {@code org.nqueens.optimise}, {@code org.nqueens.problem} and the formulation packages.
 */
package org.nqueens.formulations;
