/**
 * External systems as comparison lanes: the same board put to a program outside the JVM (MiniZinc
 * with Gecode, GNU Prolog), found on the {@code PATH} or skipped with a note. Each lane writes its
 * model for the board as the system reads it, runs the program under the time limit (killing its
 * whole process tree when the limit passes), parses the answer back and checks every solution with
 * the problem's verifier ({@link org.nqueens.problem.ProblemVerifier}) before passing it on. A system that crashes or prints what
 * cannot be read is reported as a failure of that system, never as an answer.
 */
package org.nqueens.formulations.external;
