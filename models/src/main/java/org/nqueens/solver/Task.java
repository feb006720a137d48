package org.nqueens.solver;

import org.nqueens.problem.Problem;

/** The questions a formulation can be asked; each formulation names those it answers. */
public enum Task {
    /** Find one solution of an empty board. */
    SOLVE("solve an empty board"),
    /** Find one completion of a board with queens placed or squares blocked, or prove there is none. */
    COMPLETE("complete a partial board"),
    /** Count all solutions. */
    COUNT("count all solutions"),
    /** Count the solutions up to the eight symmetries of the square as well. */
    COUNT_UNIQUE("count solutions up to symmetry"),
    /** List all solutions, one at a time. */
    ENUMERATE("enumerate all solutions"),
    /** Print the formulation itself. */
    MODEL("print its model");

    private final String phrase;

    Task(String phrase) {
        this.phrase = phrase;
    }

    /** What the task does, as a verb phrase: "count all solutions". */
    public String phrase() {
        return phrase;
    }

    /** {@link #SOLVE} for a problem with nothing given, blocked or fixed, {@link #COMPLETE} otherwise. */
    public static Task findingOne(Problem problem) {
        return problem.isEmpty() ? SOLVE : COMPLETE;
    }
}
