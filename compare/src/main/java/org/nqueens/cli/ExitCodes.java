package org.nqueens.cli;

import java.io.UncheckedIOException;
import org.nqueens.compare.Verdict;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SolverUnavailableException;
import org.nqueens.solver.Status;
import picocli.CommandLine;

/**
 * The one mapping from outcomes to the exit codes of the contract. A failure is bad input (2) only
 * when it is an {@link InvalidInputException} or a command-line usage error; running out of memory
 * is 5; a write that failed ({@link UncheckedIOException}) is 74; every other exception is a defect
 * of the toolkit (70).
 */
public final class ExitCodes {

    /** Done: a solution found, a count finished, a board valid, formulations agreeing. */
    public static final int OK = 0;
    /** No solution exists, or {@code verify} found attacks. */
    public static final int NO_SOLUTION = 1;
    /** Bad input or usage: one line naming the fault, no stack trace. */
    public static final int BAD_INPUT = 2;
    /** {@code compare} found a disagreement. */
    public static final int DISAGREEMENT = 3;
    /** The time limit was reached with no answer. */
    public static final int NO_ANSWER = 4;
    /** The JVM ran out of memory: one line saying what ran out and how to give it more. */
    public static final int OUT_OF_MEMORY = 5;
    /** A defect in the toolkit itself (EX_SOFTWARE of sysexits.h): one line asking for a report. */
    public static final int INTERNAL_ERROR = 70;
    /**
     * Output that could not be written (EX_IOERR of sysexits.h): standard output, a journal or a file on a
     * full disk, a closed descriptor. One line naming what failed and the system's reason.
     */
    public static final int IO_ERROR = 74;
    /** Interrupted by Ctrl-C (128 + SIGINT); SIGTERM ends the process with 143 (128 + 15). */
    public static final int INTERRUPTED = 130;

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

    /** The exit code of a count: OK when it is complete, no answer when it stopped with a partial count. */
    static int of(CountResult count) {
        return count.complete() ? OK : NO_ANSWER;
    }

    /** The exit code of a comparison that came to {@code verdict}. */
    public static int of(Verdict verdict) {
        return switch (verdict) {
            case AGREE -> OK;
            case DISAGREE -> DISAGREEMENT;
            case NO_ANSWER -> NO_ANSWER;
        };
    }

    /**
     * The exit code of a command that failed with {@code failure}: bad input by type alone, out of
     * memory wherever it is in the chain of causes (a worker thread's error arrives wrapped), else a bug.
     */
    public static int of(Throwable failure) {
        if (outOfMemory(failure) != null) {
            return OUT_OF_MEMORY;
        }
        if (failure instanceof InvalidInputException
                || failure instanceof CommandLine.ParameterException
                || failure instanceof SolverUnavailableException) {
            return BAD_INPUT;
        }
        if (failure instanceof UncheckedIOException) {
            return IO_ERROR;
        }
        return INTERNAL_ERROR;
    }

    /** The {@link OutOfMemoryError} that caused {@code failure}, or null. */
    static OutOfMemoryError outOfMemory(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof OutOfMemoryError error) {
                return error;
            }
        }
        return null;
    }
}
