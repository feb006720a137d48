package org.nqueens.solver;

import java.util.Optional;
import java.util.Set;
import org.nqueens.board.Board;

/**
 * One formulation of n-queens: a way of stating the problem to a solver and searching it. Every
 * formulation answers the same questions about the same {@link Board}, so that their answers and
 * their work can be compared; each names the {@link Task}s it supports, and the others throw
 * {@link UnsupportedTaskException}.
 *
 * <p>Implementations are stateless between calls and safe to call from several threads at once;
 * each call builds its own model. A call honours the settings' time limit and cancellation,
 * returning what it has (UNKNOWN, or a partial count) rather than throwing.
 */
public interface Formulation {

    /** The solver id users type: {@code backtrack}, {@code choco}, {@code dlx}... */
    String id();

    /** One line saying what the formulation is. */
    String title();

    /** The tasks this formulation supports. */
    Set<Task> tasks();

    /** Whether this formulation supports {@code task}. */
    default boolean supports(Task task) {
        return tasks().contains(task);
    }

    /**
     * Why this formulation cannot do {@code task} on {@code board} although it supports the task in
     * general (a board too large for its method, say); empty when it can.
     */
    default Optional<String> refusal(Task task, Board board) {
        return Optional.empty();
    }

    /**
     * Finds one solution of {@code board}, keeping its queens and avoiding its blocked squares, or
     * proves there is none.
     *
     * @throws org.nqueens.board.InconsistentBoardException if the given queens attack each other
     */
    default SolveResult solve(Board board, SearchSettings settings) {
        throw new UnsupportedTaskException(this, Task.findingOne(board));
    }

    /**
     * Counts the solutions of {@code board}; with {@code unique}, also those distinct up to the
     * eight symmetries of the square (of an empty board).
     */
    default CountResult count(Board board, boolean unique, SearchSettings settings) {
        throw new UnsupportedTaskException(this, unique ? Task.COUNT_UNIQUE : Task.COUNT);
    }

    /** Produces the solutions of {@code board} one at a time, each exactly once. */
    default SolutionStream enumerate(Board board, SearchSettings settings) {
        throw new UnsupportedTaskException(this, Task.ENUMERATE);
    }

    /** The formulation itself for {@code board}, as a student would read it: variables and constraints, or a matrix. */
    default String model(Board board) {
        throw new UnsupportedTaskException(this, Task.MODEL);
    }
}
