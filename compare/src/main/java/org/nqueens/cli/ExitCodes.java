package org.nqueens.cli;

import java.io.UncheckedIOException;
import org.nqueens.compare.Verdict;
import org.nqueens.solver.SolverUnavailableException;
import org.nqueens.solver.Status;
import picocli.CommandLine;

/** The one mapping from outcomes to the exit codes of the contract. */
public final class ExitCodes {

    /** Done: a solution found, a count finished, a board valid, formulations agreeing. */
    public static final int OK = 0;
    /** No solution exists, or {@code verify} found attacks. */
    public static final int NO_SOLUTION = 1;
    /** Bad input or usage. */
    public static final int BAD_INPUT = 2;
    /** {@code compare} found a disagreement. */
    public static final int DISAGREEMENT = 3;
    /** The time limit was reached with no answer. */
    public static final int NO_ANSWER = 4;
    /** A defect in the toolkit itself (EX_SOFTWARE); never expected. */
    public static final int INTERNAL_ERROR = 70;

    private ExitCodes() {
    }

    /** The exit code of a search that ended with {@code status}. */
    public static int of(Status status) {
        return switch (status) {
            case SAT -> OK;
            case UNSAT -> NO_SOLUTION;
            case UNKNOWN -> NO_ANSWER;
        };
    }

    /** The exit code of a comparison that came to {@code verdict}. */
    public static int of(Verdict verdict) {
        return switch (verdict) {
            case AGREE -> OK;
            case DISAGREE -> DISAGREEMENT;
            case NO_ANSWER -> NO_ANSWER;
        };
    }

    /** The exit code of a command that failed with {@code failure}. */
    public static int of(Throwable failure) {
        if (failure instanceof IllegalArgumentException
                || failure instanceof CommandLine.ParameterException
                || failure instanceof SolverUnavailableException
                || failure instanceof UncheckedIOException) {
            return BAD_INPUT;
        }
        return INTERNAL_ERROR;
    }
}
