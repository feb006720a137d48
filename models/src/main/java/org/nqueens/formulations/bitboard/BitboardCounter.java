package org.nqueens.formulations.bitboard;

import java.util.EnumSet;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.nqueens.board.Board;
import org.nqueens.board.FreePart;
import org.nqueens.board.Solution;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Task;
import org.nqueens.solver.UnsupportedTaskException;

/**
 * Bitboard search, id {@code bitboard}: a row's columns and the columns and diagonals the queens
 * above attack held as 64-bit words, so that the safe squares of a row are one expression
 * (M. Richards' bitmask search, as popularised by J. Somers' counter).
 *
 * <p>Counting the empty board places the four border queens first and searches only the frames
 * that are the least of their eight images under the symmetries of the square (the approach of the
 * Q27 project, which counted n = 27), each interior with bitmasks; the frames kept by a symmetry
 * have their solutions classified, so one run gives the total (OEIS A000170) and the unique count
 * (A002562). Each frame is an independent subproblem, counted on {@link SearchSettings#threads()}
 * threads, with progress reported after each one; a time limit or cancellation returns the count
 * so far. Solving, completing, enumerating and counting a partial board search the free rows most
 * constrained first with forward checking. Boards up to n = 64.
 */
public final class BitboardCounter implements Formulation {

    /** The largest board: one row in a 64-bit word. */
    static final int MAX_N = 64;

    /** The bitboard formulation. */
    public BitboardCounter() {
    }

    @Override
    public String id() {
        return "bitboard";
    }

    @Override
    public String title() {
        return "Bitboard search: rows as 64-bit words, counting with eight-fold symmetry on every core, most constrained row first when completing";
    }

    @Override
    public Set<Task> tasks() {
        return EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.COUNT, Task.COUNT_UNIQUE, Task.ENUMERATE);
    }

    @Override
    public Optional<String> refusal(Task task, Board board) {
        if (board.n() > MAX_N) {
            return Optional.of("The solver '" + id() + "' holds a row in one 64-bit word, so it takes boards up to n = " + MAX_N
                    + "; n = " + board.n() + " needs another solver.");
        }
        if (task == Task.COUNT_UNIQUE && !board.isEmpty()) {
            return Optional.of("Unique counts are defined for the empty board only.");
        }
        return Optional.empty();
    }

    @Override
    public SolveResult solve(Board board, SearchSettings settings) {
        UnsupportedTaskException.requireSupported(this, Task.findingOne(board), board);
        Deadline deadline = settings.start();
        CompletionSearch search = new CompletionSearch(RowWords.of(FreePart.of(board)), deadline);
        ResumableSearch.Step outcome = search.advance();
        Stats stats = search.stats();
        return switch (outcome) {
            case SOLUTION -> SolveResult.sat(id(), search.solution(), deadline.elapsed(), stats);
            case EXHAUSTED -> SolveResult.unsat(id(), board.n(), deadline.elapsed(), stats,
                    "The search tried every placement left to the free rows and columns.");
            case STOPPED -> SolveResult.unknown(id(), board.n(), deadline.elapsed(), stats, deadline.reasonStopped());
        };
    }

    @Override
    public CountResult count(Board board, boolean unique, SearchSettings settings) {
        UnsupportedTaskException.requireSupported(this, unique ? Task.COUNT_UNIQUE : Task.COUNT, board);
        return board.isEmpty() ? countSymmetric(board.n(), unique, settings) : countCompletions(board, settings);
    }

    @Override
    public SolutionStream enumerate(Board board, SearchSettings settings) {
        UnsupportedTaskException.requireSupported(this, Task.ENUMERATE, board);
        Deadline deadline = settings.start();
        return SolutionStream.of(new CompletionSearch(RowWords.of(FreePart.of(board)), deadline));
    }

    private CountResult countSymmetric(int n, boolean unique, SearchSettings settings) {
        return EmptyBoardCount.plan(new EmptyBoardCount.Question(n, unique, false)).count(settings);
    }

    private CountResult countCompletions(Board board, SearchSettings settings) {
        Deadline deadline = settings.start();
        CompletionSearch search = new CompletionSearch(RowWords.of(FreePart.of(board)), deadline);
        long count = 0;
        ResumableSearch.Step outcome;
        while ((outcome = search.advance()) == ResumableSearch.Step.SOLUTION) {
            count++;
        }
        return new CountResult(id(), board.n(), count, OptionalLong.empty(), outcome == ResumableSearch.Step.EXHAUSTED,
                deadline.elapsed(), search.stats());
    }

}
