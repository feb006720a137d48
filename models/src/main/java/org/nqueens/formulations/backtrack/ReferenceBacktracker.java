package org.nqueens.formulations.backtrack;

import java.util.EnumSet;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Scope;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.Tally;
import org.nqueens.solver.Task;

/**
 * The yardstick every other formulation is checked against, for every variant of the family.
 * Classic n-queens: plain depth-first search, one queen a row in column order, with occupancy
 * flags for columns and both diagonals (Dijkstra, EWD316); every other problem: the squares in
 * order, each taken or passed over (see {@link SquareSearch}). It counts {@code placements}, every
 * piece put on a safe square; on the empty board these are the "constrained DFS" figures of the
 * reference table ({@code counts.csv}).
 *
 * <p>The mirror variant ({@code backtrack-mirror}) counts the empty classic board only: it searches
 * half the tree up to the left-right mirror (the first queen in columns 1..ceil(n/2), and the second
 * in the left half when the first stands in the middle column of an odd board) and counts every
 * solution found twice, once for its mirror image; n = 1, whose one solution is its own mirror, is
 * the exception. Its placements are half the plain ones, rounded up: the table's symmetry column.
 */
public final class ReferenceBacktracker implements Formulation {

    /** Up to this size the runner classifies the solutions one by one for a unique count. */
    private static final int UNIQUE_LIMIT = 16;
    /** The most squares the variant search takes: it keeps an attack list a square. */
    private static final int MAX_SQUARES = 4096;

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
                : "Reference backtracker: one queen a row with column and diagonal flags (Dijkstra); every variant square by square";
    }

    @Override
    public Set<Task> tasks() {
        return mirror
                ? EnumSet.of(Task.COUNT)
                : EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.COUNT, Task.COUNT_UNIQUE, Task.ENUMERATE);
    }

    /** The mirror counter takes classic n-queens only (it refuses all but the empty board); the plain one every variant. */
    @Override
    public Scope scope() {
        return mirror ? Scope.CLASSIC : Scope.FAMILY;
    }

    @Override
    public Optional<String> refusal(Task task, Problem problem) {
        if (mirror && !problem.isEmpty()) {
            return Optional.of("The solver " + Quote.of(id()) + " counts the empty board only: mirror symmetry does not hold for given queens or blocked squares.");
        }
        if (!Scope.CLASSIC.admits(problem) && problem.geometry().area() > MAX_SQUARES) {
            return Optional.of("The solver " + Quote.of(id()) + " takes variant boards of up to " + MAX_SQUARES + " squares; "
                    + problem.geometry() + " has " + problem.geometry().area() + ".");
        }
        if (task == Task.COUNT_UNIQUE && Math.max(problem.rows(), problem.columns()) > UNIQUE_LIMIT) {
            return Optional.of("The solver " + Quote.of(id()) + " counts unique solutions by keeping every canonical form, up to n = "
                    + UNIQUE_LIMIT + "; " + (Scope.CLASSIC.admits(problem) ? "n = " + problem.rows() : problem.geometry().toString())
                    + " needs a counter that classifies by symmetry.");
        }
        return Optional.empty();
    }

    @Override
    public ResumableSearch search(Problem problem, Run run) {
        return Scope.CLASSIC.admits(problem)
                ? new RowSearch(problem.freePart(), mirror, run.deadline())
                : new SquareSearch(problem, run.deadline());
    }

    /** The mirror counter counts each solution of its half tree twice; the plain one lets the runner count. */
    @Override
    public Optional<Tally> tally(Problem problem, boolean unique, Run run) {
        if (!mirror) {
            return Optional.empty();
        }
        int n = problem.rows();
        ResumableSearch search = search(problem, run);
        long count = 0;
        ResumableSearch.Step step;
        while ((step = search.advance()) == ResumableSearch.Step.SOLUTION) {
            count += n > 1 ? 2 : 1;
        }
        return Optional.of(new Tally(count, OptionalLong.empty(), step == ResumableSearch.Step.EXHAUSTED, search.stats()));
    }
}
