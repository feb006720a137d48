/**
 * The optimisation questions of the problem family: the most pieces that stand without attacking
 * one another (independence), the fewest that occupy or attack every square (domination, plain or
 * independent), the fewest pawns that let a number of pieces stand, and mixed armies. A
 * {@link org.nqueens.optimise.Question} is the value asked, an {@link org.nqueens.optimise.Optimiser}
 * (declared once by an {@link org.nqueens.optimise.OptimiserDescriptor}) answers it with a {@link org.nqueens.optimise.Finding} (its best witness and its proved bound),
 * and the one runner turns that into an {@link org.nqueens.optimise.Optimum}, whose status is
 * {@code OPTIMAL} only when the witness meets the bound; {@link org.nqueens.optimise.WitnessCheck}
 * is the independent check of every witness. Depends on {@code org.nqueens.problem} and
 * {@code org.nqueens.solver} only: the optimisers live with their formulation families, and their
 * registry, {@code org.nqueens.formulations.Optimisers}, sits beside {@code Formulations}.
 */
package org.nqueens.optimise;
