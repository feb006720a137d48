package org.nqueens.formulations.external;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Placement;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.SolverUnavailableException;
import org.nqueens.solver.Stats;

/**
 * What an external system said about a problem, read back from its output: the solutions it printed,
 * whether it says it covered the whole search or proved there is none, and its measures of work.
 * Every solution is held to the verifier here, so a system that prints a board that is not a
 * completion, or the same one twice, is a failed system, never an answer.
 *
 * @param solutions the solutions printed, in order, each checked
 * @param complete whether the system says its search covered everything (all solutions listed, or none exists)
 * @param stats the system's own measures of work
 */
public record LaneAnswer(List<Solution> solutions, boolean complete, Stats stats) {

    /** Copies the solutions. */
    public LaneAnswer {
        solutions = List.copyOf(solutions);
    }

    /**
     * The answer of {@code system} for {@code problem}, after checking every solution of {@code columns} (one
     * array a solution, the column of each row).
     *
     * @throws SolverUnavailableException if a solution has the wrong size, fails verification or repeats
     */
    static LaneAnswer checked(String system, Problem problem, List<int[]> columns, boolean complete, Stats stats) {
        List<Solution> solutions = new ArrayList<>();
        Set<Solution> seen = new LinkedHashSet<>();
        for (int[] queens : columns) {
            if (queens.length != problem.rows()) {
                throw failure(system, "it printed a solution of " + queens.length + " queens for a board of " + problem.rows() + " rows.");
            }
            for (int column : queens) {
                if (column < 1 || column > problem.rows()) {
                    throw failure(system, "it printed the column " + column + ", which is not on a board of " + problem.rows() + " columns.");
                }
            }
            Solution solution = Solution.of(queens);
            Optional<String> fault = ProblemVerifier.whyNot(problem, solution);
            if (fault.isPresent()) {
                throw failure(system, "its solution " + solution + " fails verification: " + fault.get());
            }
            if (!seen.add(solution)) {
                throw failure(system, "it printed the solution " + solution + " twice.");
            }
            solutions.add(solution);
        }
        return new LaneAnswer(solutions, complete, stats);
    }

    /** The failure of an external system, as the toolkit reports it: in the result or cell of that system. */
    static SolverUnavailableException failure(String system, String what) {
        return new SolverUnavailableException("The external system " + Quote.of(system) + " failed: " + what, null);
    }

    /**
     * The solutions listed, as the search the runner drives: each in turn, then the end when the
     * system says it listed them all (a proof when none was found), or a stop.
     */
    ResumableSearch toSearch() {
        return new ResumableSearch() {
            private int next;
            private Placement current;

            @Override
            public Step advance() {
                if (next < solutions.size()) {
                    current = Placement.of(solutions.get(next++));
                    return Step.SOLUTION;
                }
                return complete ? Step.EXHAUSTED : Step.STOPPED;
            }

            @Override
            public Placement placement() {
                return current;
            }

            @Override
            public Stats stats() {
                return stats;
            }

            @Override
            public String ending() {
                return complete ? "The external system searched the whole model." : "The external system stopped without an answer.";
            }
        };
    }
}
