package org.nqueens.formulations.external;

import java.util.Optional;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.DescribedFormulation;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.Task;
import org.nqueens.solver.UnsupportedTaskException;

/**
 * A formulation answered by a program outside the JVM, which may be missing: its questions are then
 * refused with the reason, never failed.
 */
public interface ExternalLane extends DescribedFormulation {

    /** The program this lane runs, as looked for on the PATH: {@code minizinc}, {@code gprolog}. */
    String program();

    /** Why this lane cannot run here (its program is not on the PATH); empty when it can. */
    Optional<String> unavailable();

    /**
     * Why the lane will not take {@code task} on {@code problem} although its program is here: a board
     * beyond what the system can state or list; empty when it will.
     */
    Optional<String> limit(Task task, Problem problem);

    /**
     * The program's answer on {@code problem}, checked: every solution when {@code all}, else the first,
     * within {@code deadline}. The lanes that answer by listing solutions (MiniZinc, GNU Prolog) say
     * only this, and {@link #searchOne} and {@link #search} are theirs; a lane that answers otherwise
     * (cadical) supplies its searches instead.
     */
    default LaneAnswer answer(Problem problem, boolean all, Deadline deadline) {
        throw new UnsupportedTaskException(this, all ? Task.ENUMERATE : Task.SOLVE);
    }

    @Override
    default ResumableSearch searchOne(Problem problem, Run run) {
        return answer(problem, false, run.deadline()).toSearch();
    }

    @Override
    default ResumableSearch search(Problem problem, Run run) {
        return answer(problem, true, run.deadline()).toSearch();
    }

    /** Printing the model needs no program; anything else needs it, within the lane's {@link #limit}. */
    @Override
    default Optional<String> refusal(Task task, Problem problem) {
        if (task == Task.MODEL) {
            return Optional.empty();
        }
        return unavailable().or(() -> limit(task, problem));
    }

    /** One line for {@code nqueens solvers}: where the program was found, or why the lane is skipped. */
    /**
     * Why a lane that counts by listing every solution (the program prints each) refuses to count or
     * enumerate {@code n} queens beyond {@code largestListed}; empty for the other tasks and smaller boards.
     */
    static Optional<String> listedUpTo(String id, int largestListed, Task task, int n) {
        if ((task == Task.COUNT || task == Task.ENUMERATE) && n > largestListed) {
            return Optional.of("The solver " + Quote.of(id) + " counts by listing every solution; it does so up to n = " + largestListed
                    + ", not " + n + ".");
        }
        return Optional.empty();
    }

    default String availability() {
        return unavailable().map(reason -> "not available: " + reason).orElse("available: " + program() + " found on the PATH");
    }
}
