package org.nqueens.problem;


/**
 * A board whose given queens attack each other: bad input, not a board without completion.
 */
public final class InconsistentBoardException extends InvalidInputException {

    private final transient Violation violation;

    /** The exception for the first attack among the given queens. */
    public InconsistentBoardException(Violation violation) {
        super("The given queens are inconsistent: " + violation.describe());
        this.violation = violation;
    }

    /** The attack among the given queens. */
    public Violation violation() {
        return violation;
    }
}
