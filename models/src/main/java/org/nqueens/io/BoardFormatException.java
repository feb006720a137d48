package org.nqueens.io;

import org.nqueens.problem.InvalidInputException;

/**
 * Malformed board input. The message says where (file, line and column, or option and token) and
 * what is wrong, on one line.
 */
public class BoardFormatException extends InvalidInputException {

    private final String where;
    private final String problem;

    /** A fault at {@code where} ("board.param:3:14", "--board, token 5"), described by {@code problem}. */
    public BoardFormatException(String where, String problem) {
        super(where + ": " + problem);
        this.where = where;
        this.problem = problem;
    }

    /** Where the fault is. */
    public String where() {
        return where;
    }

    /** What the fault is. */
    public String problem() {
        return problem;
    }
}
