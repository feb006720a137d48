package org.nqueens.solver;

import java.time.Duration;
import java.util.Optional;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Placement;

/**
 * The answer of one formulation to "find a solution of this problem".
 *
 * @param solver the id of the formulation that answered
 * @param n the number of rows of the board (its size when square)
 * @param status SAT, UNSAT (proved) or UNKNOWN
 * @param placement the pieces of the solution, present exactly when the status is SAT
 * @param elapsed the solver time, measured inside the process
 * @param stats the formulation's measures of work
 * @param explanation why the answer is UNKNOWN, or the proof of an UNSAT that needs no search; may be empty
 */
public record SolveResult(String solver, int n, Status status, Optional<Placement> placement, Duration elapsed, Stats stats,
                          String explanation) {

    /** Validates that a placement comes exactly with SAT. */
    public SolveResult {
        if (solver == null || status == null || placement == null || elapsed == null || stats == null || explanation == null) {
            throw new IllegalArgumentException("A solve result needs every component; one was null.");
        }
        if (placement.isPresent() != (status == Status.SAT)) {
            throw new IllegalArgumentException("A " + status + " result must " + (status == Status.SAT ? "" : "not ") + "carry a solution.");
        }
        if (n < 1) {
            throw new IllegalArgumentException("The board's rows (" + n + ") must be at least 1.");
        }
    }

    /** The solution as one queen a row of the n x n board, when it is one. */
    public Optional<Solution> solution() {
        return placement.flatMap(found -> found.solution(n));
    }

    /** A solution found. */
    public static SolveResult sat(String solver, Solution solution, Duration elapsed, Stats stats) {
        return new SolveResult(solver, solution.n(), Status.SAT, Optional.of(Placement.of(solution)), elapsed, stats, "");
    }

    /** A placement found on a board of {@code n} rows. */
    public static SolveResult sat(String solver, int n, Placement placement, Duration elapsed, Stats stats) {
        return new SolveResult(solver, n, Status.SAT, Optional.of(placement), elapsed, stats, "");
    }

    /** Proved that no solution exists. */
    public static SolveResult unsat(String solver, int n, Duration elapsed, Stats stats, String explanation) {
        return new SolveResult(solver, n, Status.UNSAT, Optional.empty(), elapsed, stats, explanation);
    }

    /** No answer, and why. */
    public static SolveResult unknown(String solver, int n, Duration elapsed, Stats stats, String explanation) {
        return new SolveResult(solver, n, Status.UNKNOWN, Optional.empty(), elapsed, stats, explanation);
    }
}
