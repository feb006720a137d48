package org.nqueens.formulations.backtrack;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.nqueens.board.Board;
import org.nqueens.board.FreePart;
import org.nqueens.board.Solution;
import org.nqueens.board.Symmetry;
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
 * The yardstick every other formulation is checked against: plain depth-first search, one queen a
 * row in column order, with occupancy flags for columns and both diagonals (Dijkstra, EWD316).
 * It counts {@code placements}, every queen put on a safe square; on the empty board these are the
 * "constrained DFS" figures of the reference table ({@code counts.csv}).
 *
 * <p>The mirror variant ({@code backtrack-mirror}) counts only: it searches half the tree up to the
 * left-right mirror (the first queen in columns 1..ceil(n/2), and the second in the left half when the
 * first stands in the middle column of an odd board) and counts every solution found twice, once
 * for its mirror image; n = 1, whose one solution is its own mirror, is the exception. Its placements
 * are half the plain ones, rounded up: the reference table's symmetry column.
 */
public final class ReferenceBacktracker implements Formulation {

    private static final int UNIQUE_LIMIT = 16;

    private final boolean mirror;

    private ReferenceBacktracker(boolean mirror) {
        this.mirror = mirror;
    }

    /** The plain reference search, id {@code backtrack}. */
    public static ReferenceBacktracker plain() {
        return new ReferenceBacktracker(false);
    }

    /** The mirror-symmetric counter, id {@code backtrack-mirror}. */
    public static ReferenceBacktracker mirrored() {
        return new ReferenceBacktracker(true);
    }

    @Override
    public String id() {
        return mirror ? "backtrack-mirror" : "backtrack";
    }

    @Override
    public String title() {
        return mirror
                ? "Reference backtracker counting with mirror symmetry (first queen in the left half)"
                : "Reference backtracker: one queen a row, column and diagonal flags (Dijkstra)";
    }

    @Override
    public Set<Task> tasks() {
        return mirror
                ? EnumSet.of(Task.COUNT)
                : EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.COUNT, Task.COUNT_UNIQUE, Task.ENUMERATE);
    }

    @Override
    public Optional<String> refusal(Task task, Board board) {
        if (mirror && !board.isEmpty()) {
            return Optional.of("The solver '" + id() + "' counts the empty board only: mirror symmetry does not hold for given queens or blocked squares.");
        }
        if (task == Task.COUNT_UNIQUE && !board.isEmpty()) {
            return Optional.of("Unique counts are defined for the empty board only.");
        }
        if (task == Task.COUNT_UNIQUE && board.n() > UNIQUE_LIMIT) {
            return Optional.of("The solver '" + id() + "' counts unique solutions by keeping every canonical form, up to n = "
                    + UNIQUE_LIMIT + "; n = " + board.n() + " needs a counter that classifies by symmetry.");
        }
        return Optional.empty();
    }

    @Override
    public SolveResult solve(Board board, SearchSettings settings) {
        UnsupportedTaskException.requireSupported(this, Task.findingOne(board), board);
        Deadline deadline = settings.start();
        FreePart free = FreePart.of(board);
        RowSearch search = new RowSearch(free, false, deadline);
        ResumableSearch.Step outcome = search.advance();
        Stats stats = search.stats();
        return switch (outcome) {
            case SOLUTION -> SolveResult.sat(id(), search.solution(), deadline.elapsed(), stats);
            case EXHAUSTED -> SolveResult.unsat(id(), board.n(), deadline.elapsed(), stats,
                    "The search tried every safe square of every free row.");
            case STOPPED -> SolveResult.unknown(id(), board.n(), deadline.elapsed(), stats, deadline.reasonStopped());
        };
    }

    @Override
    public CountResult count(Board board, boolean unique, SearchSettings settings) {
        UnsupportedTaskException.requireSupported(this, unique ? Task.COUNT_UNIQUE : Task.COUNT, board);
        Deadline deadline = settings.start();
        FreePart free = FreePart.of(board);
        int n = board.n();
        RowSearch search = new RowSearch(free, mirror, deadline);
        Set<Solution> classes = unique ? new HashSet<>() : Set.of();
        long count = 0;
        ResumableSearch.Step outcome;
        while ((outcome = search.advance()) == ResumableSearch.Step.SOLUTION) {
            count += mirror && n > 1 ? 2 : 1;
            if (unique) {
                classes.add(Symmetry.canonical(search.solution()));
            }
        }
        boolean complete = outcome == ResumableSearch.Step.EXHAUSTED;
        return new CountResult(id(), n, count, unique ? OptionalLong.of(classes.size()) : OptionalLong.empty(), complete,
                deadline.elapsed(), search.stats());
    }

    @Override
    public SolutionStream enumerate(Board board, SearchSettings settings) {
        UnsupportedTaskException.requireSupported(this, Task.ENUMERATE, board);
        Deadline deadline = settings.start();
        return SolutionStream.of(new RowSearch(FreePart.of(board), false, deadline));
    }
}
