package org.nqueens.solver;

import java.time.Duration;
import java.util.Optional;
import org.nqueens.board.Solution;

/**
 * The answer of one formulation to "find a solution of this board".
 *
 * @param solver the id of the formulation that answered
 * @param n the board size
 * @param status SAT, UNSAT (proved) or UNKNOWN
 * @param solution the solution, present exactly when the status is SAT
 * @param elapsed the solver time, measured inside the process
 * @param stats the formulation's measures of work
 * @param explanation why the answer is UNKNOWN, or the proof of an UNSAT that needs no search; may be empty
 */
public record SolveResult(String solver, int n, Status status, Optional<Solution> solution, Duration elapsed, Stats stats,
                          String explanation) {

    /** Validates that a solution comes exactly with SAT and has the board's size. */
    public SolveResult {
        if (solver == null || status == null || solution == null || elapsed == null || stats == null || explanation == null) {
            throw new IllegalArgumentException("A solve result needs every component; one was null.");
        }
        if (solution.isPresent() != (status == Status.SAT)) {
            throw new IllegalArgumentException("A " + status + " result must " + (status == Status.SAT ? "" : "not ") + "carry a solution.");
        }
        solution.ifPresent(s -> {
            if (s.n() != n) {
                throw new IllegalArgumentException("The solution has size " + s.n() + " but the board has size " + n + ".");
            }
        });
    }

    /** A solution found. */
    public static SolveResult sat(String solver, Solution solution, Duration elapsed, Stats stats) {
        return new SolveResult(solver, solution.n(), Status.SAT, Optional.of(solution), elapsed, stats, "");
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
