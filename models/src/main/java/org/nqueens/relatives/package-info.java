/**
 * Relatives of n-queens that are questions about many solutions at once: the most mutually disjoint
 * solutions of one board ({@link org.nqueens.relatives.DisjointSolutions}; OEIS A171760), queen Latin
 * squares (n disjoint solutions, a Latin square each of whose symbols is a queens solution; OEIS
 * A168553), and magic squares whose number classes are queens solutions, built from two orthogonal
 * queen Latin squares ({@link org.nqueens.relatives.MagicSquares}).
 *
 * <p>The disjoint question is a packing over the solutions of the board: a {@link org.nqueens.relatives.Packer}
 * answers it; the dancing-links packer lives here ({@link org.nqueens.relatives.LinksPacker}), the
 * CP-SAT one with the other CP-SAT models, and their registry, {@code org.nqueens.formulations.Packers},
 * beside the other registries. {@link org.nqueens.relatives.DisjointCheck} is the independent check of
 * every witness. Sits at the layer of {@code org.nqueens.optimise}: depends on {@code org.nqueens.problem},
 * {@code org.nqueens.solver} and {@code org.nqueens.dlx} only.
 */
package org.nqueens.relatives;
