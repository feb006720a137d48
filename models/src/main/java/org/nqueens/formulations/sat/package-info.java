/**
 * n-queens as propositional satisfiability: the Boolean model (one variable a square) written as
 * clauses in conjunctive normal form ({@link org.nqueens.formulations.sat.QueensCnf}), solved in
 * this process by Sat4j ({@link org.nqueens.formulations.sat.Sat4jModel}) or written as standard
 * DIMACS for any SAT solver ({@link org.nqueens.formulations.sat.Dimacs}).
 */
package org.nqueens.formulations.sat;
