/**
 * Teaching views of the search: what a student needs to follow a formulation step by step on a
 * small board. A traced search reports each step as a {@link org.nqueens.teach.TraceEvent} to a
 * {@link org.nqueens.teach.SearchObserver} (a queen placed, a square rejected with the queen that
 * attacks it and the rule that failed, a backtrack, a solution, an item chosen, a square pruned by
 * propagation); the same events build the search tree ({@link org.nqueens.teach.SearchTree}, nodes
 * numbered depth-first) that is printed as an outline, drawn as SVG, or stepped through in a
 * self-contained HTML page ({@link org.nqueens.teach.AnimationPage}). Beside them: the widths of the
 * levels of the plain search ({@link org.nqueens.teach.LevelWidths}) and the solutions up to symmetry
 * with the symmetries that fix each ({@link org.nqueens.teach.SymmetryClasses}). The traced searches
 * are the reference backtracker, forward checking, the bitboard's row loop and its row-or-column
 * completion search, dancing links, and Choco-solver's own search watched through its monitors
 * ({@link org.nqueens.teach.ChocoTrace}); CP-SAT exposes no tree, so it is not among them. The
 * completion search, dancing links and Choco are the solvers' own searches watched through their
 * observers; the backtracker, forward checking and the bitboard's row loop are traced by their own
 * loops, which tests hold node for node to the real searches ({@code backtrack}, the bitboard's
 * placements count) for every n up to 10.
 *
 * <p>Nothing here prints: the command line renders these values. Depends on {@code org.nqueens.problem},
 * {@code org.nqueens.solver}, {@code org.nqueens.dlx} and the formulations whose searches it watches; nothing
 * below the command line and the harness depends on it ({@code docs/architecture.md}).
 */
package org.nqueens.teach;
