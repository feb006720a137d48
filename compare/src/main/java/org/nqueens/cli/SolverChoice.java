package org.nqueens.cli;

import java.util.List;
import java.util.stream.Collectors;
import org.nqueens.problem.FreePart;
import org.nqueens.formulations.Formulations;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Admitted;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.Task;

/**
 * Picks the formulation a command runs, refusing up front a board too large for any solver (whose
 * arrays could not exist) with a message naming the largest board each solver takes.
 */
final class SolverChoice {

    private SolverChoice() {
    }

    /**
     * The request for {@code task} on {@code problem} with the formulation {@code id}, admitted once as
     * {@link Formulations#admit} admits it; with no id (null), the default of the task that takes the problem.
     */
    static Admitted choose(Formulations formulations, String id, Task task, Problem problem) {
        requireSize(formulations, task, Math.max(problem.rows(), problem.columns()));
        return formulations.admit(id, task, problem);
    }

    /** Refuses a board size {@code n} beyond every solver of {@code task}. */
    static void requireSize(Formulations formulations, Task task, long n) {
        if (n > FreePart.MAX_N) {
            throw new InvalidInputException("The board size N (" + n + ") is too large for any solver: the largest board is n = "
                    + FreePart.MAX_N + " (a flag a diagonal, 2n in one array), and the solvers that can " + task.phrase()
                    + " take boards up to " + largestSizes(formulations, task) + ".");
        }
    }

    /** "bitboard 64, dlx 11964, backtrack 1073741818": the largest empty board each formulation takes for {@code task}. */
    static String largestSizes(Formulations formulations, Task task) {
        List<Formulation> able = formulations.all().stream().filter(f -> f.supports(task)).toList();
        if (able.isEmpty()) {
            return "none";
        }
        return able.stream().map(f -> f.id() + " " + largestSize(f, task)).collect(Collectors.joining(", "));
    }

    /** The largest n whose empty board {@code formulation} takes for {@code task}, taking its refusals to grow with n. */
    static int largestSize(Formulation formulation, Task task) {
        int low = 0;
        int high = FreePart.MAX_N;
        while (low < high) {
            int middle = (int) (((long) low + high + 1) >>> 1);
            if (formulation.refusal(task, Problem.queens(middle)).isEmpty()) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        return low;
    }
}
