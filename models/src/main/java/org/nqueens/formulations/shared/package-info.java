/**
 * What several formulation families pose a problem through: its rows as the integer models see them, one variable
 * a row that still needs its piece ({@link org.nqueens.formulations.shared.OnePerRow}: {@code choco},
 * {@code choco-pairwise}, {@code cpsat}, the SAT and MiniZinc encodings); the squares a grid model gives a 0/1
 * variable ({@link org.nqueens.formulations.shared.FreeSquares}: {@code choco-grid}, {@code cpsat-boolean}); and
 * the cubes a split search divides it into ({@link org.nqueens.formulations.shared.Cubes}); and the largest board whose
 * model is printed ({@link org.nqueens.formulations.shared.PrintedModels}). Below every formulation
 * package and above the problem: depends on {@code org.nqueens.problem} and {@code org.nqueens.solver} only, so the
 * registries of {@code org.nqueens.formulations} can name every formulation without a cycle.
 */
package org.nqueens.formulations.shared;
