package org.nqueens.cli;

/** How a result is printed. */
enum OutputFormat {
    /** For people: the board drawn, the status and the work. */
    TEXT,
    /** For scripts: the compact solution string alone (or the status when there is none). */
    COMPACT,
    /** For programs: one JSON object as the contract describes. */
    JSON,
    /** For SAT solvers: a model's clauses in DIMACS CNF ({@code model} of the solvers that have one). */
    DIMACS,
    /** For MiniZinc: a model in MiniZinc with the board as its data ({@code model} of the solvers that have one). */
    MINIZINC,
    /** For a browser or a page: a drawing in SVG ({@code levels}). */
    SVG
}
