/**
 * The portfolio {@code auto}: races the formulations that find single solutions and takes the first proven
 * answer. Depends on {@code org.nqueens.problem} and {@code org.nqueens.solver}; it is given its racers, and
 * names none.
 */
package org.nqueens.formulations.portfolio;
