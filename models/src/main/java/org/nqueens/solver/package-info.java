/**
 * The contract every formulation fulfils ({@link org.nqueens.solver.Formulation}): its declaration written
 * once ({@link org.nqueens.solver.Descriptor}; the id and title of any solver, {@link org.nqueens.solver.Named}, come from
 * its descriptor through {@link org.nqueens.solver.Described}), the one admission step that checks a request before the runner
 * trusts it ({@link org.nqueens.solver.Admission}), the capabilities a formulation may offer beyond the tasks
 * ({@link org.nqueens.solver.Counter}: engines, checkpoints), the search settings (time limit, seed, threads,
 * cancellation, progress), the typed results with their measures of work, Knuth's estimate of a search tree by
 * which a plan ranks its parts ({@link org.nqueens.solver.TreeEstimate}), the one way work is split across threads
 * ({@link org.nqueens.solver.WorkSplitter}) and the count a model's search makes on several threads by it
 * ({@link org.nqueens.solver.FirstRowSplit}). A formulation in another jar implements this interface and names its class in
 * {@code META-INF/services/org.nqueens.solver.Formulation}. Depends on {@code org.nqueens.problem} only.
 */
package org.nqueens.solver;
