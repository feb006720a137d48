/**
 * The contract every formulation fulfils ({@link org.nqueens.solver.Formulation}): the tasks, the search
 * settings (time limit, seed, threads, cancellation, progress), and the typed results with their measures of
 * work. A formulation in another jar implements this interface and names its class in
 * {@code META-INF/services/org.nqueens.solver.Formulation}. Depends on {@code org.nqueens.problem} only.
 */
package org.nqueens.solver;
