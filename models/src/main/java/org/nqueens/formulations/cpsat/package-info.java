/**
 * The OR-Tools CP-SAT model and its native library, loaded once on first use from a folder it is unpacked into once
 * and checked on every run ({@link org.nqueens.formulations.cpsat.OrToolsLibrary}). The only package that may use
 * OR-Tools; besides it, {@code org.nqueens.problem} and {@code org.nqueens.solver}.
 */
package org.nqueens.formulations.cpsat;
